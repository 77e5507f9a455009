import { defineConfig } from 'vitest/config'

/** Folders whose tests need a DOM: the React parts, the element wiring and the React hooks. */
const DOM_FOLDERS = ['src/ui/**', 'src/element/**', 'src/react/**']

/**
 * A unit test's time limit (and its hooks'), in ms: 30 s, not vitest's 5 s. CI machines are often
 * busy: on two cores with a browser suite beside it, tests that take 1.5 s on a quiet run (10,000
 * requests through a server, every catalogued message formatted) took 5 to 7 s and failed. A test
 * that hangs still fails, later. Speed is measured in bench/, never by a timeout.
 */
const UNIT_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 30_000 }

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
          ...UNIT_TIMEOUTS,
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
          ...UNIT_TIMEOUTS,
        },
      },
    ],
  },
})
