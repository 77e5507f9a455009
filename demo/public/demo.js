// The demo host page's script: wires the buttons to the <wallet-modal> JS API, mirrors its state
// and logs its DOM events. A file, not inline, so the page also works under /csp/'s strict policy.

const EVENT_NAMES = [
  'wallet-modal:open',
  'wallet-modal:close',
  'wallet-modal:connect',
  'wallet-modal:disconnect',
  'wallet-modal:network-change',
  'wallet-modal:siwx-success',
  'wallet-modal:email-capture',
]
const MODAL_LOAD_HINT_MS = 4000

const modal = document.getElementById('modal')
const stateView = document.getElementById('state')
const eventLog = document.getElementById('event-log')
const status = document.getElementById('status')
const themeButton = document.getElementById('theme')

const query = new URLSearchParams(location.search)
let themeMode = query.get('theme') === 'dark' ? 'dark' : 'light'
let modalReady = false

function applyPageTheme() {
  document.documentElement.dataset.theme = themeMode
  themeButton.setAttribute('aria-pressed', String(themeMode === 'dark'))
}

// Balances may be bigints: JSON.stringify would throw on them.
function renderState() {
  stateView.textContent = JSON.stringify(
    modal.getState(),
    (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  )
}

function logEvent(event) {
  const detail = event.detail ?? {}
  const item = document.createElement('li')
  item.textContent = `${event.type} ${detail.caipAddress ?? '-'} ${detail.caipNetworkId ?? '-'}`
  eventLog.append(item)
}

// Events are listened to from the start, so none is missed while the modal loads.
for (const name of EVENT_NAMES) modal.addEventListener(name, logEvent)

applyPageTheme()
// `?locale=es` (or any shipped tag: de, fr, ja, zh-TW, …, en-XA the pseudo-locale) sets the element's `locale` attribute: the modal's language.
if (query.get('locale')) modal.setAttribute('locale', query.get('locale'))
themeButton.addEventListener('click', () => {
  themeMode = themeMode === 'dark' ? 'light' : 'dark'
  applyPageTheme()
  if (modalReady) modal.setOptions({ themeMode })
})

const hintTimer = setTimeout(() => {
  status.textContent = 'The modal has not loaded: is dist/ built? Run `npm run build` and reload.'
}, MODAL_LOAD_HINT_MS)

// `?networks=evm` keeps only the eip155:* networks, to try the modal on an EVM-only host.
function selectedNetworks() {
  const networks = window.DEMO_CONFIG.networks
  if (query.get('networks') === 'evm') return networks.filter((network) => network.caipNetworkId.startsWith('eip155:'))
  return networks
}

// `?siwx=required` or `?siwx=optional` turns on sign-in with the wallet, verified by the demo's
// back end at /api/siwx (`&siwx-storage=local` keeps sessions in localStorage instead).
function siwxOptions() {
  const params = new URLSearchParams(location.search)
  const mode = params.get('siwx')
  if (mode !== 'required' && mode !== 'optional') return undefined
  return {
    required: mode === 'required',
    statement: 'Sign in to the wallet-modal demo.',
    ...(params.get('siwx-storage') === 'local' ? {} : { serverUrl: '/api/siwx' }),
  }
}

// Email login through the demo's own signer page and auth server (http://localhost:<SIGNER_PORT>).
// `?email-capture=1` turns on DataCapture; `?signer-timeout=<ms>` shortens the signer's ready timeout;
// `?recovery=passphrase` (or `operator`) uses the signer deployed with that recovery mode, whatever
// DEMO_RECOVERY_MODE says (a new wallet's recovery share is then sealed under a passphrase).
// `?account-type=smartAccount` makes the email wallet a smart account (EIP-7702) on the anvils that
// have a bundler (`npm run demo` starts one per anvil), its operations sponsored by /api/paymaster.
function embeddedWalletOptions() {
  const embedded = window.DEMO_CONFIG.embeddedWallet
  if (!embedded) return undefined
  const timeout = Number(query.get('signer-timeout'))
  const recovery = query.get('recovery')
  return {
    signerUrl:
      recovery === 'passphrase' || recovery === 'operator'
        ? new URL(`${recovery}/`, embedded.signerUrl).href
        : embedded.signerUrl,
    emailCapture: query.get('email-capture') === '1',
    ...(timeout > 0 ? { readyTimeoutMs: timeout } : {}),
    ...(query.get('account-type') === 'smartAccount' ? { preferredAccountType: 'smartAccount' } : {}),
  }
}

// `?exclude=id1,id2` hides those catalogue wallets (the host's excludedWallets).
function excludedWallets() {
  const ids = new URLSearchParams(location.search).get('exclude')
  return ids ? ids.split(',') : undefined
}

// The operator's platform: the stack's project service at /api/project (remote config
// and feature flags, allowed origins, error analytics, images). `?project=<id>` uses another project
// (tests create theirs), `?project=none` none at all: then the modal asks nothing of anyone.
function projectOptions() {
  const project = window.DEMO_CONFIG.project
  const id = query.get('project')
  if (!project || id === 'none') return undefined
  return id ? { ...project, projectId: id } : project
}

await customElements.whenDefined('wallet-modal')
clearTimeout(hintTimer)

// The demo's tokens (USDC-like and DEMO on both anvils, the SPL USDC-like mint on Solana) and the
// Multicall3 installed on the anvils, so EVM token balances are read in one call.
// The ENS Universal Resolver stand-in lets Send take ENS names (demo.eth) on the anvils.
// The anvils are no chain the built-in icons know: the page gives them an icon of its own (imageUrl).
// Their bundlerUrl and paymasterUrl come with DEMO_CONFIG; `?paymaster=none` leaves the paymaster out
// (a smart account then pays its own fees).
const withoutPaymaster = ({ paymasterUrl: _, ...network }) => network
const withEvmExtras = (network) =>
  network.caipNetworkId.startsWith('eip155:')
    ? {
        ...(query.get('paymaster') === 'none' ? withoutPaymaster(network) : network),
        multicall3Address: window.DEMO_CONFIG.multicall3,
        ensUniversalResolverAddress: window.DEMO_CONFIG.ensUniversalResolver,
        imageUrl: `${location.origin}/anvil.svg`,
      }
    : network

// `?catalogue=bundled` uses the catalogue bundled with the modal instead of the demo's getWallets service.
const catalogue = { api: `${location.origin}/catalogue`, projectId: 'wallet-modal-demo', exclude: excludedWallets() }
if (query.get('catalogue') === 'bundled') delete catalogue.api

modal.setOptions({
  networks: selectedNetworks().map(withEvmExtras),
  tokens: window.DEMO_CONFIG.tokens ?? {},
  // WalletConnect through the demo's local relay; the catalogue from the demo's getWallets service.
  walletConnect: window.DEMO_CONFIG.walletConnect,
  catalogue,
  metadata: { name: 'wallet-modal demo', description: 'Local demo', url: location.origin, icons: [] },
  themeMode,
  siwx: siwxOptions(),
  embeddedWallet: embeddedWalletOptions(),
  // Names: the stack's name service at /api/names, names `<label>.modal.test`.
  names: window.DEMO_CONFIG.names,
  // Swaps: the stack's convert service at /api/convert, over Uniswap V2 on the anvils.
  swaps: window.DEMO_CONFIG.swaps,
  // On-ramp: the stack's ramp sandbox (four providers, one exchange) and the broker at /api/ramp.
  onramp: window.DEMO_CONFIG.onramp,
  project: projectOptions(),
})
modalReady = true

const actions = {
  open: () => modal.open(),
  'open-networks': () => modal.open({ view: 'Networks' }),
  close: () => modal.close(),
  disconnect: () => modal.disconnect(),
  'switch-b': () => modal.switchNetwork('eip155:31338'),
}
for (const [id, action] of Object.entries(actions)) {
  const button = document.getElementById(id)
  button.addEventListener('click', async () => {
    try {
      await action()
    } catch (error) {
      status.textContent = `${button.textContent} failed: ${error?.message ?? String(error)}`
    }
  })
  button.disabled = false
}

modal.subscribeState(renderState)
renderState()
status.textContent = 'Modal ready.'
