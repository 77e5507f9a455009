import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// The unit tests Stryker runs for each mutant (stryker.config.mjs): the node project of vitest.config.ts
// (the mutated code is framework-free; the DOM project tests views, which are not mutated).
// isolate: false keeps the dependencies (viem, @solana/web3.js, wagmi...) evaluated between runs, which
// makes a mutant's run several times faster on two cores; vitest still re-evaluates the project's own
// modules for every test file. A test file that replaces a package with vi.mock needs its own module
// graph (in a shared one the package may already be loaded unmocked by an earlier file, depending on
// the order of the files): those run isolated, in their own project. A generous testTimeout: a test
// that only ran slow on a loaded machine must not count as killing a mutant (Stryker's own timeout
// catches the mutants that hang).
const UNMUTATED = ['src/ui/', 'src/element/', 'src/react/']
const testFiles = (readdirSync('src', { recursive: true }) as string[])
  .map((f) => join('src', f))
  .filter((f) => f.endsWith('.test.ts') && !UNMUTATED.some((d) => f.startsWith(d)))
const MOCKING_PACKAGES = testFiles.filter((f) => /\bvi\.(do)?mock\(/.test(readFileSync(f, 'utf8')))
// The catalogue test loads each translation with a dynamic import and checks every text. In the shared
// graph a translation may already have been loaded by an earlier file (setOptions.test.ts switches to
// Spanish), which Stryker then credits alone with the translation's texts: a text emptied by a mutant
// "survived" though the catalogue test fails on it. Isolated, the catalogue test loads them itself.
const ISOLATED = [...MOCKING_PACKAGES, 'src/core/i18n/catalogue.test.ts']
// twoProcesses.test.ts runs the auth server in two child processes, which never see the active mutant
// (the vitest runner hands it to the test worker only, through `inject`, not through the environment
// variable the instrumented code of a child would read): it cannot kill a mutant, and what it runs in
// the worker (the key file it writes in beforeAll) would make keyFile.ts's mutants look static.
const IN_CHILD_PROCESSES = ['src/server/auth/twoProcesses.test.ts']
const shared = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  setupFiles: ['vitest.stryker.setup.ts'],
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'node',
          setupFiles: ['vitest.stryker.setup.ts', 'vitest.stryker.preload.ts'],
          include: ['src/**/*.test.ts'],
          exclude: [...UNMUTATED.map((d) => `${d}**`), ...ISOLATED, ...IN_CHILD_PROCESSES],
          isolate: false,
        },
      },
      { test: { ...shared, name: 'node-isolated', include: ISOLATED, isolate: true } },
    ],
  },
})
