import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'demo/**/*.test.ts'],
          exclude: ['src/ui/**', 'src/element/**', 'src/react/**'],
          environment: 'node',
        },
      },
      {
        // Size budgets of the built script-tag bundle (npm test builds first).
        test: { name: 'budgets', include: ['bench/*.test.ts'], environment: 'node' },
      },
      {
        // The React parts, the element wiring and the React hooks, in a DOM (happy-dom: shadow roots, focus, inert).
        test: {
          name: 'dom',
          include: ['src/ui/**/*.test.{ts,tsx}', 'src/element/**/*.test.{ts,tsx}', 'src/react/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup/settleDynamicImports.ts'],
        },
      },
    ],
  },
})
