import { Keypair, PublicKey } from '@solana/web3.js'
import { parseEther, type Address } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import type { Page } from '@playwright/test'
import { REQUEST_TIMEOUT_MS } from '../src/core/constants.js'
import { expect, STACK, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { shownAmount } from './support/display.js'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.js'

// The modal's RPC reads go through a proxy that answers with faults (429 with
// Retry-After, 503, a hang past the request timeout, malformed JSON, a dropped WebSocket); the
// wallets keep talking to the chains directly. Balances, send and history recover or show their
// spec error, and what the user typed in Send stays.

/** Points the page's networks (not the wallets) at `proxies` (by the RPC URL they replace). */
async function throughProxies(page: Page, proxies: Record<string, string>): Promise<void> {
  await page.route('**/demo-config.js', async (route) => {
    const body = await (await route.fetch()).text()
    const rewrite = `\nfor (const n of window.DEMO_CONFIG.networks) n.rpcUrl = (${JSON.stringify(proxies)})[n.rpcUrl] ?? n.rpcUrl;\n`
    await route.fulfill({ body: body + rewrite, contentType: 'text/javascript' })
  })
}

async function openTab(modal: ModalPage, name: 'Tokens' | 'Activity') {
  await modal.call('open')
  await modal.expectView('Account')
  await modal.dialog.getByRole('tab', { name }).click()
  return modal.dialog.getByRole('tabpanel')
}

test.describe('EVM reads through a faulty RPC', () => {
  let proxy: FaultProxy
  test.beforeEach(async ({ page }) => {
    proxy = await startFaultProxy(STACK.chains[0]!.rpcUrl)
    await throughProxies(page, { [STACK.chains[0]!.rpcUrl]: proxy.url })
  })
  test.afterEach(async () => proxy.close())

  test('429 with Retry-After and 503: balances, history and a send all come through', async ({
    page,
    anvil,
    demoWallet,
  }) => {
    // Three journeys (balances, history, a send), each waiting out real Retry-After seconds and backoffs.
    test.slow()
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    proxy.inject({ status: 429, retryAfter: '1' }, 2)
    proxy.inject({ status: 503 }, 2)
    const tokens = await openTab(modal, 'Tokens')
    const owner = (await demoWallet.address()) as Address
    await expect(tokens.getByTestId('token-ETH').getByTestId('token-amount')).toHaveText(
      shownAmount(await anvil.a.public.getBalance({ address: owner }), 18, 'ETH'),
    )
    expect(proxy.served()).toMatchObject({ 429: 2, 503: 2 })

    proxy.inject({ status: 503 }, 2, 'ots_searchTransactionsBefore')
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(modal.dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    expect(proxy.served()[503]).toBe(4)

    // The receipt is read through the proxy.
    const to = privateKeyToAccount(generatePrivateKey()).address
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Send')
    await modal.dialog.getByLabel('Amount').fill('0.0123')
    await modal.dialog.getByLabel('Receiver address').fill(to)
    proxy.inject({ status: 429, retryAfter: '1' }, 1, 'eth_getTransactionReceipt')
    proxy.inject({ status: 503 }, 1, 'eth_getTransactionReceipt')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await anvil.a.public.getBalance({ address: to })).toBe(parseEther('0.0123'))
  })

  test('malformed JSON: Token Balance Unavailable, Retry blocked 30 s, then the balances return by themselves; Activity fails and recovers', async ({
    page,
  }) => {
    await page.clock.install()
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    // The token balances (one multicall) get a broken answer for as long as the fault stays.
    proxy.inject('malformed', Infinity, 'eth_call')
    const tokens = await openTab(modal, 'Tokens')
    await expect(tokens.getByText('Token Balance Unavailable', { exact: true })).toBeVisible()
    const retry = tokens.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeDisabled()
    proxy.clear()
    await page.clock.fastForward(29_000)
    await expect(retry).toBeDisabled()
    await page.clock.fastForward(1_500)
    // No click: the window's timer fetched them again.
    await expect(tokens.getByTestId('token-ETH')).toBeVisible()

    proxy.inject('malformed', Infinity, 'ots_searchTransactionsBefore')
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = modal.dialog.getByRole('tabpanel')
    await expect(activity.getByText('Failed to fetch transactions', { exact: true })).toBeVisible()
    proxy.clear()
    await activity.getByRole('button', { name: 'Try again' }).click()
    await expect(activity.getByRole('listitem').first()).toBeVisible()
  })
})

test.describe('Solana through a faulty RPC and WebSocket', () => {
  let proxy: FaultProxy
  test.beforeEach(async ({ page }) => {
    proxy = await startFaultProxy(STACK.solana.rpcUrl, STACK.solana.wsUrl)
    await throughProxies(page, { [STACK.solana.rpcUrl]: proxy.url })
  })
  test.afterEach(async () => proxy.close())

  async function connectSolana(modal: ModalPage) {
    await modal.goto()
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.connectDemoWallet()
  }

  /** Opens Send and types a fresh receiver and `amount` SOL; returns the receiver. */
  async function typeSend(modal: ModalPage, amount: string) {
    const to = Keypair.generate().publicKey
    await modal.call('open')
    await modal.expectView('Account')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Send')
    await modal.dialog.getByLabel('Amount').fill(amount)
    await modal.dialog.getByLabel('Receiver address').fill(to.toBase58())
    return to
  }

  test('a token-balance read hanging past the request timeout: Token Balance Unavailable', async ({ page }) => {
    // The hang alone takes REQUEST_TIMEOUT_MS: three times the work, as for every test.
    test.setTimeout(3 * (REQUEST_TIMEOUT_MS + 10_000))
    const modal = new ModalPage(page)
    proxy.inject('hang', Infinity, 'getTokenAccountsByOwner')
    await connectSolana(modal)
    const tokens = await openTab(modal, 'Tokens')
    await expect(tokens.getByText('Token Balance Unavailable', { exact: true })).toBeVisible({
      timeout: REQUEST_TIMEOUT_MS + 5_000,
    })
  })

  test('429 with Retry-After on the history: Activity comes through', async ({ page }) => {
    const modal = new ModalPage(page)
    await connectSolana(modal)
    proxy.inject({ status: 429, retryAfter: '1' }, 1, 'getSignaturesForAddress')
    await openTab(modal, 'Activity')
    await expect(modal.dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    expect(proxy.served()[429]).toBe(1)
  })

  test('503s past the retries on the blockhash: the send fails with an error, typed input kept, nothing sent; once the RPC recovers the same input sends', async ({
    page,
    solana,
  }) => {
    const modal = new ModalPage(page)
    await connectSolana(modal)
    // The send needs a blockhash from the modal's RPC before the wallet is asked: 503 past the retries fails it.
    proxy.inject({ status: 503 }, Infinity, 'getLatestBlockhash')
    const to = await typeSend(modal, '0.0421')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByRole('alert')).toBeVisible()
    await expect(modal.dialog.getByLabel('Amount')).toHaveValue('0.0421')
    await expect(modal.dialog.getByLabel('Receiver address')).toHaveValue(to.toBase58())
    expect(await solana.connection.getBalance(new PublicKey(to))).toBe(0)

    proxy.clear()
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await solana.connection.getBalance(new PublicKey(to))).toBe(42_100_000)
  })

  test('the confirmation WebSocket dropped on its subscription: web3.js reconnects and the send comes through', async ({
    page,
    solana,
  }) => {
    const modal = new ModalPage(page)
    await connectSolana(modal)
    const to = await typeSend(modal, '0.0421')
    proxy.dropNextWebSocket()
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await solana.connection.getBalance(new PublicKey(to))).toBe(42_100_000)
    expect(proxy.droppedWebSockets()).toBe(1)
  })
})
