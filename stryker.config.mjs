// Mutation testing: `npm run mutate`. Not part of `npm test`: a full run takes hours on
// two cores; the incremental file makes a rerun after a small change take minutes.
const FOLDERS = ['src/core', 'src/actions', 'src/server', 'src/features', 'src/chains']
const scope = (process.env.MUTATE_SCOPE ? process.env.MUTATE_SCOPE.split(',') : FOLDERS).map((part) =>
  part.endsWith('.ts') ? part : `${part.replace(/\/$/, '')}/**/*.ts`,
)

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.stryker.json',
  // The framework-free kernel, the actions, the server, and the pure logic of features and chains:
  // no React views or hooks, no browser-only adapters (wagmi, wallet-adapter, WalletConnect's
  // browser client), no testing code (fixtures: __fixtures__/ and every *Fixtures.ts, test contexts,
  // storage contract, PGlite launcher).
  // MUTATE_SCOPE=src/server (comma-separated folders or files) narrows a run to part of the scope; the
  // incremental file keeps the other parts' results, so per-folder runs add up to the whole report.
  mutate: [
    ...scope,
    '!src/**/*.test.ts',
    '!src/**/__fixtures__/**',
    '!src/**/index.ts',
    '!src/actions/testContext.ts',
    '!src/**/*Fixtures.ts',
    '!src/server/storage/*Contract.ts',
    '!src/server/storage/storageContractKit.ts',
    '!src/server/auth/testing/**',
    '!src/server/storage/testing/**',
    '!src/features/**/use*.ts',
    // The adapters rule, one for the three namespaces: a namespace's adapter (the ChainAdapter that
    // calls its wallet library: wagmi, @solana/wallet-adapter, the Bitcoin wallets' providers) and
    // the wiring split off it are proven by e2e against real test wallets on local chains, not by
    // mocks; the pure logic it calls (connections.ts, guardProvider, psbt, fees, esplora, address,
    // bip122/wallets/*, the history readers, walletSet, solanaNetworks...) stays in scope.
    // Measured before leaving scope, 2026-11-28: src/chains/bip122/adapter.ts has 208 mutants and no
    // unit test reaches it (Stryker alone on it stops: "No tests were executed"), 0% (0 / 208).
    '!src/chains/bip122/adapter.ts',
    '!src/chains/eip155/adapter.ts',
    '!src/chains/eip155/connectionMethods.ts',
    '!src/chains/eip155/evmContext.ts',
    '!src/chains/eip155/readMethods.ts',
    '!src/chains/eip155/transactionMethods.ts',
    '!src/chains/eip155/wagmiConnectors.ts',
    '!src/chains/eip155/watchAccount.ts',
    '!src/chains/eip155/discovery.ts',
    '!src/chains/solana/adapter.ts',
    '!src/chains/solana/bufferGlobal.ts',
    '!src/chains/solana/connection.ts',
    '!src/chains/solana/discovery.ts',
    '!src/chains/solana/standardWallet.ts',
    '!src/chains/solana/wallet.ts',
    '!src/chains/solana/walletConnectWallet.ts',
  ],
  // Incremental results are a local cache (like *.tsbuildinfo), in reports/ which .gitignore names; a
  // gzipped copy is kept in git (test/mutation/incremental.json.gz, scripts/mutate.mjs: seeded from when
  // reports/ has none, written by `npm run mutate:keep`), since the whole scope takes longer than a
  // session and every new machine starts empty. Only whoever ran Stryker commits it, alone.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false, reportTests: false, logTests: false },
  // Two cores shared with other work: one worker (override with --concurrency 2 on a free machine).
  concurrency: 1,
  timeoutMS: 20000,
  // Static mutants (module-level values: the messages catalogue, RPC_ERROR_MESSAGES, constants) each
  // rerun every test: about 70 s apiece here, hours for a run. The spec-text tests pin those values
  // through the code that uses them; `MUTATE_STATIC=1 npm run mutate` measures them too (Stryker's
  // CLI has only the positive flag: `--ignoreStatic false` reads "false" as a config file's name).
  ignoreStatic: process.env.MUTATE_STATIC !== '1',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // break: the score reached. 2026-11-23: 58.16% over nine kernel files. 2026-11-26:
  // 76.47% over src/actions, the core kernels (amount, caip, errors, errorMessage, format,
  // specificErrors) and src/server/{siwx,http}, measured before that day's new tests. The final
  // score is over every file in the incremental report, so a narrower run is judged on the whole.
  // 2026-11-26 evening: 83.05% and 83.94% over the two incremental reports of that day's reruns
  // (features and chains; server and kernels), each also holding older results of the other parts.
  // 2026-11-27: 96.04% over src/server/{names,project,auth}, the report this machine holds. A first
  // measurement of another folder must bring its tests up with it (or the run fails), as auth did.
  // 2026-11-28: 86.69% (8,322 / 9,600) over the whole scope, one report on this machine (96 was set over
  // src/server alone; the whole scope's weak folders are src/chains and src/features).
  // 2026-11-29: src/chains and src/features whole, src/server/paymaster, src/core/embedded and
  // src/chains/bip122 again measured; the rest of src/core, src/server and src/actions (changed since,
  // about 9,000 mutants to test) was not, so there is no whole-scope number to set it from: it stays 86.
  // 2026-11-29 later: src/actions, src/core and src/server/{siwx,http} measured on today's code, the
  // report 89.54% over every file it holds; the rest of src/server not yet, so still no whole-scope
  // number: it stays 86 (docs/contributing/mutation-testing.md).
  // 2026-11-29 afternoon: the first kept report (a new machine, from nothing): src/actions, src/features,
  // src/core/{analytics,embedded}, src/server/http, 94.29% over its files; src/chains, src/server and most of src/core
  // not yet in it, so no whole-scope number: it stays 86.
  // 2026-11-29 late: the kept report holds the whole scope for the first time (src/core/i18n last):
  // 93.98% (9,258 / 9,851); after the reruns of src/core/i18n, src/server/auth and
  // src/server/{names,swaps,project,ramp} on their new tests, 95.97% (9,351 / 9,744): 95. A run scores
  // the whole report, so a part measured alone must keep the whole at 95 or more.
  // A run below it exits non-zero. Raise it as the score rises; never lower it to pass.
  thresholds: { high: 90, low: 80, break: 95 },
}
