import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // The wallet modal's tags are custom elements, not Vue components.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('wallet-modal') } } }),
  ],
  build: { outDir: 'dist', sourcemap: false },
})
