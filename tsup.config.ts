import { defineConfig, type Options } from 'tsup'

const browser: Options = {
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
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
    format: ['esm'],
    dts: true,
    splitting: true,
    sourcemap: true,
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
  // signer.css from src/signer/public/.
  {
    ...browser,
    entry: { signer: 'src/signer/main.ts' },
    outDir: 'dist/signer',
    format: ['esm'],
    splitting: false,
    clean: false,
    metafile: true,
    publicDir: 'src/signer/public',
  },
])
