import type { Locator, Page } from '@playwright/test'
import type { WalletModalState } from '../element/types.js'

/** Options of the waiting calls; `timeout` in ms (default 15,000). */
export interface WaitOptions {
  timeout?: number
}

/** What {@link ModalPage.send} types into WalletSend. */
export interface SendParameters {
  /** Decimal amount in whole tokens, e.g. '0.25'. */
  amount: string
  /** The receiver: an address of the active namespace (or an ENS name on a network with a resolver). */
  to: string
  /** The token's symbol as the Token list shows it (e.g. 'USDC'); default the native currency. */
  token?: string
}

const DEFAULT_TIMEOUT_MS = 15_000

/**
 * A `<wallet-modal>` on a host page, as a user and a host see it: its JS API and its shadow root
 * (Playwright's role locators pierce it). Every action waits on the modal's own state (delivered by
 * `subscribeState`), never on a fixed delay, and fails with the last state seen.
 */
export class ModalPage {
  /** The `<wallet-modal>` element. */
  readonly element: Locator
  /** The dialog inside its shadow root. */
  readonly dialog: Locator

  /** @param selector CSS selector of the element; default the page's first `wallet-modal`. */
  constructor(
    readonly page: Page,
    readonly selector = 'wallet-modal',
  ) {
    this.element = page.locator(selector).first()
    this.dialog = this.element.getByRole('dialog')
  }

  /** The public snapshot (`getState()`): open, view, status, caipAddress, address, caipNetworkId, activeNamespace. */
  async getState(): Promise<WalletModalState> {
    await this.ready()
    return this.element.evaluate((el) => (el as unknown as { getState(): WalletModalState }).getState())
  }

  /** Waits until the element is defined and has the JS API. */
  async ready(options: WaitOptions = {}): Promise<void> {
    await this.page.waitForFunction(
      (selector) => typeof (document.querySelector(selector) as { getState?: unknown } | null)?.getState === 'function',
      this.selector,
      { timeout: options.timeout ?? DEFAULT_TIMEOUT_MS },
    )
  }

  /**
   * Waits until every field of `match` equals the modal's state (e.g. `{ status: 'connected', open:
   * false }`), checking the current state, then each change `subscribeState` delivers.
   * @throws Error 'wallet-modal: the state never matched <match> within <ms> ms; last state <state>'
   */
  async waitForState(match: Partial<WalletModalState>, options: WaitOptions = {}): Promise<WalletModalState> {
    await this.ready()
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
    return this.element.evaluate(
      (el, { match, timeout }) =>
        new Promise<WalletModalState>((resolve, reject) => {
          const api = el as unknown as {
            getState(): WalletModalState
            subscribeState(l: (s: WalletModalState) => void): () => void
          }
          const matches = (state: WalletModalState) =>
            Object.entries(match).every(([key, value]) => (state as unknown as Record<string, unknown>)[key] === value)
          let last = api.getState()
          if (matches(last)) return resolve(last)
          const timer = setTimeout(() => {
            off()
            reject(
              new Error(
                `wallet-modal: the state never matched ${JSON.stringify(match)} within ${timeout} ms; last state ${JSON.stringify(last)}`,
              ),
            )
          }, timeout)
          const off = api.subscribeState((state) => {
            last = state
            if (!matches(state)) return
            clearTimeout(timer)
            off()
            resolve(state)
          })
        }),
      { match, timeout },
    )
  }

  /** Opens the modal (on `view`, or Connect / Account) through the JS API and waits until it shows. */
  async open(view?: string): Promise<WalletModalState> {
    await this.ready()
    await this.element.evaluate(
      (el, v) => (el as unknown as { open(o?: { view?: string }): void }).open(v ? { view: v } : undefined),
      view,
    )
    const state = await this.waitForState(
      view ? { open: true, view: view as WalletModalState['view'] } : { open: true },
    )
    await this.dialog.waitFor()
    return state
  }

  /**
   * Calls the JS API's `setOptions(options)` as the host page would (e.g. `{ themeMode: 'dark' }`);
   * resolves once it returned, rejects with the error it threw (e.g. an option its schema refuses).
   */
  async setOptions(options: Record<string, unknown>): Promise<void> {
    await this.ready()
    await this.element.evaluate(
      (el, o) => (el as unknown as { setOptions(o: unknown): unknown }).setOptions(o),
      options,
    )
  }

  /**
   * Calls the JS API's `close()` and returns the state right after it (closing is synchronous; a
   * required sign-in without a session stays open, spec section 2).
   */
  async close(): Promise<WalletModalState> {
    await this.ready()
    return this.element.evaluate((el) => {
      const api = el as unknown as { close(): void; getState(): WalletModalState }
      api.close()
      return api.getState()
    })
  }

  /**
   * Connects the wallet named `walletName` (as the Connect list shows it, e.g. 'Demo Wallet') by
   * clicking it, and waits until the modal reports `status: 'connected'`. The wallet must approve
   * (auto-approve, or the test's approveNext()). For WalletConnect use `walletConnectWallet.connect(modal)`.
   */
  async connect(walletName: string | RegExp, options: WaitOptions = {}): Promise<WalletModalState> {
    const state = await this.getState()
    if (!state.open || state.view !== 'Connect') await this.open('Connect')
    await this.wallet(typeof walletName === 'string' ? new RegExp(`^${escapeRegExp(walletName)}`) : walletName).click()
    return this.waitForState({ status: 'connected' }, options)
  }

