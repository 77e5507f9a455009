import { defineConfig } from 'vite'

// No React plugin needed: Vite's own transform compiles TSX with React's automatic JSX runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', sourcemap: false },
})
