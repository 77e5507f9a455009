import { expect, type Locator, type Page } from '@playwright/test'

/** The public snapshot `getState()` returns (mirrors src/element/types.ts). */
export interface ModalSnapshot {
  open: boolean
  view: string | undefined
  status: 'disconnected' | 'connecting' | 'connected'
  caipAddress: string | undefined
  address: string | undefined
  caipNetworkId: string | undefined
  networkName?: string
  themeMode?: 'light' | 'dark'
  activeNamespace: string | undefined
  connectorId?: string
  preferredAccountType?: 'eoa' | 'smartAccount'
  smartAccountDeployed?: boolean
  user?: { email?: string; username?: string }
  socialProvider?: string
  /** Spec section 3: the active account's primary name (name service, then ENS). */
  profileName?: string
  accounts?: Record<string, { status: string; caipAddress?: string; address?: string; connectorId?: string; user?: { email?: string; username?: string }; socialProvider?: string; preferredAccountType?: string; smartAccountDeployed?: boolean; profileName?: string }>
  /** Issue 22: the feature flags in force (core/features.ts). */
  features: Record<string, unknown>
}

/** The demo host page and the `<wallet-modal>` in it, as a user and a host developer see them. */
export class ModalPage {
  readonly host: Locator
  readonly dialog: Locator
  readonly eventLog: Locator

  constructor(readonly page: Page) {
    this.host = page.locator('wallet-modal#modal')
    this.dialog = this.host.getByRole('dialog')
    this.eventLog = page.getByRole('list', { name: 'Event log' })
  }

  /** Opens the demo page (optionally `/csp/` or with a query) and waits until the host configured the modal. */
  async goto(path = '/'): Promise<void> {
    await this.page.goto(path)
    await this.waitReady()
  }

  async waitReady(): Promise<void> {
    await this.page.waitForFunction(() => {
      const el = document.querySelector('wallet-modal') as (HTMLElement & { getState?: () => { caipNetworkId?: string } }) | null
      return !!el?.getState && el.getState().caipNetworkId !== undefined
    })
  }

  state(): Promise<ModalSnapshot> {
    return this.page.evaluate(() => (document.querySelector('wallet-modal') as unknown as { getState(): ModalSnapshot }).getState())
  }

  /** Calls the JS API from plain page JS, as a host would. */
  async call(method: 'open' | 'close' | 'disconnect', arg?: unknown): Promise<void> {
    await this.page.evaluate(
      ([m, a]) => (document.querySelector('wallet-modal') as unknown as Record<string, (x?: unknown) => unknown>)[m as string]!(a),
      [method, arg] as const,
    )
  }

  title(): Locator {
    return this.dialog.getByRole('heading', { level: 2 })
  }

  async expectView(title: string | RegExp): Promise<void> {
    await expect(this.dialog).toBeVisible()
    await expect(this.title()).toHaveText(title)
  }

  wallet(name: string | RegExp): Locator {
    return this.dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name })
  }

  /** Connects the Demo Wallet through the Connect view and waits for the modal to close. */
  async connectDemoWallet(): Promise<void> {
    await this.call('open')
    await this.wallet(/Demo Wallet/).click()
    try {
      await expect(this.dialog).toBeHidden()
    } catch (error) {
      // Say what the modal showed and held, so a failure in CI explains itself from the log alone.
      const shown = await this.dialog.innerText().catch(() => '(no dialog)')
      const state = await this.state().catch(() => undefined)
      throw new Error(`connectDemoWallet: the modal stayed open.\nIt showed:\n${shown}\nState: ${JSON.stringify(state)}\n${String(error)}`)
    }
    await expect.poll(async () => (await this.state()).status).toBe('connected')
  }

  /** Picks `network` (e.g. 'Solana Local') in the Networks view while disconnected, then connects the Demo Wallet there. */
  async connectDemoWalletOn(network: string | RegExp): Promise<void> {
    await this.call('open', { view: 'Networks' })
    await this.dialog.getByRole('button', { name: network }).click()
    await expect(this.dialog).toBeHidden()
    await this.connectDemoWallet()
  }

  /**
   * From a connected state: opens Account → Send, picks `symbol` (default: the native currency),
   * types the amount and the receiver, and presses Send. The caller waits for what follows.
   */
  async submitSend(amount: string, to: string, symbol?: string): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.call('open')
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const token = this.dialog.getByLabel('Token')
    await expect(token).toBeEnabled()
    if (symbol) {
      const options = await token.locator('option').allInnerTexts()
      const label = options.find((o) => o.startsWith(`${symbol} — `))
      expect(label, `token ${symbol} in ${options.join(', ')}`).toBeDefined()
      await token.selectOption({ label: label! })
    }
    await this.dialog.getByLabel('Amount').fill(amount)
    await this.dialog.getByLabel('Receiver address').fill(to)
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  }

  async events(): Promise<string[]> {
    return this.eventLog.getByRole('listitem').allInnerTexts()
  }
}
