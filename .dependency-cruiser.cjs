/**
 * The layering of docs/contributing/architecture.md, enforced in `npm test` (`npm run lint:deps`).
 *
 *   element/   <wallet-modal>, script-tag entry, JS API, DOM events (wiring only)
 *      |
 *   features/  one folder per capability; index.ts is its face
 *      |
 *   actions/   one file per user action, wagmi's shape
 *      |
 *   ui/        chains/      (siblings: neither imports the other)
 *      |
 *   core/      framework-free kernel
 *
 *   slices     features/<feature>/slice.ts and features/slices.ts: each feature's part of the
 *              instance store (its state type and initial value), on core only; core/store.ts
 *              composes them, and every layer from core up may import them (actions, chains and
 *              core's updaters read and write feature state). Beside their feature, not in core,
 *              so core/ does not grow with each feature.
 *
 *   messages   features/<feature>/messages.ts (and a sub-area's, features/<feature>/<area>/messages.ts)
 *              and features/messages.ts: each feature's English texts beside its views, gathered by
 *              features/messages.ts into the catalogue (core/i18n/catalogue.ts); with
 *              features/<feature>/texts.ts, the same texts in the active locale where views and
 *              actions share them. On core and other message modules only; every layer from core
 *              up may import them (core's send rules and sign-in failures, the chain adapters and
 *              the actions word their errors and toasts with them).
 *              The dialog chrome's and first paint's texts, ui's token picker's, the companion
 *              buttons' and the errors core throws stay in core/ (core/firstPaintMessages.ts, core/messages/).
 *
 *   server/    Node side, on core only
 *   react/     hooks for React hosts (wallet-modal/react), over the element's public API and types only
 *   signer/    the embedded wallet's signer page (its own build, its own origin), on core only
 *   testing/   the QA kit (wallet-modal/testing): on server and core; nothing in src/ imports it
 *   cli/       the wallet-modal-server command (Node): on server's public entries and core
 *
 * Arrows point only downward: each rule below is generated from LAYERS, plus the rules docs/contributing/architecture.md
 * states in words (features' public faces, chain libraries only in chains/, a framework-free core
 * and actions). Test files may reach across layers to check one against another (e.g. a history
 * source's pages folded by the activity feature's reducer); fixtures are data.
 */

/** Each layer and the layers it may import (besides itself). */
const LAYERS = {
  element: ['features', 'actions', 'ui', 'chains', 'core'],
  features: ['actions', 'ui', 'chains', 'core'],
  actions: ['ui', 'chains', 'core'],
  ui: ['core'],
  chains: ['core'],
  core: [],
  server: ['core'],
  react: ['element'],
  signer: ['core'],
  // The QA kit: its SIWX back end is server/'s, its types come from core/ and element/types.ts (type-only).
  testing: ['server', 'element', 'core'],
  cli: ['server', 'core'],
}

const NOT_TESTS = ['\\.test\\.tsx?$', '/__fixtures__/', '^src/actions/testContext\\.ts$']

/** The feature slices (see the layering above): importable from core up, importing core only. */
const SLICES = ['^src/features/[^/]+/slice\\.ts$', '^src/features/slices\\.ts$']
/** The layers that may import the slices. */
const SLICE_USERS = ['element', 'features', 'actions', 'ui', 'chains', 'core']

/** The features' texts, English and in the active locale (see the layering above): importable from core up, importing core and other messages only. */
const MESSAGES = [
  '^src/features/[^/]+/(messages|texts)\\.ts$',
  '^src/features/[^/]+/[^/]+/messages\\.ts$',
  '^src/features/messages\\.ts$',
]
/** The layers that may import the features' texts. */
const MESSAGE_USERS = ['element', 'features', 'actions', 'ui', 'chains', 'core']

/** Where zod may be imported: the Node back end (server/ and the cli/ command over it), the signer page's own build, and its shared core. */
const ZOD_ALLOWED = ['^src/server/', '^src/cli/', '^src/signer/', '^src/core/embedded/']

const layerRules = Object.entries(LAYERS).map(([layer, below]) => {
  const forbidden = Object.keys(LAYERS).filter((other) => other !== layer && !below.includes(other))
  return {
    name: `layer-${layer}`,
    comment: `docs/contributing/architecture.md layers: ${layer}/ may import ${below.length ? below.map((l) => `${l}/`).join(', ') : 'nothing else in src/'}, never ${forbidden.map((l) => `${l}/`).join(', ')}`,
    severity: 'error',
    from: { path: `^src/${layer}/`, pathNot: NOT_TESTS },
    to: {
      path: `^src/(${forbidden.join('|')})/`,
      pathNot: [...(SLICE_USERS.includes(layer) ? SLICES : []), ...(MESSAGE_USERS.includes(layer) ? MESSAGES : [])],
    },
  }
})

