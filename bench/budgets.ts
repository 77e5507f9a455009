/**
 * Size budgets of the script-tag build, checked by `bench/budgets.test.ts` in `npm test` (sizes are
 * deterministic: gzip level 9, brotli quality 11, over the built files in dist/).
 *
 * A row is what one step of a visit downloads that was not downloaded before it: the chunks
 * `loads` names (dynamic import targets, by source path) with everything they import statically,
 * minus the entry's and `after`'s. The first row is the entry itself: all the JavaScript before the
 * Connect view paints. A new capability adds its own row, one line:
 *   lazy('Swap view', ['src/features/swap/SwapView.tsx'], VIEW),
 */
import { gzipSync, brotliCompressSync, constants } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chunkOf, staticClosure, type ScriptTagManifest } from './manifest.js'

/** kB = 1,000 bytes, KiB = 1,024 bytes. */
const KB = 1000
const KiB = 1024
/** No lazily loaded view pulls more than 30 KB gzip of new code. */
const VIEW = { gzip: 30 * KB }
const EVM = 'src/chains/eip155/adapter.ts'
const SOLANA = 'src/chains/solana/adapter.ts'
const BITCOIN = 'src/chains/bip122/adapter.ts'
const SOCIAL_BUTTONS = 'src/features/embedded/social/SocialConnectButtons.tsx'
export const ENTRY = '(entry)'
/**
 * What measuring with the chunk names fixed ({@link withChunkNamesFixed}) took off the entry at
 * 2026-11-28 (e6aa59d + the smart account's state), where the names' hashes had given the entry its
 * smallest brotli size measured (59,585 B; the same code measured 59,651 B with other hashes): the
 * entry's limits are lowered by it, so fixing the names makes no budget looser.
 */
export const CHUNK_NAMES_FIXED = { gzip: 252, brotli: 59_585 - 59_274 }

/**
 * The entry's gzip size without email login, measured as this file measures: the base of the rule
 * that with email login on the Connect view's payload grows by at most 3 KB gzip. Its first term is
 * the entry before email login (b9c6210 with the host contract, built without a sourceMappingURL
 * comment: 84,097 B), carried through the changes that grew or shrank the entry for reasons of their
 * own, each measured on main as it merged (CHANGELOG.md tells which): the names feature +145 B, the
 * Receive registration +35 B, the profile name lookup's starter +33 B, the Swap registration and
 * option +58 B, the element's warm-up moved to an idle chunk -162 B, React 18.3's runtime in the
 * script-tag build instead of React 19's -22,580 B (a4e961c), the on-ramp registration +139 B, the
 * Bitcoin registration +139 B, the operator's platform (`project`, `features`, the analytics hook,
 * the origin notice's slot) +915 B, and 3 + 3 B of content-hashed chunk names in the email row:
 * 62,825 B. Then: logos, motion, the bottom sheet, themeVariables and skeletons +2,403 B (with the
 * email field chunks' renamed imports); social login (the `socials` option, the social buttons'
 * lazy import, its views' registrations and titles, the account button's username) +199 B; the
 * ProfileWallets registration, Account's Wallets entry, the snapshot's `connections` +110 B;
 * languages (the active locale, its lazy catalogue loaders, the views' localized parts, `locale`,
 * `lang`/`dir` on the root) +500 B (c0dfefa); the first open's warm-up back in the entry and 7-character
 * chunk hashes +86 B (a1b83c6); the rehearsal of the whole open dialog and icons decoded as they
 * arrive +69 B (3cc5954); lazy chunks named by their hash alone -225 B; 19 locales instead of 5 (the
 * tags, `matchLocale` for the `locale` attribute, one import of the lazy catalogue loaders in place
 * of one per locale) +67 B (67,715 -> 67,782 B). The email field's
 * placeholder (a block of its height while its chunk loads, 19 B) is the email login's own cost and
 * stays in its row. A later change that grows the entry for a reason of its own raises this by the
 * growth it measured (as it raises the entry's row), never by the email login's.
 */
export const ENTRY_WITHOUT_EMAIL_LOGIN = -CHUNK_NAMES_FIXED.gzip + 62_825 + 2_403 + 199 + 110 + 500 + 86 + 69 - 225 + 67

