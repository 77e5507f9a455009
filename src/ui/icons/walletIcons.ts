/**
 * Wallet logos of the icon set (@web3icons/core, MIT; the "background" variant: the logo on its
 * square, as an app icon; all but multis, whose 13 kB SVG is over an icon's 2 KB budget), each its
 * own module loaded with a dynamic `import()`, so a logo costs its own few hundred bytes when it is
 * first shown and nothing before. This table is a lazy chunk itself (loadIcon.ts imports it on the
 * first wallet logo).
 */
import type { IconModule, IconTable } from './iconTypes.js'

const modules: Record<string, IconModule> = {
  alfa1: () => import('@web3icons/core/svgs/wallets/background/alfa1.svg.js'),
  'alpha-wallet': () => import('@web3icons/core/svgs/wallets/background/alpha-wallet.svg.js'),
  argent: () => import('@web3icons/core/svgs/wallets/background/argent.svg.js'),
  atomic: () => import('@web3icons/core/svgs/wallets/background/atomic.svg.js'),
  backpack: () => import('@web3icons/core/svgs/wallets/background/backpack.svg.js'),
  bitbox: () => import('@web3icons/core/svgs/wallets/background/bitbox.svg.js'),
  blue: () => import('@web3icons/core/svgs/wallets/background/blue.svg.js'),
  clave: () => import('@web3icons/core/svgs/wallets/background/clave.svg.js'),
  coin98: () => import('@web3icons/core/svgs/wallets/background/coin98.svg.js'),
  coinbase: () => import('@web3icons/core/svgs/wallets/background/coinbase.svg.js'),
  cypherock: () => import('@web3icons/core/svgs/wallets/background/cypherock.svg.js'),
  daimo: () => import('@web3icons/core/svgs/wallets/background/daimo.svg.js'),
  enkrypt: () => import('@web3icons/core/svgs/wallets/background/enkrypt.svg.js'),
  exodus: () => import('@web3icons/core/svgs/wallets/background/exodus.svg.js'),
  glow: () => import('@web3icons/core/svgs/wallets/background/glow.svg.js'),
  imtoken: () => import('@web3icons/core/svgs/wallets/background/imtoken.svg.js'),
  keplr: () => import('@web3icons/core/svgs/wallets/background/keplr.svg.js'),
  kraken: () => import('@web3icons/core/svgs/wallets/background/kraken.svg.js'),
  kukai: () => import('@web3icons/core/svgs/wallets/background/kukai.svg.js'),
  ledger: () => import('@web3icons/core/svgs/wallets/background/ledger.svg.js'),
  lit: () => import('@web3icons/core/svgs/wallets/background/lit.svg.js'),
  metamask: () => import('@web3icons/core/svgs/wallets/background/metamask.svg.js'),
  'my-ether-wallet': () => import('@web3icons/core/svgs/wallets/background/my-ether-wallet.svg.js'),
  obvious: () => import('@web3icons/core/svgs/wallets/background/obvious.svg.js'),
  okx: () => import('@web3icons/core/svgs/wallets/background/okx.svg.js'),
  phantom: () => import('@web3icons/core/svgs/wallets/background/phantom.svg.js'),
  pillar: () => import('@web3icons/core/svgs/wallets/background/pillar.svg.js'),
  portal: () => import('@web3icons/core/svgs/wallets/background/portal.svg.js'),
  rabby: () => import('@web3icons/core/svgs/wallets/background/rabby.svg.js'),
  rainbow: () => import('@web3icons/core/svgs/wallets/background/rainbow.svg.js'),
  ronin: () => import('@web3icons/core/svgs/wallets/background/ronin.svg.js'),
  safe: () => import('@web3icons/core/svgs/wallets/background/safe.svg.js'),
  sender: () => import('@web3icons/core/svgs/wallets/background/sender.svg.js'),
  sequence: () => import('@web3icons/core/svgs/wallets/background/sequence.svg.js'),
  solflare: () => import('@web3icons/core/svgs/wallets/background/solflare.svg.js'),
  soul: () => import('@web3icons/core/svgs/wallets/background/soul.svg.js'),
  squads: () => import('@web3icons/core/svgs/wallets/background/squads.svg.js'),
  temple: () => import('@web3icons/core/svgs/wallets/background/temple.svg.js'),
  'token-pocket': () => import('@web3icons/core/svgs/wallets/background/token-pocket.svg.js'),
  trezor: () => import('@web3icons/core/svgs/wallets/background/trezor.svg.js'),
  trust: () => import('@web3icons/core/svgs/wallets/background/trust.svg.js'),
  unipass: () => import('@web3icons/core/svgs/wallets/background/unipass.svg.js'),
  venly: () => import('@web3icons/core/svgs/wallets/background/venly.svg.js'),
  'wallet-3': () => import('@web3icons/core/svgs/wallets/background/wallet-3.svg.js'),
  'wallet-connect': () => import('@web3icons/core/svgs/wallets/background/wallet-connect.svg.js'),
  xdefi: () => import('@web3icons/core/svgs/wallets/background/xdefi.svg.js'),
  zengo: () => import('@web3icons/core/svgs/wallets/background/zengo.svg.js'),
  zerion: () => import('@web3icons/core/svgs/wallets/background/zerion.svg.js'),
}

/**
 * EIP-6963 reverse-DNS ids (`info.rdns`) of wallets the set has, as the wallets announce them
 * (the bundled catalogue's rdns values, features/wallets/catalogueData.ts).
 */
const byRdns: Record<string, string> = {
  'io.metamask': 'metamask',
  'io.metamask.flask': 'metamask',
  'com.trustwallet.app': 'trust',
  'com.coinbase.wallet': 'coinbase',
  'com.okex.wallet': 'okx',
  'app.phantom': 'phantom',
  'me.rainbow': 'rainbow',
  'io.zerion.wallet': 'zerion',
  'io.rabby': 'rabby',
  'pro.tokenpocket': 'token-pocket',
  'im.token': 'imtoken',
  'com.exodus': 'exodus',
  'app.backpack': 'backpack',
  'com.enkrypt': 'enkrypt',
  'io.xdefi': 'xdefi',
  'coin98.com': 'coin98',
  'com.roninchain.wallet': 'ronin',
  'app.keplr': 'keplr',
}

/** Wallet ids (the bundled catalogue's slugs, the WalletConnect connector's id) whose icon has another name. */
const aliases: Record<string, string> = {
  'ledger-live': 'ledger',
  tokenpocket: 'token-pocket',
  ctrl: 'xdefi',
  mew: 'my-ether-wallet',
  walletConnect: 'wallet-connect',
}

/** 'Trust Wallet' → 'trust', 'Safe{Wallet}' → 'safe', 'WalletConnect' → 'walletconnect': names compared loosely. */
const loose = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(.)wallet$/, '$1')
const byLooseName = new Map(Object.keys(modules).map((name) => [loose(name), name]))

/** Finds a wallet's logo by rdns, wallet id, then name (loosely: case, spaces and a trailing "Wallet" aside). */
export const walletIcons: IconTable = {
  modules,
  find(keys) {
    for (const key of keys) {
      const name = byRdns[key] ?? (Object.hasOwn(modules, key) ? key : aliases[key]) ?? byLooseName.get(loose(key))
      if (name) return name
    }
    return undefined
  },
}
