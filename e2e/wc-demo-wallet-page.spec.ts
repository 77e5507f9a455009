import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { strictContentSecurityPolicy } from '../demo/content-security-policy.js'
import { DEV_ACCOUNTS, expect, STACK, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

/** The strict policy of /csp/, admitting the local RPCs and the local relay: the wallet page must run under it. */
const WALLET_PAGE_CSP = strictContentSecurityPolicy(
  STACK.chains.map((chain) => chain.rpcUrl),
  [STACK.walletConnect.relayUrl],
)

/**
 * The WalletConnect demo wallet page (/wc-wallet.html) in a second tab, as a visitor uses it,
 * served under {@link WALLET_PAGE_CSP}. Each action brings the tab to the front and then returns
 * to the dapp's tab (a background tab gets no animation frames, which slows Playwright's clicks
 * there by seconds).
 */
class WcWalletTab {
  readonly status: Locator
  readonly proposals: Locator
  readonly requests: Locator
  readonly sessions: Locator
  readonly log: Locator
  /** Hostnames of every request and WebSocket the tab opened (frames included). */
  readonly hosts: Set<string>
  /** Console reports of Content Security Policy violations. */
  readonly cspViolations: string[] = []

  constructor(
    readonly page: Page,
    private readonly dapp: Page,
  ) {
    this.status = page.getByRole('status')
    this.proposals = page.getByRole('list', { name: 'Session proposals' })
    this.requests = page.getByRole('list', { name: 'Requests' })
    this.sessions = page.getByRole('list', { name: 'Session', exact: true })
    this.log = page.getByRole('list', { name: 'Log' })
    this.hosts = recordHosts(page)
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.cspViolations.push(message.text())
    })
  }

  static async open(context: BrowserContext, dapp: Page): Promise<WcWalletTab> {
    // A response fulfilled by route() has no server address, so Chromium's Local Network Access
    // checks treat the page as public and block its WebSocket to the loopback relay; the page
    // served straight from 127.0.0.1 needs no such grant.
    await context.grantPermissions(['local-network-access'], { origin: new URL(STACK.demoUrl).origin })
    const tab = new WcWalletTab(await context.newPage(), dapp)
    await tab.page.route('**/wc-wallet.html', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': WALLET_PAGE_CSP } })
    })
    await tab.page.goto('/wc-wallet.html')
    await expect(tab.page.getByRole('heading', { name: 'WalletConnect Demo Wallet', level: 1 })).toBeVisible()
    await expect(tab.status).toHaveText(/No session/)
    await dapp.bringToFront()
    return tab
  }

  /** Pastes the modal's link, pairs and approves the proposal. */
  async pairAndApprove(uri: string): Promise<void> {
    await this.page.bringToFront()
    await this.page.getByLabel('Pairing URI').fill(uri)
    await this.page.getByRole('button', { name: 'Pair' }).click()
    await expect(this.proposals.getByRole('listitem')).toContainText(/asks to connect/)
    await this.proposals.getByRole('button', { name: 'Approve' }).click()
    await expect(this.status).toHaveText(/^Connected to /)
    await this.dapp.bringToFront()
  }

  /** Waits for the one pending request with `method`, checks its summary and answers it. */
  async answer(method: string, summary: RegExp, action: 'Approve' | 'Reject'): Promise<void> {
    await this.page.bringToFront()
    const item = this.requests.getByRole('listitem').filter({ hasText: method })
    await expect(item).toContainText(summary)
    await item.getByRole('button', { name: action }).click()
    await expect(item).toBeHidden()
    await this.dapp.bringToFront()
  }

  async disconnect(): Promise<void> {
    await this.page.bringToFront()
    await this.page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(this.status).toHaveText(/No session/)
    await this.dapp.bringToFront()
  }
}

function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>()
  const add = (raw: string) => {
    const url = new URL(raw)
    if (url.protocol !== 'data:' && url.protocol !== 'blob:') hosts.add(url.hostname)
  }
  page.on('request', (request) => add(request.url()))
  page.on('websocket', (socket) => add(socket.url()))
  return hosts
}