/**
 * The entry's brotli size before the logos (e4120c1 with the on-ramp registration, as this file
 * measures: 55,759 B; the Bitcoin registration, ~0.1 KB, is not taken off, so the limit is the
 * stricter), plus the operator's platform, merged before them (+867 B brotli, 55,795 -> 56,662 on
 * 214e1ad): the Connect view's payload may grow by at most 3 KB brotli for its logos (the Logo
 * component and the icon loader; the icon set itself is lazy), motion, the bottom sheet, skeleton
 * shapes and themeVariables.
 */
export const ENTRY_BROTLI_BEFORE_LOGOS = 55_759 + 867

export interface BudgetRow {
  name: string
  /** Source paths of dynamic import targets (or {@link ENTRY}) whose chunks this step loads. */
  loads: string[]
  /** Steps that necessarily came first (their chunks are already loaded). */
  after?: string[]
  /** Budgets in bytes of the step's new JavaScript, compressed. */
  gzip: number
  brotli?: number
}

const lazy = (
  name: string,
  loads: string[],
  budget: { gzip: number; brotli?: number },
  after: string[] = [],
): BudgetRow => ({ name, loads, after, ...budget })

export const budgets: BudgetRow[] = [
  // The first paint's target: ≤ 70 KiB brotli and ≤ 80 KB gzip. With React 19's runtime (67.3 kB
  // gzip alone) the entry was 85.9 kB / 72.8 KiB; the script-tag build now bundles React 18.3's
  // runtime (scripts/script-tag-react; npm hosts bring their own React, 18.2+ or 19), and the entry
  // is 63.3 kB gzip / 54.3 KiB brotli (a4e961c). The entry names its lazy chunks by content hash, so
  // editing any lazy chunk moves the entry's brotli size by up to ±70 B with no change to its code;
  // the room covers that too. Each capability books its growth here and in
  // ENTRY_WITHOUT_EMAIL_LOGIN's comment: the on-ramp registration 139 B gzip (63,289 -> 63,428 B;
  // brotli 55,635 -> 55,759 B), the Bitcoin registration 139 B (-> 63,567 B), the operator's
  // platform 915 B (-> 64,482 B: the `project` and `features` options and their schema, the feature
  // flags' merge and orders, `open()` refusing a flagged-off view, the error-analytics hook in
  // setFlowError, the origin notice's lazy slot; the project's fetches, analytics and images stay
  // lazy); logos, motion and the bottom sheet 2,353 B gzip / ~2,226 B brotli (of the 3 KB the Connect
  // view may add over ENTRY_BROTLI_BEFORE_LOGOS: the row holds that brotli limit, and 67.5 KB gzip);
  // languages 500 B gzip (67,025 -> 67,525 B on c0dfefa; brotli 59,365 B): 68 KB gzip. English
  // stays in the entry; every other locale is a lazy chunk (rows below). The first open's warm-up
  // back in the entry and chunk names' hashes cut to 7 characters: 67,639 -> 67,725 B gzip, 59,489
  // -> 59,467 B brotli (a1b83c6; with chunk names held fixed the warm-up adds 45 B brotli and the
  // scroll lock 11 B; the shorter hashes take ~80 B off).
  lazy('before the Connect view paints (the entry)', [ENTRY], {
    gzip: 68 * KB - CHUNK_NAMES_FIXED.gzip,
    brotli: ENTRY_BROTLI_BEFORE_LOGOS + 3 * KB - CHUNK_NAMES_FIXED.brotli,
  }),
  lazy('Companion buttons (wallet-modal-button, -network-button)', ['src/element/buttons/mountButton.tsx'], {
    gzip: 4 * KB,
  }),
  // The icon set (@web3icons/core) is never in the entry. A kind's table (which icon for
  // which rdns / wallet id / CAIP-2 id / address / symbol, and each icon's lazy import) loads with
  // the first logo of that kind; each icon is a chunk of its own (ICON_MODULE below).
  lazy('Wallet icon table (rdns, id, name → icon)', ['src/ui/icons/walletIcons.ts'], { gzip: 2 * KB }),
  lazy('Network icon table (CAIP-2 id → icon)', ['src/ui/icons/networkIcons.ts'], { gzip: 2 * KB }),
  lazy('Token icon table (address, symbol → icon)', ['src/ui/icons/tokenIcons.ts'], { gzip: 2 * KB }),
  lazy('GetWallet, with the bundled catalogue', ['src/features/wallets/GetWalletView.tsx'], VIEW),
  lazy(
    'AllWallets, with its virtualiser and the bundled catalogue',
    [
      'src/features/wallets/AllWalletsView.tsx',
      'src/features/wallets/bundledSource.ts',
      'src/features/wallets/catalogueData.ts',
    ],
    VIEW,
  ),
  // The wallets' images may come from the project's image endpoints (ProjectImage, the
  // operator's HTTP client and client id load with the view): 31.0 kB, a view's 30 KB + 1.5 KB.
  lazy(
    'AllWallets, with its virtualiser, over a getWallets API',
    ['src/features/wallets/AllWalletsView.tsx', 'src/features/wallets/getWalletsSource.ts'],
    { gzip: 31.5 * KB },
  ),
  lazy('AllWallets by keyboard (loaded on the first arrow key)', ['src/features/wallets/arrowKeys.ts'], VIEW, [
    'src/features/wallets/AllWalletsView.tsx',
  ]),
  lazy(
    'ConnectingWalletConnect, with its QR code',
    ['src/features/walletconnect/ConnectingWalletConnectView.tsx'],
    VIEW,
  ),
  // Account opens on its Tokens tab; the Activity tab's sources load when that tab is first shown
  // (Tabs renders only the selected panel), like Solana's below.
  lazy('Account (Tokens, and the Activity tab without its sources)', ['src/features/account/AccountView.tsx'], VIEW, [
    EVM,
  ]),
  lazy(
    'Activity on EVM, its sources (Otterscan, Blockscout, Transfer logs, merged)',
    ['src/chains/eip155/history/evmHistory.ts'],
    VIEW,
    [EVM, 'src/features/account/AccountView.tsx'],
  ),
  lazy('Activity on Solana, its source', ['src/chains/solana/history.ts'], VIEW, [
    SOLANA,
    'src/features/account/AccountView.tsx',
  ]),
  lazy('WalletReceive, after Account, with its QR code', ['src/features/receive/WalletReceiveView.tsx'], VIEW, [
    'src/features/account/AccountView.tsx',
  ]),
  lazy('WalletSend', ['src/features/send/WalletSendView.tsx'], VIEW, [EVM]),
  // The token picker Send and Swap share (and the on-ramp's views can adopt), in the chunk that holds it.
  lazy('Token picker, its chunk and what it imports, after Account', ['src/ui/TokenPicker.tsx'], { gzip: 5 * KB }, [
    'src/features/account/AccountView.tsx',
  ]),
  lazy('Swap, after Account, with its 1inch-compatible source', ['src/features/swaps/SwapView.tsx'], VIEW, [
    'src/features/account/AccountView.tsx',
    EVM,
  ]),
  // ProfileWallets (multi-wallet), after Account: the list, its rows and actions.
  lazy('ProfileWallets, after Account', ['src/features/multiWallet/ProfileWalletsView.tsx'], VIEW, [
    'src/features/account/AccountView.tsx',
    EVM,
  ]),
  // The three on-ramp views are one chunk (OnRampView.tsx): moving between them loads nothing more.
  lazy(
    'On-ramp: OnRampTokenSelect, OnRampFiatSelect, OnRampProviders, after Account',
    ['src/features/onramp/OnRampView.tsx'],
    VIEW,
    ['src/features/account/AccountView.tsx'],
  ),
  lazy('RegisterAccountName, after Account', ['src/features/names/RegisterAccountNameView.tsx'], VIEW, [
    'src/features/account/AccountView.tsx',
  ]),
  // The connected account's profileName (spec section 3), looked up once an account connects, with react-query.
  lazy(
    'Profile name lookup on connecting (name service, then ENS)',
    ['src/features/names/watchProfileNames.ts'],
    VIEW,
    [EVM],
  ),
  lazy('RegisterAccountNameSuccess', ['src/features/names/RegisterAccountNameSuccessView.tsx'], VIEW, [
    'src/features/names/RegisterAccountNameView.tsx',
  ]),
  // ENSIP-15 normalisation of the typed name (@adraffy/ens-normalize, the library viem/ens
  // wraps, in a chunk it shares with ENS resolution), loaded as RegisterAccountName opens: ~26 kB gzip.
  lazy('ENSIP-15 name check, as RegisterAccountName opens', ['src/core/names/checkLabel.ts'], { gzip: 28 * KB }, [
    'src/features/names/RegisterAccountNameView.tsx',
  ]),
  lazy('Networks', ['src/features/networks/NetworksView.tsx'], VIEW),
  lazy('SwitchNetwork', ['src/features/networks/SwitchNetworkView.tsx'], VIEW),
  lazy('SwitchActiveChain', ['src/features/networks/SwitchActiveChainView.tsx'], VIEW),
  lazy('UnsupportedChain', ['src/features/networks/UnsupportedChainView.tsx'], VIEW),
  // A configured project's start-up (remote config, allowed origins, analytics config:
  // three GETs through the project's HTTP client) loads beside the first paint, never before it
  // (the Connect view paints from the entry alone); the error reporter loads on the first error
  // while analytics is on. Measured on main 2854370+: 5,188 B gzip in 8 files (the start-up 1.6 kB,
  // the HTTP client it shares with the image endpoints and getWallets 2.5 kB, the console texts
  // 0.5 kB); the start-up chunk was 2.7 kB before its answers' schemas used the entry's valibot
  // (scripts/build-script-tag.ts). The reporter: 2,532 B gzip.
  lazy(
    'Project start-up: config, origins, analytics config, with the HTTP client',
    ['src/features/platform/startPlatform.ts'],
    { gzip: 5.5 * KB },
  ),
  lazy(
    'Error analytics reporter, on the first error with analytics on',
    ['src/features/platform/errorAnalytics.ts'],
    { gzip: 2.8 * KB },
    ['src/features/platform/startPlatform.ts'],
  ),
  // Each locale's catalogue is its own chunk (locales/<tag>.json), loaded only when a host picks it
  // (e2e/locale.spec.ts checks an English page fetches none): 4.5-5.8 KB gzip, so 6 KB still holds.
  lazy('Spanish catalogue', ['src/core/i18n/locales/es.json'], { gzip: 6 * KB }),
  lazy('Simplified Chinese catalogue', ['src/core/i18n/locales/zh-CN.json'], { gzip: 6 * KB }),
  lazy('Japanese catalogue', ['src/core/i18n/locales/ja.json'], { gzip: 6 * KB }),
  lazy('Arabic catalogue', ['src/core/i18n/locales/ar.json'], { gzip: 6 * KB }),
  // The pseudo-locale for tests (core/i18n/pseudo.ts): no texts of its own, only the transform.
  lazy('Pseudo-locale (en-XA)', ['src/core/i18n/locales/en-XA.ts'], { gzip: 2 * KB }),
  ...(['de', 'fr', 'hi', 'id', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-HK', 'zh-TW'] as const).map((tag) =>
    lazy(`Catalogue ${tag}`, [`src/core/i18n/locales/${tag}.json`], { gzip: 6 * KB }),
  ),
  // The ICU formatter and the English templates' argument names, fetched beside the first catalogue: 1,718 B.
  lazy("Translated catalogues' formatter (ICU messages)", ['src/core/i18n/jsonCatalogue.ts'], { gzip: 1.9 * KB }),
  lazy('Catalogue loaders (one lazy import per locale)', ['src/core/i18n/catalogueLoaders.ts'], { gzip: 1 * KB }),
  lazy('SIWXSignMessage, with the session storage', ['src/features/siwx/SiwxSignMessageView.tsx'], VIEW),
  // 64.5 kB: the embedded smart account's Send (sponsoredSend.ts, +0.5 kB) rides in it; split into a
  // chunk of its own it measured 65.0 kB (the shared viem code it needs splits off in more chunks).
  lazy('EVM adapter (wagmi core, viem)', [EVM], { gzip: 64.75 * KB }),
  lazy('EVM sign-in message (EIP-4361)', ['src/chains/eip155/signInMessage.ts'], { gzip: 5 * KB }, [EVM]),
  lazy('ENS name resolution (viem/ens)', ['node_modules/viem/_esm/ens/index.js'], { gzip: 30 * KB }, [EVM]),
  lazy('Solana adapter (web3.js, Wallet Standard)', [SOLANA, 'src/chains/solana/discovery.ts'], { gzip: 100 * KB }),
  // A host with a Bitcoin network loads the discovery at setOptions (it only looks), the
  // adapter (PSBTs on @scure/btc-signer, the Esplora client, the four wallet protocols) on connect.
  lazy(
    'Bitcoin wallet discovery (sats-connect, Wallet Standard, Leather, Unisat)',
    ['src/chains/bip122/discovery.ts'],
    { gzip: 2 * KB },
  ),
  lazy(
    'Bitcoin adapter (@scure/btc-signer, Esplora, wallet protocols), with its discovery',
    [BITCOIN, 'src/chains/bip122/discovery.ts'],
    { gzip: 66 * KB },
  ),
  lazy('Activity on Bitcoin, its source (Esplora)', ['src/chains/bip122/history.ts'], VIEW, [
    BITCOIN,
    'src/features/account/AccountView.tsx',
  ]),
  lazy('Bitcoin sign-in message (CAIP-122)', ['src/chains/bip122/signInMessage.ts'], { gzip: 1 * KB }, [BITCOIN]),
  // With email login on, the Connect view loads the entry and its email field (the field's
  // chunk with its own small sheet, and useStylesheet); the address check, the code step, the
  // reactions, the signer client and its frame load on submit (e2e/email-login.spec.ts checks
  // what is fetched). The whole payload may exceed the entry without email login by 3 KB gzip at most.
  lazy(
    'Connect view with email login on (the entry without it + 3 KB)',
    [ENTRY, 'src/features/embedded/EmailConnectField.tsx'],
    { gzip: ENTRY_WITHOUT_EMAIL_LOGIN + 3 * KB },
  ),
  lazy('Email field on Connect, its own sheet', ['src/features/embedded/EmailConnectField.tsx'], VIEW),
  // The social buttons follow the email field in the same Suspense block (Connect's wallet
  // rows never move); their chunk holds their sheet and the seven providers' marks (simple-icons
  // paths). A provider's click loads connectSocial and its connecting view; Farcaster's QR code is
  // a chunk of its own, so a popup login never downloads the QR library.
  lazy("Social buttons on Connect, with the providers' marks", [SOCIAL_BUTTONS], VIEW),
  lazy(
    "ConnectingSocial, on a provider's click: connectSocial, the view",
    ['src/actions/connectSocial.ts', 'src/features/embedded/social/ConnectingSocialView.tsx'],
    VIEW,
    [SOCIAL_BUTTONS],
  ),
  lazy('ConnectingFarcaster, with its QR code', ['src/features/embedded/social/ConnectingFarcasterView.tsx'], VIEW, [
    SOCIAL_BUTTONS,
    'src/actions/connectSocial.ts',
    'src/features/embedded/social/ConnectingSocialView.tsx',
  ]),
  lazy(
    'EmailLogin, on submit: connectEmail (the address check with it), the view',
    ['src/actions/connectEmail.ts', 'src/features/embedded/EmailLoginView.tsx'],
    VIEW,
    ['src/features/embedded/EmailConnectField.tsx'],
  ),
  lazy(
    'Embedded wallet: signer host and reactions',
    ['src/element/embeddedLoader.ts', 'src/features/embedded/watchEmbeddedWallet.ts'],
    VIEW,
  ),
  lazy(
    'AUTH connector on EVM (EIP-1193 provider), after the EVM adapter',
    ['src/chains/eip155/embeddedProvider.ts'],
    VIEW,
    [EVM],
  ),
  lazy(
    'AUTH connector on Solana (Wallet Standard), after the Solana adapter',
    ['src/chains/solana/embeddedWallet.ts'],
    VIEW,
    [SOLANA],
  ),
  lazy(
    'WalletConnect client (sign-client), after the EVM adapter',
    ['src/chains/walletconnect/provider.ts', 'src/chains/walletconnect/session.ts'],
    { gzip: 140 * KB },
    [EVM],
  ),
]

/** Each icon of the icon set is a lazy chunk of its own, of at most this many bytes gzip. */
export const ICON_MODULE = { gzip: 2 * KB }

/**
 * Modules folded into the entry with a budget of their own, in minified bytes as rendered there
 * (the manifest's `modules`): what one small part adds to the first paint, which the entry's row
 * cannot tell apart. The companion buttons add only their definer to the entry.
 */
export const ENTRY_MODULES: { module: string; bytes: number }[] = [
  { module: 'src/element/buttons/defineButtons.ts', bytes: 1 * KB },
]

export interface BudgetResult {
  row: BudgetRow
  files: string[]
  raw: number
  gzipBytes: number
  brotliBytes: number
  over: boolean
}

/**
 * A chunk's bytes with every lazy chunk's hashed file name ('IsH2rAZ.js', as the build names them:
 * `chunks/[hash:7].js`) replaced by a name of the same length numbered by first appearance: the
 * hashes are random to a compressor, so editing any lazy chunk moved the entry's brotli size by up to
 * ±70 B with no change to its code (measured on one entry: 59,585 to 59,651 B). Sizes are those of
 * the code and the number of names it imports, not of the hashes' luck.
 */
export function withChunkNamesFixed(b: Buffer): Buffer {
  const numbered = new Map<string, string>()
  const text = b.toString('latin1').replace(/(?<=\/)[A-Za-z0-9_-]{7}\.js(?=["`])/g, (name) => {
    let fixed = numbered.get(name)
    if (!fixed) numbered.set(name, (fixed = `${numbered.size.toString(36).padStart(7, '0')}.js`))
    return fixed
  })
  return Buffer.from(text, 'latin1')
}

const gzip = (b: Buffer) => gzipSync(b, { level: 9 }).length
const brotli = (b: Buffer) =>
  brotliCompressSync(b, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length },
  }).length

