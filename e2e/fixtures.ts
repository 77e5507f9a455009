import { test as base, expect } from '@playwright/test'
import { createWalletClient, erc20Abi, http, type Address, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoEvmTokens, type DemoEvmToken } from '../src/testing/stack/evm/tokens.js'
import { demoSolanaTokens, type DemoToken } from '../demo/networks.js'
import { SOLANA_DEV_PUBLIC_KEYS } from '../src/testing/stack/solana/devKeys.js'
import { SOLANA_CAIP_NETWORK_ID } from '../src/testing/stack/solana/constants.js'
import { ACCOUNTS_RESET_PATH } from '../demo/accountTestControls.js'
import { E2E_DEFAULT_PORTS, resolveStackConfig } from '../demo/stack-config.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../src/testing/wallets/evm/anvilDevKeys.js'
import { DemoWalletPage } from './pages/DemoWalletPage.js'
import { SolanaDemoWalletPage } from './pages/SolanaDemoWalletPage.js'
import { BitcoinTestWallet } from '../src/testing/bitcoinWallet.js'
import {
  anvilChain,
  bitcoinChain,
  solanaChain,
  type AnvilChain,
  type AnvilChains,
  type BitcoinChain,
  type SolanaChain,
} from './support/chains.js'
import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../src/core/bitcoinNetworks.js'
import { BITCOIN_DEV_ACCOUNT_COUNT, bitcoinDevAccount } from '../src/testing/wallets/bitcoin/devKeys.js'

export { DemoWalletPage, SolanaDemoWalletPage }
export type { AnvilChain, AnvilChains, BitcoinChain, SolanaChain }
export type { RequestOutcome } from './pages/DemoWalletPage.js'
export type { FeatureOutcome, RegisteredStandardWallet } from './pages/SolanaDemoWalletPage.js'
export { expect }

/** Addresses of anvil's 10 funded dev accounts (10,000 ETH each on a fresh chain); index 0 is the Demo Wallet's default. */
export const DEV_ACCOUNTS: readonly Address[] = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)

/** Addresses (base58) of the local Solana chain's funded dev keys; index 0 is the Solana Demo Wallet's default. */
export const SOLANA_DEV_ACCOUNTS: readonly string[] = SOLANA_DEV_PUBLIC_KEYS

/**
 * The tokens the stack puts on a chain, as `window.DEMO_CONFIG.tokens` lists them: for an EVM
 * chain id (31337, 31338) USDC (6 decimals) then DEMO (18), deployed at fixed addresses, with
 * 10,000 USDC and 1,000 DEMO held by each of dev accounts 0–3; for 'solana' (or a `solana:` CAIP-2
 * id) the USDC-like SPL mint. An `eip155:<id>` CAIP-2 id works too.
 * @throws Error 'DEMO_TOKENS: unknown chain "<chain>"'
 */
export function DEMO_TOKENS(chainId: number): DemoEvmToken[]
export function DEMO_TOKENS(chain: string): DemoToken[]
export function DEMO_TOKENS(chain: number | string): DemoToken[] {
  if (typeof chain === 'number') return demoEvmTokens(chain)
  if (chain === 'solana' || chain.startsWith('solana:')) return demoSolanaTokens()
  if (/^eip155:\d+$/.test(chain)) return demoEvmTokens(Number(chain.slice('eip155:'.length)))
  throw new Error(`DEMO_TOKENS: unknown chain "${chain}"`)
}