/** Opens the modal on WalletConnect and returns the pairing URI its QR code carries. */
async function walletConnectUri(modal: ModalPage): Promise<string> {
  await modal.call('open')
  await modal.wallet(/WalletConnect/).click()
  const qr = modal.dialog.getByRole('img', { name: /QR code/ })
  await expect(qr).toBeVisible()
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]+@2\?/)
  return uri!
}

const ACCOUNT = DEV_ACCOUNTS[6]!

test('a visitor pairs the demo wallet page in a second tab through the local relay; the dapp disconnects it', async ({
  page,
  context,
}) => {
  const dappHosts = recordHosts(page)
  const modal = new ModalPage(page)
  await modal.goto()
  const uri = await walletConnectUri(modal)

  const wallet = await WcWalletTab.open(context, page)
  await expect(wallet.page.locator('#address')).toHaveText(ACCOUNT)
  await wallet.pairAndApprove(uri)
  await expect(wallet.page.getByRole('button', { name: 'Disconnect' })).toBeVisible()

  await expect(modal.dialog).toBeHidden()
  await expect.poll(async () => (await modal.getState()).caipAddress).toBe(`eip155:31337:${ACCOUNT}`)

  await modal.call('disconnect')
  await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
  await expect(wallet.status).toHaveText(/No session/)
  await expect(wallet.sessions).toHaveText('No session.')
  await expect(wallet.page.getByRole('button', { name: 'Disconnect' })).toBeHidden()

  // Only this machine: no WalletConnect cloud host (verify, pulse, relay, rpc, pay), no other host.
  expect([...wallet.hosts].filter((host) => host !== '127.0.0.1')).toEqual([])
  expect([...dappHosts].filter((host) => host !== '127.0.0.1')).toEqual([])
  expect(wallet.cspViolations).toEqual([])
})

test('the visitor rejects then approves the sign-in, approves a send, and disconnects from the wallet tab', async ({
  page,
  context,
  anvil,
}) => {
  const modal = new ModalPage(page)
  await modal.goto('/?siwx=optional&siwx-storage=local')
  const uri = await walletConnectUri(modal)
  const wallet = await WcWalletTab.open(context, page)
  await wallet.pairAndApprove(uri)
  await modal.expectView('Sign In')

  await modal.dialog.getByRole('button', { name: 'Sign' }).click()
  await wallet.answer('personal_sign', /Sign ".*wants you to sign in with your Ethereum account/s, 'Reject')
  await expect(modal.dialog.getByRole('alert').locator('.wm-toast-title')).toHaveText('Error signing message')
  await expect(modal.dialog.getByRole('alert').locator('.wm-toast-detail')).toHaveText(
    'The wallet declined to sign the message.',
  )
  await expect(wallet.log).toContainText('Rejected personal_sign (4001).')
  await modal.dialog.getByRole('button', { name: 'Sign' }).click()
  await wallet.answer('personal_sign', /Sign "/, 'Approve')
  await expect(modal.dialog).toBeHidden()

  const to = privateKeyToAccount(generatePrivateKey()).address
  await modal.submitSend('0.0123', to)
  await wallet.answer('eth_sendTransaction', new RegExp(`Send 0\\.0123 ETH to ${to} on eip155:31337`, 'i'), 'Approve')
  await modal.expectView('Account')
  expect(await anvil.a.public.getBalance({ address: to })).toBe(parseEther('0.0123'))

  await wallet.disconnect()
  await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
  expect(wallet.cspViolations).toEqual([])
})

test('axe finds no violations on the wallet page', async ({ page, context }) => {
  const wallet = await WcWalletTab.open(context, page)
  await wallet.page.bringToFront()
  await expect(wallet.page.getByLabel('Pairing URI')).toBeEnabled()
  const result = await new AxeBuilder({ page: wallet.page }).analyze()
  expect(result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  expect(wallet.cspViolations).toEqual([])
})