/** The chunks a step loads, its own and what it imports statically, less what earlier steps loaded. */
export function newFiles(manifest: ScriptTagManifest, row: BudgetRow): string[] {
  const closureOf = (source: string) =>
    staticClosure(manifest, source === ENTRY ? manifest.entry : chunkOf(manifest, source))
  const before = new Set(
    row.loads.includes(ENTRY)
      ? []
      : [manifest.entry, ...(row.after ?? []).flatMap((s) => [...closureOf(s)])].flatMap((f) => [
          ...staticClosure(manifest, f),
        ]),
  )
  const files = new Set(row.loads.flatMap((s) => [...closureOf(s)]))
  return [...files].filter((f) => !before.has(f)).sort()
}

/** Measures every row over the files in `distDir`. Each file is compressed on its own, as it is served. */
export function measureBudgets(manifest: ScriptTagManifest, distDir: string, rows = budgets): BudgetResult[] {
  const cache = new Map<string, { raw: number; gzip: number; brotli: number }>()
  const size = (file: string) => {
    let s = cache.get(file)
    if (!s) {
      const b = readFileSync(join(distDir, file))
      const fixed = withChunkNamesFixed(b)
      s = { raw: b.length, gzip: gzip(fixed), brotli: brotli(fixed) }
      cache.set(file, s)
    }
    return s
  }
  return rows.map((row) => {
    const files = newFiles(manifest, row)
    const sum = (k: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + size(f)[k], 0)
    const r = { row, files, raw: sum('raw'), gzipBytes: sum('gzip'), brotliBytes: sum('brotli') }
    return { ...r, over: r.gzipBytes > row.gzip || (row.brotli !== undefined && r.brotliBytes > row.brotli) }
  })
}

