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
  // loads better-sqlite3) and `/server/postgres` (the only one that loads pg).
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
  // (b) script-tag build: an ES module with lazy chunks (<script type="module">)...
  {
    ...browser,
    entry: { 'wallet-modal': 'src/element/scriptTag.ts' },
    outDir: 'dist',
    format: ['esm'],
    splitting: true,
    clean: false,
    metafile: true,
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]'
    },
  },
  // ...and a single-file fallback (classic <script>), lazy imports inlined.
  {
    ...browser,
    entry: { 'wallet-modal.iife': 'src/element/scriptTag.ts' },
    outDir: 'dist',
    format: ['iife'],
    splitting: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  },
])
