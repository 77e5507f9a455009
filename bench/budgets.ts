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
/** Issue 14: no lazily loaded view pulls more than 30 KB gzip of new code. */
const VIEW = { gzip: 30 * KB }
const EVM = 'src/chains/eip155/adapter.ts'
const SOLANA = 'src/chains/solana/adapter.ts'
const BITCOIN = 'src/chains/bip122/adapter.ts'
const SOCIAL_BUTTONS = 'src/features/embedded/social/SocialConnectButtons.tsx'
export const ENTRY = '(entry)'
/**
 * The entry's gzip size without email login, measured as this file measures: the base of issue
 * 17's rule that with email login on the Connect view's payload grows by at most 3 KB gzip. Issue
 * 12's branch tip (b9c6210: main before issue 17, e25b29c, plus issue 12's host contract), built as
 * main builds now (no sourceMappingURL comment): 84,097 B; plus issue 20's names, which grew the
 * entry by 145 B (85,261 -> 85,406 on main): 84,242 B; plus issue 19's WalletReceive registration and
 * title, 35 B (85,887 -> 85,922 on main ead86b8, within the entry's row): 84,277 B; plus the names
 * feature's profileName (the lazy lookup's starter and the snapshot field, net of ConnectingWalletConnect's
 * styles moved out of the entry's sheet), 33 B (85,922 -> 85,955, within the entry's row): 84,310 B; plus issue 19's
 * Swap registration (title, lazy import, `enabled`) and its `swaps` option (resolved and in the schema), 58 B
 * (85,793 -> 85,851 on main 2fa0c13, within the entry's row): 84,368 B; less the element's warm-up,
 * moved out of the entry into an idle chunk, 162 B (85,955 -> 85,793 on main 2fa0c13): 84,206 B. The
 * email field's placeholder (a block of its height while its chunk loads, 19 B) is the email login's
 * own cost and stays in its row. Issue 14: the script-tag build bundles React 18.3's runtime instead
 * of React 19's (scripts/script-tag-react), which shrinks every entry by the same runtime:
 * 85,869 -> 63,289 B gzip on main a4e961c, 22,580 B: 61,626 B; plus issue 19's on-ramp registration
 * (three views' titles, one lazy import, `enabled`), its `onramp` option (resolved and in the schema)
 * and the snapshot's `onramp` field, 139 B (63,289 -> 63,428 on main e4120c1): 61,765 B; plus issue 21's Bitcoin registration (its lazy
 * discovery and adapter imports, the bip122 namespace in the session store, `namespaceOf` and the
 * snapshot's `allAccounts`, net of `nativeCurrencyOf` moved out of the entry), 139 B (63,428 -> 63,567
 * on main fda391a), and 3 B of content-hashed chunk names in the email row: 61,907 B; plus issue 22's platform (the
 * `project` and `features` options, flag merge and orders, the analytics hook, the origin notice's
 * slot), 915 B (63,567 -> 64,482 on main 821ee6a) and 3 B of chunk names: 62,825 B. Issue 15 (logos,
 * motion, the bottom sheet, themeVariables, skeletons; its entry row below) grew the entry by 2,353 B
 * gzip (63,567 -> 65,920 on main 821ee6a + issue 15; 2,400 B merged over the platform, 64,482 ->
 * 66,882 on main 6809845 + issue 15), and the email field's chunks by 3 B (their imports of the
 * entry's exports, renamed by the minifier): 65,228 B; plus issue 18's social login (the `socials`
 * option, resolved and in the schema; the social buttons' lazy import and their share of the email
 * field's placeholder; the ConnectingSocial / ConnectingFarcaster registrations; a view's title from
 * its router data; the account button's username), 199 B (64,482 -> 64,681 on main 214e1ad; 132 B merged over issue 15, 66,882 -> 67,014): 65,427 B;
 * plus issue 22's languages (the active locale and its lazy catalogue loaders, the views' localized
 * parts, view titles read at render, the `locale` option and attribute, `lang`/`dir` on the root),
 * 500 B (67,025 -> 67,525 on main c0dfefa; 449 B on main 0e075d8, before the social views' titles
 * and texts were localized too): 65,927 B. A later change
 * that grows the entry for a reason of its own raises this by the growth it measured (as it raises
 * the entry's row), never by the email login's. Issue 22's multi-wallet: the ProfileWallets
 * registration (title, lazy import, `feature`), Account's lazy Wallets entry, the snapshot's
 * `connections` and the connect event on a wallet switch, 110 B (66,809 -> 66,919 on main 0e075d8).
 * Issue 14's first open: the element's warm-up back in the entry (run in the task after the idle
 * mount, no chunk to fetch first), Header left out of it, the scroll lock measuring while rendering,
 * and chunk names' hashes at 7 characters, 86 B (67,639 -> 67,725 on main a1b83c6). Issue 14's
 * first open again: the warm-up rehearses the whole open dialog (Dialog's `rehearsal`) and icons are
 * decoded as they arrive, +69 B (67,725 -> 67,794 on main 3cc5954); lazy chunks named by their hash
 * alone (`chunks/[hash:7].js`: the names were ~750 B of the entry), -225 B (67,794 -> 67,569).
 */