/**
 * Request depth to ready: 1 for the document's one request for the entry, plus the longest chain
 * of static imports below it (each a further round trip).
 */
export function requestDepthToReady(manifest: ScriptTagManifest): number {
  const depth = (file: string, seen: Set<string>): number =>
    seen.has(file)
      ? 0
      : 1 + Math.max(0, ...(manifest.chunks[file]?.imports ?? []).map((f) => depth(f, new Set([...seen, file]))))
  return depth(manifest.entry, new Set())
}

const kb = (n: number) => `${(n / KB).toFixed(1)} kB`
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`

/** The table the test and `npm run bench` print. */
export function formatBudgetTable(results: BudgetResult[], depth: number): string {
  const lines = [
    `${'step'.padEnd(62)} ${'files'.padStart(5)} ${'gzip'.padStart(9)} ${'budget'.padStart(9)} ${'brotli'.padStart(10)} ${'budget'.padStart(10)}`,
  ]
  for (const r of results)
    lines.push(
      `${r.row.name.padEnd(62)} ${String(r.files.length).padStart(5)} ${kb(r.gzipBytes).padStart(9)} ${kb(r.row.gzip).padStart(9)} ${kib(r.brotliBytes).padStart(10)} ${(r.row.brotli ? kib(r.row.brotli) : '').padStart(10)}${r.over ? '  OVER BUDGET' : ''}`,
    )
  lines.push(`request depth to ready: ${depth} (budget 1)`)
  return lines.join('\n')
}
