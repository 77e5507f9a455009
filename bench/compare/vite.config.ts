import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** The AppKit bare page, built as a production app would be: `vite build`, served under /appkit/. */
export default defineConfig({
  root: fileURLToPath(new URL('./pages/appkit', import.meta.url)),
  base: '/appkit/',
  mode: 'production',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./build/site/appkit', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
})