export const ENTRY_WITHOUT_EMAIL_LOGIN = 62_825 + 2_403 + 199 + 110 + 500 + 86 + 69 - 225

/**
 * The entry's brotli size before issue 15 (main e4120c1 with issue 19's on-ramp registration, as this
 * file measures: 55,759 B; issue 21's Bitcoin registration, ~0.1 KB, is not taken off, so the limit
 * is the stricter), plus issue 22's platform, merged before it (+867 B brotli, 55,795 -> 56,662 on
 * main 214e1ad): issue 15 lets the Connect view's payload grow by at most 3 KB brotli for its logos
 * (the Logo component and the icon loader; the icon set itself is lazy), motion, the bottom sheet,
 * skeleton shapes and themeVariables.
 */
export const ENTRY_BROTLI_BEFORE_ISSUE_15 = 55_759 + 867

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
  // Issue 14 asks ≤ 70 KiB brotli and ≤ 80 KB gzip. With React 19's runtime (67.3 kB gzip alone)
  // the entry was 85.9 kB / 72.8 KiB; the script-tag build now bundles React 18.3's runtime
  // (scripts/script-tag-react; npm hosts bring their own React, 18.2+ or 19), and the entry is
  // 63.3 kB gzip / 54.3 KiB brotli (main a4e961c). The row holds that line with ~1 kB for the
  // registrations and options of the capabilities still to come (each books its growth here and
  // in ENTRY_WITHOUT_EMAIL_LOGIN's comment): 64.5 KB gzip, 55.5 KiB brotli. The entry names its lazy
  // chunks by content hash, so editing any lazy chunk moves the entry's brotli size by up to ±70 B
  // with no change to its code; the room covers that too. Issue 19's on-ramp registration books
  // 139 B gzip (63,289 -> 63,428 B; brotli 55,635 -> 55,759 B), issue 21's Bitcoin registration
  // 139 B (-> 63,567 B), issue 22's platform 915 B (-> 64,482 B: the `project` and `features`
  // options and their schema, the feature flags' merge and orders, `open()` refusing a flagged-off
  // view, the error-analytics hook in setFlowError, the origin notice's lazy slot; the project's
  // fetches, analytics and images stay lazy). Issue 15 grew it by 2,353 B gzip / ~2,226 B brotli
  // (of the 3 KB its Connect view may add over ENTRY_BROTLI_BEFORE_ISSUE_15): the row holds issue
  // 15's brotli limit, and 67.5 KB gzip. Issue 22's languages book 500 B gzip (67,025 -> 67,525 B
  // on main c0dfefa; brotli 59,365 B, within issue 15's limit): 68 KB gzip. English stays in the
  // entry; every other locale is a lazy chunk (rows below). Issue 14's first open put the element's
  // warm-up back in the entry and cut chunk names' hashes to 7 characters: 67,639 -> 67,725 B gzip,
  // 59,489 -> 59,467 B brotli (main a1b83c6; with chunk names held fixed the warm-up adds 45 B brotli
  // and the scroll lock 11 B; the shorter hashes take ~80 B off).
  lazy('before the Connect view paints (the entry)', [ENTRY], {
    gzip: 68 * KB,
    brotli: ENTRY_BROTLI_BEFORE_ISSUE_15 + 3 * KB,
  }),
  lazy('Companion buttons (wallet-modal-button, -network-button)', ['src/element/buttons/mountButton.tsx'], {
    gzip: 4 * KB,
  }),
  // Issue 15: the icon set (@web3icons/core) is never in the entry. A kind's table (which icon for
  // which rdns / wallet id / CAIP-2 id / address / symbol, and each icon's lazy import) loads with
  // the first logo of that kind; each icon is a chunk of its own (ICON_MODULE below).
  lazy('Wallet icon table (issue 15: rdns, id, name → icon)', ['src/ui/icons/walletIcons.ts'], { gzip: 2 * KB }),
  lazy('Network icon table (issue 15: CAIP-2 id → icon)', ['src/ui/icons/networkIcons.ts'], { gzip: 2 * KB }),
  lazy('Token icon table (issue 15: address, symbol → icon)', ['src/ui/icons/tokenIcons.ts'], { gzip: 2 * KB }),
  lazy('GetWallet (issue 15), with the bundled catalogue', ['src/features/wallets/GetWalletView.tsx'], VIEW),
  lazy(
    'AllWallets, with its virtualiser and the bundled catalogue',
    [
      'src/features/wallets/AllWalletsView.tsx',
      'src/features/wallets/bundledSource.ts',
      'src/features/wallets/catalogueData.ts',
    ],
    VIEW,
  ),
  // Issue 22: the wallets' images may come from the project's image endpoints (ProjectImage, the
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
  lazy(
    'WalletReceive (issue 19), after Account, with its QR code',
    ['src/features/receive/WalletReceiveView.tsx'],
    VIEW,
    ['src/features/account/AccountView.tsx'],
  ),
  lazy('WalletSend', ['src/features/send/WalletSendView.tsx'], VIEW, [EVM]),
  // Issue 15: the token picker Send and Swap share (and the on-ramp's views can adopt), in the chunk that holds it.
  lazy(
    'Token picker (issue 15), its chunk and what it imports, after Account',
    ['src/ui/TokenPicker.tsx'],
    { gzip: 5 * KB },
    ['src/features/account/AccountView.tsx'],
  ),
  lazy('Swap (issue 19), after Account, with its 1inch-compatible source', ['src/features/swaps/SwapView.tsx'], VIEW, [
    'src/features/account/AccountView.tsx',
    EVM,
  ]),
  // Issue 22: ProfileWallets (multi-wallet), after Account: the list, its rows and actions.
  lazy('ProfileWallets (issue 22), after Account', ['src/features/multiWallet/ProfileWalletsView.tsx'], VIEW, [
    'src/features/account/AccountView.tsx',
    EVM,
  ]),
  // The three on-ramp views are one chunk (OnRampView.tsx): moving between them loads nothing more.
  lazy(
    'On-ramp (issue 19): OnRampTokenSelect, OnRampFiatSelect, OnRampProviders, after Account',
    ['src/features/onramp/OnRampView.tsx'],
    VIEW,
    ['src/features/account/AccountView.tsx'],
  ),
  lazy('RegisterAccountName (issue 20), after Account', ['src/features/names/RegisterAccountNameView.tsx'], VIEW, [
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
  // Issue 41: ENSIP-15 normalisation of the typed name (@adraffy/ens-normalize, the library viem/ens
  // wraps, in a chunk it shares with ENS resolution), loaded as RegisterAccountName opens: ~26 kB gzip.
  lazy(
    'ENSIP-15 name check (issue 41), as RegisterAccountName opens',
    ['src/core/names/checkLabel.ts'],
    { gzip: 28 * KB },
    ['src/features/names/RegisterAccountNameView.tsx'],
  ),
  lazy('Networks', ['src/features/networks/NetworksView.tsx'], VIEW),
  lazy('SwitchNetwork', ['src/features/networks/SwitchNetworkView.tsx'], VIEW),
  lazy('SwitchActiveChain', ['src/features/networks/SwitchActiveChainView.tsx'], VIEW),
  lazy('UnsupportedChain', ['src/features/networks/UnsupportedChainView.tsx'], VIEW),
  // Issue 22: a configured project's start-up (remote config, allowed origins, analytics config:
  // three GETs through the project's HTTP client) loads beside the first paint, never before it
  // (the Connect view paints from the entry alone); the error reporter loads on the first error
  // while analytics is on. Measured on main 2854370+: 5,188 B gzip in 8 files (the start-up 1.6 kB,
  // the HTTP client it shares with the image endpoints and getWallets 2.5 kB, the console texts
  // 0.5 kB); the start-up chunk was 2.7 kB before its answers' schemas used the entry's valibot
  // (scripts/build-script-tag.ts). The reporter: 2,532 B gzip.
  lazy(
    'Project start-up (issue 22): config, origins, analytics config, with the HTTP client',
    ['src/features/platform/startPlatform.ts'],
    { gzip: 5.5 * KB },
  ),
  lazy(
    'Error analytics reporter (issue 22), on the first error with analytics on',
    ['src/features/platform/errorAnalytics.ts'],
    { gzip: 2.8 * KB },
    ['src/features/platform/startPlatform.ts'],
  ),
  // Issue 22, Languages: each locale's catalogue is its own chunk, loaded only when a host picks it
  // (e2e/locale.spec.ts checks an English page fetches none); ~5 KB gzip each now that every
  // view's texts are translated (4.8-5.3 KB), so 6 KB still holds.
  lazy('Spanish catalogue (issue 22)', ['src/core/i18n/locales/es.ts'], { gzip: 6 * KB }),
  lazy('Simplified Chinese catalogue (issue 22)', ['src/core/i18n/locales/zh-CN.ts'], { gzip: 6 * KB }),
  lazy('Japanese catalogue (issue 22)', ['src/core/i18n/locales/ja.ts'], { gzip: 6 * KB }),
  lazy('Arabic catalogue (issue 22)', ['src/core/i18n/locales/ar.ts'], { gzip: 6 * KB }),
  lazy('SIWXSignMessage, with the session storage', ['src/features/siwx/SiwxSignMessageView.tsx'], VIEW),
  lazy('EVM adapter (wagmi core, viem)', [EVM], { gzip: 64 * KB }),
  lazy('EVM sign-in message (EIP-4361)', ['src/chains/eip155/signInMessage.ts'], { gzip: 5 * KB }, [EVM]),
  lazy('ENS name resolution (viem/ens)', ['node_modules/viem/_esm/ens/index.js'], { gzip: 30 * KB }, [EVM]),
  lazy('Solana adapter (web3.js, Wallet Standard)', [SOLANA, 'src/chains/solana/discovery.ts'], { gzip: 100 * KB }),
  // Issue 21: a host with a Bitcoin network loads the discovery at setOptions (it only looks), the
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
  // Issue 17: with email login on, the Connect view loads the entry and its email field (the field's
  // chunk with its own small sheet, and useStylesheet); the address check, the code step, the
  // reactions, the signer client and its frame load on submit (e2e/email-login.spec.ts checks
  // what is fetched). The whole payload may exceed the entry before issue 17 by 3 KB gzip at most.
  lazy(
    'Connect view with email login on (issue 17: the entry without it + 3 KB)',
    [ENTRY, 'src/features/embedded/EmailConnectField.tsx'],
    { gzip: ENTRY_WITHOUT_EMAIL_LOGIN + 3 * KB },
  ),
  lazy('Email field on Connect (issue 17), its own sheet', ['src/features/embedded/EmailConnectField.tsx'], VIEW),
  // Issue 18: the social buttons follow the email field in the same Suspense block (Connect's wallet
  // rows never move); their chunk holds their sheet and the seven providers' marks (simple-icons
  // paths). A provider's click loads connectSocial and its connecting view; Farcaster's QR code is
  // a chunk of its own, so a popup login never downloads the QR library.
  lazy("Social buttons on Connect (issue 18), with the providers' marks", [SOCIAL_BUTTONS], VIEW),
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

/** Issue 15: each icon of the icon set is a lazy chunk of its own, of at most this many bytes gzip. */
export const ICON_MODULE = { gzip: 2 * KB }

/**
 * Modules folded into the entry with a budget of their own, in minified bytes as rendered there
 * (the manifest's `modules`): what one small part adds to the first paint, which the entry's row
 * cannot tell apart. Issue 16: the companion buttons add only their definer to the entry.
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
      s = { raw: b.length, gzip: gzip(b), brotli: brotli(b) }
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