/** The chain libraries only chains/ may import (docs/contributing/architecture.md: features reach them through ChainAdapter). */
const CHAIN_LIBRARIES = '(^|/)node_modules/(viem|wagmi|@wagmi|@solana|@wallet-standard|@walletconnect|mipd)/'
/** Frameworks the kernel and the actions stay free of (zustand's vanilla store is allowed, its React hook is not). */
const FRAMEWORKS =
  '(^|/)node_modules/(react|react-dom|scheduler|@tanstack|@r2wc)/|(^|/)node_modules/zustand/esm/(index|react)'

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'slices-on-core-only',
      comment: 'A feature slice (features/<feature>/slice.ts, features/slices.ts) imports core and other slices only',
      severity: 'error',
      from: { path: SLICES },
      to: { path: '^src/', pathNot: ['^src/core/', ...SLICES] },
    },
    {
      name: 'messages-on-core-only',
      comment:
        "A feature's texts (features/<feature>/messages.ts, features/messages.ts) import core and other features' texts only",
      severity: 'error',
      from: { path: MESSAGES },
      to: { path: '^src/', pathNot: ['^src/core/', ...MESSAGES] },
    },
    {
      name: 'feature-public-face',
      comment: 'A feature imports another feature only through its index.ts (its public face)',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: NOT_TESTS },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$', ...SLICES, ...MESSAGES],
      },
    },
    {
      name: 'element-uses-feature-faces',
      comment: 'The element wires features through their index.ts only',
      severity: 'error',
      from: { path: '^src/element/', pathNot: NOT_TESTS },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/[^/]+/index\\.tsx?$', ...SLICES, ...MESSAGES] },
    },
    {
      name: 'features-through-chain-adapter',
      comment:
        'Features reach chains only through the ChainAdapter interface (core/chainAdapter.ts), so adapters stay lazy chunks',
      severity: 'error',
      // createSiwxMessage.ts is a path kept for src/server/siwx/clientContract.test.ts (a re-export).
      from: { path: '^src/features/', pathNot: [...NOT_TESTS, '^src/features/siwx/createSiwxMessage\\.ts$'] },
      to: { path: '^src/chains/' },
    },
    {
      name: 'chain-libraries-only-in-chains',
      comment: 'viem, wagmi, Solana and WalletConnect packages are imported by chains/ only',
      severity: 'error',
      from: { path: '^src/(element|features|actions|ui|core)/', pathNot: NOT_TESTS },
      to: { path: CHAIN_LIBRARIES },
    },
    {
      name: 'core-framework-free',
      comment:
        "core/, the feature slices and the features' texts import no React or react-query (nor wagmi or Solana: chain-libraries-only-in-chains): a pure, unit-tested kernel",
      severity: 'error',
      from: { path: ['^src/core/', ...SLICES, ...MESSAGES], pathNot: NOT_TESTS },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'actions-framework-free',
      comment: 'Actions are framework-free functions over (context, parameters); views and the API call them',
      severity: 'error',
      from: { path: '^src/actions/', pathNot: NOT_TESTS },
      to: { path: [FRAMEWORKS, '^src/(ui|chains)/'] },
    },
    {
      name: 'react-hooks-over-public-api',
      comment:
        'wallet-modal/react drives the element only through its public API (element/types.ts, element/elementTypes.ts), never its internals, so the entry stays small and holds no second store',
      severity: 'error',
      from: { path: '^src/react/', pathNot: NOT_TESTS },
      to: { path: '^src/element/', pathNot: '^src/element/(types|elementTypes)\\.ts$' },
    },
    {
      name: 'no-zod-in-the-browser',
      comment:
        "The modal's browser code validates with valibot (modular, no eval: ~2 kB gzip per schema); zod (~90 kB gzip, an eval probe under a strict CSP) is for server code, and for the embedded wallet's signer page (src/signer/, its own build on its own origin) and what it shares in src/core/embedded/",
      severity: 'error',
      from: { path: '^src/', pathNot: [...NOT_TESTS, ...ZOD_ALLOWED] },
      to: { path: 'node_modules/zod/' },
    },
    {
      name: 'no-zod-through-the-signer',
      comment:
        "The modal's code does not reach zod through the signer's modules either (those may use zod; the modal's bundle may not)",
      severity: 'error',
      from: { path: '^src/', pathNot: [...NOT_TESTS, ...ZOD_ALLOWED] },
      to: { path: 'node_modules/zod/', reachable: true },
    },
    {
      name: 'no-circular',
      comment: 'Modules do not import each other in cycles',
      severity: 'error',
      from: { path: '^src/', pathNot: NOT_TESTS },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.json$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
}