  /** Opens Account, presses Disconnect and waits until the modal reports `status: 'disconnected'`. */
  async disconnect(options: WaitOptions = {}): Promise<WalletModalState> {
    await this.open('Account')
    await this.dialog.getByRole('button', { name: 'Disconnect', exact: true }).click()
    return this.waitForState({ status: 'disconnected' }, options)
  }

  /**
   * Picks a network in the Networks view by its CAIP-2 id (`eip155:31338`) or its name as shown, goes
   * on with the current wallet when the network is of another namespace, and waits until the modal
   * reports that network and has closed.
   */
  async switchNetwork(network: string, options: WaitOptions = {}): Promise<WalletModalState> {
    await this.open('Networks')
    const list = this.dialog.getByRole('list', { name: 'Choose network' })
    const byId = list.locator(`button[data-id="${network.replace(/"/g, '\\"')}"]`)
    const button =
      (await byId.count()) > 0 ? byId : list.getByRole('button', { name: new RegExp(`^${escapeRegExp(network)}`) })
    const caipNetworkId = (await button.getAttribute('data-id')) ?? network
    await button.click()
    const continueWith = this.dialog.getByRole('button', { name: /^Continue with / })
    const done = this.waitForState(
      { caipNetworkId: caipNetworkId as WalletModalState['caipNetworkId'], open: false },
      options,
    )
    await Promise.race([
      done,
      continueWith.click({ timeout: options.timeout ?? DEFAULT_TIMEOUT_MS }).catch(() => undefined),
    ])
    return done
  }

  /**
   * From a connected modal: Account → Send, picks `token`, types `amount` and `to`, presses Send and
   * waits until the send is done (the modal is back on Account).
   * @throws Error 'wallet-modal: send failed: <the error the view shows>' when the view shows one.
   */
  async send({ amount, to, token }: SendParameters, options: WaitOptions = {}): Promise<WalletModalState> {
    await this.open('Account')
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const tokenSelect = this.dialog.getByLabel('Token')
    await tokenSelect.and(this.page.locator(':enabled')).waitFor()
    if (token) {
      // The token field opens the token picker (a listbox of the tokens, each with its data-symbol).
      await tokenSelect.click()
      const options = this.dialog.getByRole('option')
      await options.first().waitFor()
      const symbols = await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-symbol') ?? ''))
      const index = symbols.indexOf(token)
      if (index < 0) throw new Error(`wallet-modal: no token ${token} to send (the list has ${symbols.join(', ')})`)
      await options.nth(index).click()
    }
    await this.dialog.getByLabel('Amount').fill(amount)
    await this.dialog.getByLabel('Receiver address').fill(to)
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    return this.#settle(
      this.waitForState({ view: 'Account' }, options),
      'send failed',
      this.dialog.locator('[part=view] [role=alert]'),
      options,
    )
  }

  /**
   * On SIWXSignMessage (shown after connecting when the host asks for sign-in): presses Sign and waits
   * until the modal closes with the session made.
   * @throws Error 'wallet-modal: sign-in failed: Error signing message' when the view shows the error.
   */
  async signIn(options: WaitOptions = {}): Promise<WalletModalState> {
    await this.waitForState({ open: true, view: 'SIWXSignMessage' }, options)
    await this.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    return this.#settle(
      this.waitForState({ open: false }, options),
      'sign-in failed',
      this.dialog.getByRole('alert'),
      options,
    )
  }

  /**
   * Resolves once the embedded wallet's signer frame (the iframe with `part="signer-frame"`, titled
   * 'Secure wallet window' in English and its translation in other locales) has
   * kept its place for 3 animation frames. Call it before clicking inside the frame (Continue,
   * Approve): the frame follows the dialog's entry animation frame by frame, and Playwright's
   * stability check inside the frame cannot see the frame itself move, so a click computed mid-way
   * presses one spot and releases another and no click fires; and a frame that moved after Approve
   * unlocked locks it again for 500 ms. Waits on animation frames, never on a timer.
   */
  async signerFrameAtRest(): Promise<void> {
    await this.page.locator('iframe[part~="signer-frame"]').evaluate(
      (frame) =>
        new Promise<void>((resolve) => {
          let last = ''
          let still = 0
          const tick = () => {
            const { left, top, width, height } = frame.getBoundingClientRect()
            const key = `${left},${top},${width},${height}`
            still = key === last ? still + 1 : 0
            last = key
            if (still >= 3) resolve()
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
    )
  }

  /** A wallet's button in the Connect list (or All Wallets), by its accessible name (e.g. /^Demo Wallet/). */
  wallet(name: string | RegExp): Locator {
    return this.dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name })
  }

  /** The heading of the view shown (e.g. 'Connect Wallet', 'Account', 'Sign In'). */
  title(): Locator {
    return this.dialog.getByRole('heading', { level: 2 })
  }

  /** `done`, unless `alerts` shows an error first: then that error, thrown. */
  async #settle(
    done: Promise<WalletModalState>,
    what: string,
    alerts: Locator,
    options: WaitOptions,
  ): Promise<WalletModalState> {
    const alert = alerts.first()
    const failed = alert.waitFor({ timeout: options.timeout ?? DEFAULT_TIMEOUT_MS }).then(
      async () => ({ error: (await alert.innerText()).trim() }),
      () => undefined,
    )
    const first = await Promise.race([done.then((state) => ({ state })), failed])
    if (first && 'state' in first) return first.state
    if (first && 'error' in first) throw new Error(`wallet-modal: ${what}: ${first.error}`)
    return done
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
