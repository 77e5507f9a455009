import { defineConfig } from 'vitest/config'

// The unit tests Stryker runs for each mutant (stryker.config.mjs): the node project of vitest.config.ts
// (the mutated code is framework-free; the DOM project tests views, which are not mutated).
// isolate: false keeps the dependencies (viem, @solana/web3.js, wagmi...) evaluated between runs, which
// makes a mutant's run several times faster on two cores; vitest still re-evaluates the project's own
// modules for every test file. A generous testTimeout: a test that only ran slow on a loaded machine
// must not count as killing a mutant (Stryker's own timeout catches the mutants that hang).
export default defineConfig({
  test: {
    name: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/ui/**', 'src/element/**', 'src/react/**'],
    environment: 'node',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
