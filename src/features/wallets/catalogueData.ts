/**
 * The bundled wallet catalogue: real wallets' public facts, used when no getWallets API is
 * configured (docs/contributing/architecture.md "Data sources": "otherwise a bundled catalogue chunk"). Loaded with a
 * dynamic import() by bundledSource.ts so it is its own chunk.
 *
 * Provenance (facts only, no code): names, homepages, EIP-6963 rdns values and mobile deep-link
 * schemes / universal links as published by the wallets and as listed in public wallet
 * definitions — RainbowKit's wallet connectors (rainbow-me/rainbowkit,
 * packages/rainbowkit/src/wallets/walletConnectors: rdns, `<scheme>://wc?uri=` deep links) and
 * a public snapshot of the WalletConnect registry (mobile native/universal links, homepages),
 * cross-checked against other public EIP-6963 wallet lists. Where a fact could not be confirmed
 * the field is null rather than guessed. `id` is our own stable slug (not the WalletConnect
 * explorer id); `image_id` is the id and resolves to a generated image (no remote images).
 * `chains` lists namespaces: 'eip155' (EVM) and/or 'solana'.
 */
import type { Wallet } from './types.js'

const EVM = ['eip155']
const SOLANA = ['solana']
const EVM_SOLANA = ['eip155', 'solana']

interface Facts {
  id: string
  name: string
  homepage: string
  chains: string[]
  rdns?: string
  mobile?: string
  desktop?: string
  webapp?: string
}

function wallet(facts: Facts): Wallet {
  return {
    id: facts.id,
    name: facts.name,
    image_id: facts.id,
    chains: facts.chains,
    mobile_link: facts.mobile ?? null,
    desktop_link: facts.desktop ?? null,
    webapp_link: facts.webapp ?? null,
    rdns: facts.rdns ?? null,
    homepage: facts.homepage,
  }
}

