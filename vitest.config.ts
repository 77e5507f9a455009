import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'demo/**/*.test.ts'],
          exclude: ['src/ui/**', 'src/element/**'],
          environment: 'node',
        },
      },
      {
        // The React parts and the element wiring, in a DOM (happy-dom: shadow roots, focus, inert).
        test: {
          name: 'dom',
          include: ['src/ui/**/*.test.{ts,tsx}', 'src/element/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
})
