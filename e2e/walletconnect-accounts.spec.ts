import { Keypair } from '@solana/web3.js'
import { SOLANA_CAIP_NETWORK_ID } from '../src/testing/stack/solana/constants.js'
import { SOLANA_DEV_SECRET_KEYS } from '../src/testing/stack/solana/devKeys.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../src/testing/wallets/evm/anvilDevKeys.js'
import { DEV_ACCOUNTS, expect, STACK, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import {
  createTestWcWallet,
  type TestWcNamespaces,
  type TestWcWallet,
} from '../src/testing/walletConnect/walletConnectWallet.js'

// The accounts a WalletConnect wallet approves or announces are checked against
// what the modal asked for (CAIP-10, an address of its namespace, an account in the namespace being
// connected); a wallet misbehaving in each way is refused or ignored, and no error escapes the page.
// Accounts on chains the modal did not ask for are valid (Sign spec 2.8) and ignored
// (e2e/walletconnect-session.spec.ts).

const chains = STACK.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl }))
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const [, , , OTHER, , A, C] = DEV_ACCOUNTS as [string, string, string, string, string, string, string]

let wallet: TestWcWallet
let pageErrors: string[]

test.beforeEach(async ({ page }) => {
  pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  wallet = await createTestWcWallet({
    relayUrl: STACK.walletConnect.relayUrl,
    privateKey: ANVIL_DEV_PRIVATE_KEYS[5]!,
    chains,
    solana: { secretKey: SOLANA_DEV_SECRET_KEYS[2]!, caipNetworkId: SOLANA_CAIP_NETWORK_ID },
  })
})

test.afterEach(async () => {
  await wallet.close()
  expect(pageErrors).toEqual([])
})

/** Opens WalletConnect's QR view (on the Solana network when asked) and pairs the test wallet with its URI. */
async function pairWallet(modal: ModalPage, { solana = false } = {}): Promise<void> {
  await modal.goto('/')
  if (solana) {
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
  }
  await modal.call('open')
  await modal.wallet(/WalletConnect/).click()
  const uri = await modal.dialog.getByRole('img', { name: /QR code/ }).getAttribute('data-uri')
  await wallet.pair(uri!)
}

/** Every EVM account of the defaults replaced by `accounts` (CAIP-10). */
const evmAccounts =
  (accounts: string[]) =>
  (d: TestWcNamespaces): TestWcNamespaces => ({
    eip155: { ...d.eip155!, chains: [...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':')))], accounts },
  })

async function expectRefused(modal: ModalPage, text: RegExp): Promise<void> {
  await expect(modal.dialog.getByText(text)).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect((await modal.getState()).status).toBe('disconnected')
  // The modal ended the session it refused: the wallet sees it deleted.
  await expect.poll(() => wallet.sessions(), { timeout: 15_000 }).toBe(0)
}

test('accounts approved only on chains the modal did not ask for leave no EVM account: refused and the session ended', async ({
  page,
}) => {
  // Valid per the Sign spec (case 2.8), but the modal has no account it can use.
  const modal = new ModalPage(page)
  wallet.approveWith(evmAccounts([`eip155:1:${wallet.address}`]))
  await pairWallet(modal)
  await expectRefused(modal, /approved no EVM account on the networks this app asked for/)
})

test('an invalid EVM address is refused with a clear error, and nothing throws in the page', async ({ page }) => {
  const modal = new ModalPage(page)
  wallet.approveWith(evmAccounts(['eip155:31337:0xnot-an-address']))
  await pairWallet(modal)
  await expectRefused(modal, /approved an invalid account \(eip155:31337:0xnot-an-address\)/)
})

test('a wallet approving only a mainnet Solana account is not connected on the local cluster', async ({ page }) => {
  const modal = new ModalPage(page)
  const solanaAddress = Keypair.fromSecretKey(SOLANA_DEV_SECRET_KEYS[2]!).publicKey.toBase58()
  wallet.approveWith((d) => ({
    ...d,
    solana: { ...d.solana!, chains: [SOLANA_MAINNET], accounts: [`${SOLANA_MAINNET}:${solanaAddress}`] },
  }))
  await pairWallet(modal, { solana: true })
  await expectRefused(modal, /approved no Solana account on the networks this app asked for/)
})

test('a wallet approving no account in the namespace being connected is refused', async ({ page }) => {
  const modal = new ModalPage(page)
  wallet.approveWith((d) => ({ solana: d.solana! }))
  await pairWallet(modal)
  await expectRefused(modal, /approved no EVM account on the networks this app asked for/)
})

test('the active account is the active chain’s: per-chain accounts follow a network switch', async ({ page }) => {
  const modal = new ModalPage(page)
  wallet.approveWith(evmAccounts([`eip155:31337:${A}`, `eip155:31338:${C}`]))
  await pairWallet(modal)
  await expect.poll(async () => (await modal.getState()).caipAddress, { timeout: 15_000 }).toBe(`eip155:31337:${A}`)
  await page.evaluate(() =>
    (document.querySelector('wallet-modal') as unknown as { switchNetwork(id: string): Promise<void> }).switchNetwork(
      'eip155:31338',
    ),
  )
  await expect.poll(async () => (await modal.getState()).caipAddress).toBe(`eip155:31338:${C}`)
  await page.evaluate(() =>
    (document.querySelector('wallet-modal') as unknown as { switchNetwork(id: string): Promise<void> }).switchNetwork(
      'eip155:31337',
    ),
  )
  await expect.poll(async () => (await modal.getState()).caipAddress).toBe(`eip155:31337:${A}`)
})

test('accountsChanged naming accounts outside the session is ignored; one naming a session account applies', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  wallet.approveWith(evmAccounts([`eip155:31337:${A}`, `eip155:31337:${C}`, `eip155:31338:${A}`, `eip155:31338:${C}`]))
  await pairWallet(modal)
  await expect.poll(async () => (await modal.getState()).caipAddress, { timeout: 15_000 }).toBe(`eip155:31337:${A}`)

  await wallet.emit('accountsChanged', [OTHER], 'eip155:31337')
  await wallet.emit('accountsChanged', [`eip155:31337:${OTHER}`], 'eip155:31337')
  await wallet.emit('accountsChanged', ['0xnot-an-address'], 'eip155:31337')
  await wallet.emit('accountsChanged', { accounts: [OTHER] }, 'eip155:31337')
  await wallet.emit('chainChanged', 1, 'eip155:31337')
  // Events arrive in order: once this one shows, the ones above were handled (and ignored).
  await wallet.emit('chainChanged', 31338, 'eip155:31338')
  await expect.poll(async () => (await modal.getState()).caipNetworkId, { timeout: 15_000 }).toBe('eip155:31338')
  expect((await modal.getState()).caipAddress).toBe(`eip155:31338:${A}`)

  await wallet.emit('accountsChanged', [C], 'eip155:31338')
  await expect.poll(async () => (await modal.getState()).caipAddress, { timeout: 15_000 }).toBe(`eip155:31338:${C}`)
})