/** The bundled catalogue, most used first (the order Recommended and AllWallets show). */
export const catalogueWallets: readonly Wallet[] = Object.freeze([
  wallet({
    id: 'metamask',
    name: 'MetaMask',
    homepage: 'https://metamask.io',
    rdns: 'io.metamask',
    chains: EVM_SOLANA,
    mobile: 'metamask://',
  }),
  wallet({
    id: 'trust',
    name: 'Trust Wallet',
    homepage: 'https://trustwallet.com',
    rdns: 'com.trustwallet.app',
    chains: EVM_SOLANA,
    mobile: 'trust://',
  }),
  wallet({
    id: 'coinbase',
    name: 'Coinbase Wallet',
    homepage: 'https://www.coinbase.com/wallet',
    rdns: 'com.coinbase.wallet',
    chains: EVM_SOLANA,
    mobile: 'cbwallet://',
  }),
  wallet({
    id: 'okx',
    name: 'OKX Wallet',
    homepage: 'https://web3.okx.com',
    rdns: 'com.okex.wallet',
    chains: EVM_SOLANA,
    mobile: 'okex://main',
  }),
  wallet({
    id: 'phantom',
    name: 'Phantom',
    homepage: 'https://phantom.com',
    rdns: 'app.phantom',
    chains: EVM_SOLANA,
    mobile: 'phantom://',
  }),
  wallet({
    id: 'rainbow',
    name: 'Rainbow',
    homepage: 'https://rainbow.me',
    rdns: 'me.rainbow',
    chains: EVM,
    mobile: 'rainbow://',
  }),
  wallet({
    id: 'bitget',
    name: 'Bitget Wallet',
    homepage: 'https://web3.bitget.com',
    rdns: 'com.bitget.web3',
    chains: EVM_SOLANA,
    mobile: 'bitkeep://',
  }),
  wallet({
    id: 'uniswap',
    name: 'Uniswap Wallet',
    homepage: 'https://wallet.uniswap.org',
    rdns: 'org.uniswap.app',
    chains: EVM,
    mobile: 'uniswap://',
  }),
  wallet({
    id: 'zerion',
    name: 'Zerion',
    homepage: 'https://zerion.io',
    rdns: 'io.zerion.wallet',
    chains: EVM_SOLANA,
    mobile: 'zerion://',
  }),
  wallet({
    id: 'rabby',
    name: 'Rabby Wallet',
    homepage: 'https://rabby.io',
    rdns: 'io.rabby',
    chains: EVM,
    mobile: 'rabby://',
  }),
  wallet({
    id: 'ledger-live',
    name: 'Ledger Live',
    homepage: 'https://www.ledger.com/ledger-live',
    chains: EVM_SOLANA,
    mobile: 'ledgerlive://',
    desktop: 'ledgerlive://',
  }),
  wallet({
    id: 'safepal',
    name: 'SafePal',
    homepage: 'https://www.safepal.com',
    rdns: 'com.safepal',
    chains: EVM_SOLANA,
    mobile: 'safepalwallet://',
  }),
  wallet({
    id: 'tokenpocket',
    name: 'TokenPocket',
    homepage: 'https://www.tokenpocket.pro',
    rdns: 'pro.tokenpocket',
    chains: EVM_SOLANA,
    mobile: 'tpoutside://',
  }),
  wallet({
    id: 'binance',
    name: 'Binance Wallet',
    homepage: 'https://www.binance.com/en/web3wallet',
    rdns: 'com.binance.wallet',
    chains: EVM_SOLANA,
    mobile: 'bnc://app.binance.com/cedefi',
  }),
  wallet({
    id: 'safe',
    name: 'Safe{Wallet}',
    homepage: 'https://safe.global',
    chains: EVM,
    webapp: 'https://app.safe.global',
  }),
  wallet({ id: 'argent', name: 'Argent', homepage: 'https://www.argent.xyz', chains: EVM, mobile: 'argent://app' }),
  wallet({
    id: 'imtoken',
    name: 'imToken',
    homepage: 'https://token.im',
    rdns: 'im.token',
    chains: EVM,
    mobile: 'imtokenv2://',
  }),
  wallet({
    id: 'exodus',
    name: 'Exodus',
    homepage: 'https://www.exodus.com',
    rdns: 'com.exodus',
    chains: EVM_SOLANA,
    mobile: 'exodus://',
  }),
  wallet({
    id: 'backpack',
    name: 'Backpack',
    homepage: 'https://backpack.app',
    rdns: 'app.backpack',
    chains: EVM_SOLANA,
  }),
  wallet({ id: 'solflare', name: 'Solflare', homepage: 'https://solflare.com', chains: SOLANA }),
  wallet({ id: 'frame', name: 'Frame', homepage: 'https://frame.sh', rdns: 'sh.frame', chains: EVM }),
  wallet({
    id: 'brave',
    name: 'Brave Wallet',
    homepage: 'https://brave.com/wallet',
    rdns: 'com.brave.wallet',
    chains: EVM_SOLANA,
  }),
  wallet({
    id: '1inch',
    name: '1inch Wallet',
    homepage: 'https://1inch.io/wallet',
    chains: EVM_SOLANA,
    mobile: 'oneinch://',
  }),
  wallet({
    id: 'enkrypt',
    name: 'Enkrypt',
    homepage: 'https://www.enkrypt.com',
    rdns: 'com.enkrypt',
    chains: EVM_SOLANA,
  }),
  wallet({ id: 'taho', name: 'Taho', homepage: 'https://taho.xyz', rdns: 'xyz.taho', chains: EVM }),
  wallet({ id: 'zengo', name: 'Zengo', homepage: 'https://zengo.com', chains: EVM }),
  wallet({
    id: 'crypto-com-onchain',
    name: 'Crypto.com Onchain',
    homepage: 'https://crypto.com/onchain',
    rdns: 'com.crypto.wallet',
    chains: EVM,
    mobile: 'dfw://',
  }),
  wallet({ id: 'bitpay', name: 'BitPay', homepage: 'https://bitpay.com/wallet', chains: EVM }),
  wallet({ id: 'mathwallet', name: 'MathWallet', homepage: 'https://mathwallet.org', chains: EVM_SOLANA }),
  wallet({ id: 'coin98', name: 'Coin98', homepage: 'https://coin98.com', rdns: 'coin98.com', chains: EVM_SOLANA }),
  wallet({ id: 'ctrl', name: 'Ctrl Wallet', homepage: 'https://ctrl.xyz', rdns: 'io.xdefi', chains: EVM_SOLANA }),
  wallet({
    id: 'family',
    name: 'Family',
    homepage: 'https://family.co',
    rdns: 'co.family.wallet',
    chains: EVM,
    mobile: 'familywallet://',
  }),
  wallet({
    id: 'kraken',
    name: 'Kraken Wallet',
    homepage: 'https://www.kraken.com/wallet',
    chains: EVM_SOLANA,
    mobile: 'krakenwallet://',
  }),
  wallet({
    id: 'robinhood',
    name: 'Robinhood Wallet',
    homepage: 'https://robinhood.com/web3-wallet',
    chains: EVM_SOLANA,
  }),
  wallet({ id: 'glow', name: 'Glow', homepage: 'https://glow.app', chains: SOLANA }),
  wallet({
    id: 'onekey',
    name: 'OneKey',
    homepage: 'https://onekey.so',
    rdns: 'so.onekey.app.wallet',
    chains: EVM_SOLANA,
    mobile: 'onekey-wallet://',
  }),
  wallet({ id: 'core', name: 'Core', homepage: 'https://core.app', rdns: 'app.core.extension', chains: EVM }),
  wallet({
    id: 'magic-eden',
    name: 'Magic Eden Wallet',
    homepage: 'https://wallet.magiceden.io',
    rdns: 'io.magiceden.wallet',
    chains: EVM_SOLANA,
  }),
  wallet({ id: 'gate', name: 'Gate Wallet', homepage: 'https://web3.gate.com', chains: EVM_SOLANA }),
  wallet({ id: 'bybit', name: 'Bybit Wallet', homepage: 'https://www.bybit.com/web3', chains: EVM_SOLANA }),
  wallet({
    id: 'subwallet',
    name: 'SubWallet',
    homepage: 'https://www.subwallet.app',
    rdns: 'app.subwallet',
    chains: EVM,
    mobile: 'subwallet://',
  }),
  wallet({ id: 'talisman', name: 'Talisman', homepage: 'https://talisman.xyz', rdns: 'xyz.talisman', chains: EVM }),
  wallet({ id: 'zeal', name: 'Zeal', homepage: 'https://zeal.app', rdns: 'app.zeal', chains: EVM }),
  wallet({ id: 'nightly', name: 'Nightly', homepage: 'https://nightly.app', rdns: 'app.nightly', chains: EVM_SOLANA }),
  wallet({
    id: 'ambire',
    name: 'Ambire Wallet',
    homepage: 'https://www.ambire.com',
    rdns: 'com.ambire.wallet',
    chains: EVM,
  }),
  wallet({
    id: 'ronin',
    name: 'Ronin Wallet',
    homepage: 'https://wallet.roninchain.com',
    rdns: 'com.roninchain.wallet',
    chains: EVM,
  }),
  wallet({ id: 'frontier', name: 'Frontier', homepage: 'https://frontier.xyz', chains: EVM, mobile: 'frontier://' }),
  wallet({ id: 'omni', name: 'Omni', homepage: 'https://omni.app', chains: EVM, mobile: 'https://links.omni.app' }),
  wallet({ id: 'spot', name: 'Spot', homepage: 'https://www.spot-wallet.com', chains: EVM, mobile: 'spot://' }),
  wallet({ id: 'onto', name: 'ONTO', homepage: 'https://onto.app', chains: EVM, mobile: 'ontoprovider://' }),
  wallet({ id: 'pillar', name: 'Pillar', homepage: 'https://www.pillar.fi', chains: EVM, mobile: 'pillarwallet://' }),
  wallet({ id: 'mew', name: 'MEW wallet', homepage: 'https://www.mewwallet.com', chains: EVM }),
  wallet({ id: 'tangem', name: 'Tangem', homepage: 'https://tangem.com', chains: EVM_SOLANA }),
  wallet({ id: 'keystone', name: 'Keystone', homepage: 'https://keyst.one', chains: EVM_SOLANA }),
  wallet({ id: 'atomic', name: 'Atomic Wallet', homepage: 'https://atomicwallet.io', chains: EVM_SOLANA }),
  wallet({ id: 'guarda', name: 'Guarda', homepage: 'https://guarda.com', chains: EVM_SOLANA }),
  wallet({
    id: 'blockchain-com',
    name: 'Blockchain.com Wallet',
    homepage: 'https://www.blockchain.com/wallet',
    chains: EVM,
  }),
  wallet({ id: 'bitcoin-com', name: 'Bitcoin.com Wallet', homepage: 'https://wallet.bitcoin.com', chains: EVM }),
  wallet({ id: 'fireblocks', name: 'Fireblocks', homepage: 'https://www.fireblocks.com', chains: EVM }),
  wallet({
    id: 'foxwallet',
    name: 'FoxWallet',
    homepage: 'https://foxwallet.com',
    chains: EVM_SOLANA,
    mobile: 'foxwallet://',
  }),
  wallet({ id: 'nova', name: 'Nova Wallet', homepage: 'https://novawallet.io', chains: EVM, mobile: 'novawallet://' }),
  wallet({ id: 'jupiter', name: 'Jupiter Mobile', homepage: 'https://jup.ag/mobile', chains: SOLANA }),
  wallet({ id: 'status', name: 'Status', homepage: 'https://status.app', chains: EVM }),
  wallet({ id: 'gem', name: 'Gem Wallet', homepage: 'https://gemwallet.com', chains: EVM_SOLANA }),
])

export default catalogueWallets
