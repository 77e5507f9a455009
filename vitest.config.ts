import { defineConfig } from 'vitest/config'

/** Folders whose tests need a DOM: the React parts, the element wiring and the React hooks. */
const DOM_FOLDERS = ['src/ui/**', 'src/element/**', 'src/react/**']

export default defineConfig({
  test: {
    projects: [
      {
        // Every `*.test.ts` under src/ outside the DOM folders; a `*.test.tsx` (a component) runs in the DOM project.
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'test/*.test.ts'],
          exclude: [...DOM_FOLDERS, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Size budgets of the built script-tag bundle (npm test builds first).
        test: { name: 'budgets', include: ['bench/*.test.ts'], environment: 'node' },
      },
      {
        // The DOM folders' tests and every component test (`*.test.tsx`) elsewhere, in a DOM (happy-dom: shadow roots, focus, inert).
        test: {
          name: 'dom',
          include: [...DOM_FOLDERS.map((folder) => `${folder}/*.test.{ts,tsx}`), 'src/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          environment: 'happy-dom',
          setupFiles: ['test/setup/settleDynamicImports.ts'],
        },
      },
    ],
  },
})