/** `balanceOf(owner)` of the ERC-20 at `token`, in base units (e.g. 6 decimals for USDC), at the latest block. */
export function erc20BalanceOf(publicClient: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/**
 * Dev account `from` (0–3 hold the stack's USDC and DEMO) sends `amount` (base units) of the ERC-20 at
 * `token` to `to`; resolves once mined, and fails the test unless the transfer succeeded.
 */
export async function transferErc20(
  chain: AnvilChain,
  token: Address,
  to: Address,
  amount: bigint,
  from = 0,
): Promise<void> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[from]!),
    chain: chain.chain,
    transport: http(chain.url),
  })
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  expect((await chain.public.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** The Demo Bitcoin Wallet's dev accounts on regtest: payment (P2WPKH, funded with 1 BTC at start) and ordinals (P2TR) addresses. */
export const BITCOIN_DEV_ACCOUNTS: readonly { payment: string; ordinals: string }[] = Array.from(
  { length: BITCOIN_DEV_ACCOUNT_COUNT },
  (_, i) => {
    const account = bitcoinDevAccount(i, bitcoinNetworkOf(BITCOIN_REGTEST_ID)!.encoding)
    return { payment: account.payment.address, ordinals: account.ordinals.address }
  },
)

/** The CAIP-10 ids of every dev account on the stack's four networks (both anvils, the local Solana chain, Bitcoin regtest). */
const DEV_CAIP_ADDRESSES: readonly string[] = [
  ...DEV_ACCOUNTS.flatMap((address) => [`eip155:31337:${address}`, `eip155:31338:${address}`]),
  ...SOLANA_DEV_ACCOUNTS.map((address) => `${SOLANA_CAIP_NETWORK_ID}:${address}`),
  ...BITCOIN_DEV_ACCOUNTS.map(({ payment }) => `${BITCOIN_REGTEST_ID}:${payment}`),
]

/** The stack Playwright's webServer started (same env and defaults as playwright.config.ts). */
export const STACK = resolveStackConfig(process.env, E2E_DEFAULT_PORTS)

/**
 * Playwright's `test` with:
 * - `serverAccounts`: before each test (automatic), the SIWX back end forgets every session of the
 *   dev accounts and the name service releases their names (the demo's test control), so no test
 *   sees an earlier one's sign-in or registration, and a repeated run registers the same names
 * - `anvil`: clients for both chains, with an `evm_snapshot` before each test and `evm_revert`
 *   after it (automatic, so every test starts from the same chain state)
 * - `demoWallet`: a {@link DemoWalletPage} over the current page
 * - `solanaWallet`: a {@link SolanaDemoWalletPage} over the current page
 * - `bitcoinWallet`: the Demo Bitcoin Wallet's controls over the current page (src/testing/bitcoinWallet.ts)
 * - `solana`: the local Solana chain from Node ({@link SolanaChain}), with a `localnet_snapshot`
 *   before each test and `localnet_revert` after it (automatic, like the anvils: every test starts
 *   with the dev keys' seeded balances, 100 SOL and 1,000 USDC, and the seeded transaction log)
 * - `bitcoin`: the local Bitcoin regtest chain from Node ({@link BitcoinChain}): balances, faucet,
 *   mining; no snapshots (tests use fresh recipients).
 */
export const test = base.extend<{
  serverAccounts: void
  anvil: AnvilChains
  demoWallet: DemoWalletPage
  solanaWallet: SolanaDemoWalletPage
  solana: SolanaChain
  bitcoin: BitcoinChain
  bitcoinWallet: BitcoinTestWallet
}>({
  // Every test starts with no SIWX session and no registered name on the server for the dev
  // accounts (known server state), whatever an earlier test signed in or registered.
  serverAccounts: [
    // Playwright requires a destructuring pattern here, even when the fixture uses none.
    async ({}, use) => {
      const response = await fetch(`${STACK.demoUrl}${ACCOUNTS_RESET_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ caipAddresses: DEV_CAIP_ADDRESSES }),
      })
      if (!response.ok)
        throw new Error(`resetting the dev accounts on the server: HTTP ${response.status} ${await response.text()}`)
      await use()
    },
    { auto: true },
  ],
  anvil: [
    // Playwright requires a destructuring pattern here, even when the fixture uses none.
    async ({}, use) => {
      const [a, b] = STACK.chains.map(anvilChain) as [AnvilChain, AnvilChain]
      const snapshots: [Hex, Hex] = await Promise.all([a.test.snapshot(), b.test.snapshot()])
      await use({ a, b })
      await Promise.all([a.test.revert({ id: snapshots[0] }), b.test.revert({ id: snapshots[1] })])
    },
    { auto: true },
  ],
  demoWallet: async ({ page }, use) => {
    await use(new DemoWalletPage(page))
  },
  solanaWallet: async ({ page }, use) => {
    await use(new SolanaDemoWalletPage(page))
  },
  bitcoinWallet: async ({ page }, use) => {
    await use(new BitcoinTestWallet(page))
  },
  solana: [
    // Playwright requires a destructuring pattern here, even when the fixture uses none.
    async ({}, use) => {
      const chain = solanaChain(STACK.solana.rpcUrl)
      const snapshot = await chain.snapshot()
      await use(chain)
      await chain.revert(snapshot)
    },
    { auto: true },
  ],
  // Playwright requires a destructuring pattern here, even when the fixture uses none.
  bitcoin: async ({}, use) => {
    await use(bitcoinChain(STACK.bitcoin.esploraUrl))
  },
})
