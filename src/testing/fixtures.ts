import { test as base } from '@playwright/test'
import type { WalletModalState } from '../element/types.js'
import { EvmTestWallet, type EvmWalletOptions } from './evmWallet.js'
import { ModalPage } from './modalPage.js'
import { SolanaTestWallet, type SolanaWalletOptions } from './solanaWallet.js'
import { BitcoinTestWallet, type BitcoinWalletOptions } from './bitcoinWallet.js'
import { startLocalStack, type LocalStack, type LocalStackOptions } from './stack/startLocalStack.js'
import type { TestWcWallet } from './walletConnect/walletConnectWallet.js'

/** The WalletConnect test wallet (a phone, in Node) plus a way to connect it through a modal's QR code. */
export interface WalletConnectTestWallet extends TestWcWallet {
  /** The EVM account's address. */
  readonly address: `0x${string}`
  /**
   * Opens Connect, chooses WalletConnect, pairs with the QR code's URI (the wallet approves the
   * session as its mode says) and waits until the modal reports `status: 'connected'`.
   */
  connect(modal: ModalPage): Promise<WalletModalState>
}

/** Options of the fixtures (set them with `test.use`). */
export interface WalletModalTestOptions {
  /** CSS selector of the `<wallet-modal>` the `modal` fixture drives; default 'wallet-modal'. */
  modalSelector: string
  /** The EVM test wallet's start account and auto-approve; its chains are the local stack's. */
  evmWalletOptions: Omit<EvmWalletOptions, 'chains'>
  /** The Solana test wallet's start account and auto-approve; its cluster is the local stack's. */
  solanaWalletOptions: Omit<SolanaWalletOptions, 'cluster'>
  /** The Demo Bitcoin Wallet's start account, auto-approve and providers; its chain is the local stack's. */
  bitcoinWalletOptions: Omit<BitcoinWalletOptions, 'chain'>
  /** Whether the WalletConnect test wallet approves at once (default true). */
  walletConnectWalletOptions: { autoApprove?: boolean }
}

/** Worker options (set them with `test.use`, e.g. `{ localStackOptions: { siwx: { origin } } }`). */
export interface WalletModalWorkerOptions {
  /** Options of the worker's local stack (see startLocalStack); default: every service on free ports, no SIWX back end. */
  localStackOptions: LocalStackOptions
}

/** The fixtures `test` adds. */
export interface WalletModalFixtures {
  /** The page's `<wallet-modal>` (see {@link ModalPage}). */
  modal: ModalPage
  /** The EVM test wallet, installed into the page before it loads (see {@link EvmTestWallet}). */
  evmWallet: EvmTestWallet
  /** The Solana test wallet, installed into the page before it loads (see {@link SolanaTestWallet}). */
  solanaWallet: SolanaTestWallet
  /** The Demo Bitcoin Wallet (sats-connect and Wallet Standard over one seed), installed into the page before it loads (see {@link BitcoinTestWallet}). */
  bitcoinWallet: BitcoinTestWallet
  /** A WalletConnect wallet in Node, on the local stack's relay (needs @reown/walletkit and @walletconnect/core). */
  walletConnectWallet: WalletConnectTestWallet
}

/** The worker fixtures `test` adds. */
export interface WalletModalWorkerFixtures {
  /** The local stack of this worker, started on first use and stopped when the worker ends. */
  localStack: LocalStack
}

const WALLETKIT_MISSING =
  'walletConnectWallet needs @reown/walletkit and @walletconnect/core next to wallet-modal: npm install --save-dev @reown/walletkit@1.6.0 @walletconnect/core@2.25.0'

/**
 * Playwright's `test` with a local stack per worker and the wallet modal's page object and test
 * wallets. Each wallet fixture is installed only when a test asks for it.
 */
export const test = base.extend<
  WalletModalFixtures & WalletModalTestOptions,
  WalletModalWorkerFixtures & WalletModalWorkerOptions
>({
  localStackOptions: [{}, { scope: 'worker', option: true }],
  modalSelector: ['wallet-modal', { option: true }],
  evmWalletOptions: [{}, { option: true }],
  solanaWalletOptions: [{}, { option: true }],
  bitcoinWalletOptions: [{}, { option: true }],
  walletConnectWalletOptions: [{}, { option: true }],

  localStack: [
    async ({ localStackOptions }, use) => {
      const stack = await startLocalStack(localStackOptions)
      await use(stack)
      await stack.stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  modal: async ({ page, modalSelector }, use) => {
    await use(new ModalPage(page, modalSelector))
  },

  evmWallet: async ({ page, localStack, evmWalletOptions }, use) => {
    const chains = localStack.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.url, name: chain.name }))
    await use(await EvmTestWallet.install(page, { ...evmWalletOptions, chains }))
  },

  solanaWallet: async ({ page, localStack, solanaWalletOptions }, use) => {
    const { solana } = localStack
    if (!solana)
      throw new Error('solanaWallet: the local stack runs no Solana chain (localStackOptions has solana: false)')
    const cluster = { rpcUrl: solana.url, wsUrl: solana.wsUrl, caipNetworkId: solana.caipNetworkId }
    await use(await SolanaTestWallet.install(page, { ...solanaWalletOptions, cluster }))
  },

  bitcoinWallet: async ({ page, localStack, bitcoinWalletOptions }, use) => {
    const { bitcoin } = localStack
    if (!bitcoin)
      throw new Error('bitcoinWallet: the local stack runs no Bitcoin chain (localStackOptions has bitcoin: false)')
    await use(
      await BitcoinTestWallet.install(page, {
        ...bitcoinWalletOptions,
        chain: { esploraUrl: bitcoin.url, caipNetworkId: bitcoin.caipNetworkId },
      }),
    )
  },

  walletConnectWallet: async ({ localStack, walletConnectWalletOptions }, use) => {
    const { walletConnect, solana } = localStack
    if (!walletConnect)
      throw new Error(
        'walletConnectWallet: the local stack runs no WalletConnect relay (localStackOptions has walletConnect: false)',
      )
    let module: typeof import('./walletConnect/walletConnectWallet.js')
    try {
      module = await import('./walletConnect/walletConnectWallet.js')
    } catch (error) {
      throw new Error(WALLETKIT_MISSING, { cause: error })
    }
    const wallet = await module.createTestWcWallet({
      relayUrl: walletConnect.relayUrl,
      privateKey: localStack.accounts.evm[5]!.privateKey,
      chains: localStack.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.url })),
      ...(solana
        ? { solana: { secretKey: localStack.accounts.solana[2]!.secretKey, caipNetworkId: solana.caipNetworkId } }
        : {}),
      ...(walletConnectWalletOptions.autoApprove === false ? { autoApprove: false } : {}),
    })
    const connect = async (modal: ModalPage): Promise<WalletModalState> => {
      await modal.open('Connect')
      await modal.dialog
        .getByRole('list', { name: 'Wallets' })
        .getByRole('button', { name: /^WalletConnect/ })
        .click()
      const uri = await modal.dialog.getByRole('img', { name: /QR code/ }).getAttribute('data-uri')
      if (!uri) throw new Error('walletConnectWallet: the QR code carries no URI')
      await wallet.pair(uri)
      return modal.waitForState({ status: 'connected' })
    }
    await use(Object.assign(wallet, { connect }) as WalletConnectTestWallet)
    await wallet.close()
  },
})

export { expect } from '@playwright/test'
