import { defineConfig, type Options } from 'tsup'

// No build here writes source maps into the package (a lean install); the script tag's
// maps go to dist/sourcemaps/ (scripts/build-script-tag.ts), which the package leaves out.
const browser: Options = {
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: false,
  // The script-tag build carries its dependencies; a host needs nothing else.
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  treeshake: false,
}

export default defineConfig([
  // (a) npm entries: `wallet-modal` (browser, no side effects in src/index.ts) and the Node-only
  // back end `wallet-modal/server`, with its storage backends `/server/sqlite` (the only entry that
  // loads better-sqlite3) and `/server/postgres` (the only one that loads pg); the embedded wallet's
  // auth server `wallet-modal/auth` (Node: hono, nodemailer, rate-limiter-flexible).
  // `wallet-modal/define` defines the element on import (the one npm entry with a side effect), and
  // `wallet-modal/react` holds the hooks and JSX types; React stays external in every npm entry, so
  // the hooks run on the host's React.
  // ESM + .d.ts, dependencies external.
  {
    entry: {
      index: 'src/index.ts',
      define: 'src/element/defineOnImport.ts',
      'react/index': 'src/react/index.ts',
      'server/index': 'src/server/index.ts',
      'server/sqlite': 'src/server/sqlite.ts',
      'server/postgres': 'src/server/postgres.ts',
      auth: 'src/server/auth.ts',
    },
    outDir: 'dist/npm',
    external: ['react', 'react-dom'],
    // The Wallet Standard's small packages are bundled, not dependencies: they declare node >= 22
    // (an EBADENGINE warning on every Node 20 install) though they never run in Node here but for
    // the SIWX back end's Solana message parsing, which works on 20. Copies in the host interoperate:
    // the standard's registry meets through window events.
    // @tanstack/react-query and its query-core are bundled too (the modal's private copy, on the
    // host's React): react-query's modules open with "use client", which every host bundler that
    // reads them reports (a Vue host's `vite build` printed 15 MODULE_LEVEL_DIRECTIVE warnings);
    // bundled here, the directives are dropped and a host's build reads none (examples/vue checks).
    noExternal: [/^@wallet-standard\//, /^@solana\/wallet-standard/, /^@tanstack\/(react-query|query-core)(\/|$)/],
    format: ['esm'],
    dts: true,
    splitting: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
  },
  // (b) the script-tag ES module build (dist/wallet-modal.js + dist/chunks/) is rolldown's:
  // scripts/build-script-tag.ts folds the entry's static graph into one file.
  // (c) the classic-script loader: a few hundred bytes that import() the ES entry beside it.
  {
    ...browser,
    entry: { 'wallet-modal.iife': 'src/element/iifeLoader.ts' },
    outDir: 'dist',
    format: ['iife'],
    splitting: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
  // (d) the embedded wallet's signer page, served by the operator on its own origin: one module
  // (no lazy chunks, so its one script-src 'self' file is the whole signer) plus index.html and
  // signer.css from src/signer/public/. `passphrase-strength.js` is a second, self-contained
  // module: the zxcvbn-ts estimator and its dictionaries (~240 KB gzip), which signer.js imports
  // by URL only when it asks for a new recovery passphrase (src/signer/strength/loadEstimator.ts).
  {
    ...browser,
    entry: { signer: 'src/signer/main.ts', 'passphrase-strength': 'src/signer/strength/estimator.ts' },
    outDir: 'dist/signer',
    format: ['esm'],
    splitting: false,
    clean: false,
    metafile: true,
    publicDir: 'src/signer/public',
  },
  // (e) `wallet-modal/testing` (Node): the QA kit. Its optional peers (@playwright/test, litesvm,
  // @solana/kit, @reown/walletkit, @walletconnect/core) stay external and load only where used
  // (lazy chunks); small dev-only helpers (ws, @hono/node-server, @walletconnect/safe-json) are
  // bundled, so a host installs nothing else. `require` is provided for those CommonJS modules.
  // The test wallets' browser bundles land in dist/testing/wallets/ (demo/build-wallets.ts).
  {
    entry: { index: 'src/testing/index.ts' },
    outDir: 'dist/testing',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: true,
    splitting: true,
    sourcemap: false,
    clean: true,
    external: [
      '@playwright/test',
      'litesvm',
      '@solana/kit',
      '@reown/walletkit',
      '@walletconnect/core',
      'bufferutil',
      'utf-8-validate',
    ],
    noExternal: ['ws', '@hono/node-server', '@walletconnect/safe-json'],
    banner: {
      js: "import { createRequire as __wmCreateRequire } from 'node:module'; const require = __wmCreateRequire(import.meta.url);",
    },
  },
  // (f) the `wallet-modal-server` command (package.json `bin`, src/cli/main.ts keeps its
  // `#!/usr/bin/env node`): Node, dependencies and the optional peers (better-sqlite3, pg) external,
  // so it runs on the package's own installed dependencies; its chunks stay in dist/cli/, beside
  // which it finds the built signer page (dist/signer/).
  {
    entry: { main: 'src/cli/main.ts' },
    outDir: 'dist/cli',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: true,
    sourcemap: false,
    clean: true,
  },
])
