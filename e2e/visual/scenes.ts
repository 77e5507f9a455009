import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { EmailLoginPage, uniqueEmail } from '../pages/EmailLoginPage.js'
import type { ModalPage } from '../pages/ModalPage.js'
import { NamesPage } from '../pages/NamesPage.js'
import { DEMO_TOKENS } from '../fixtures.js'

/** What a scene's steps get: the page, the modal on it, and the request context (the demo's mail sink). */
export interface SceneContext {
  page: Page
  modal: ModalPage
  request: APIRequestContext
}

/**
 * One screen of the modal the visual tests photograph, in light and dark, at a desktop
 * and a phone viewport. Adding a view is one line here: its name (the screenshots' file stem), the
 * views it shows (their spec names, as registered: the coverage test checks every registered view
 * has a scene), where it starts, and the steps that reach it.
 */
export interface Scene {
  name: string
  views: string[]
  /** The demo page's path and query; default '/'. */
  path?: string
  /** Connect the Demo Wallet first: on the default EVM network, or on the local Solana chain. */
  connect?: 'evm' | 'solana'
  /** The Demo Wallet's dev account to connect with (default 0): a scene that changes an account's state keeps it off the others'. */
  account?: number
  /** A visitor with no wallet: the demo's own wallets are not loaded. */
  withoutWallets?: boolean
  /** From the ready (and connected) page to the screen, which must be showing when it resolves. */
  reach(context: SceneContext): Promise<void>
  /** What differs between runs, hidden in the screenshots: selectors inside the `<wallet-modal>` (or the page, for frames). */
  mask?: string[]
}

const open =
  (view?: string) =>
  async ({ modal }: SceneContext) =>
    modal.call('open', view ? { view } : undefined)
/**
 * Until nothing in the view is still loading (no skeleton, no loading logo). A view that grows as
 * its data arrives moves the centred dialog for its 150 ms height transition: a click pressed
 * before the move and released after it lands on another element, and Playwright, which checks
 * only the press's target, reports it done. (The update-email scene lost its click so once in CI:
 * the Account view of an email login grows from 174 to 747 px in the 200 ms after its row appears.)
 */
const settled = async ({ modal }: SceneContext) =>
  expect(modal.dialog.locator('.wm-skeleton, [data-icon=loading]')).toHaveCount(0)
const click = (name: string | RegExp) => async (context: SceneContext) => {
  await settled(context)
  await context.modal.dialog.getByRole('button', { name }).first().click()
}
const steps =
  (...all: ((context: SceneContext) => Promise<unknown>)[]) =>
  async (context: SceneContext) => {
    for (const step of all) await step(context)
  }
const shows =
  (title: string) =>
  async ({ modal }: SceneContext) =>
    modal.expectView(title)
const visible =
  (testId: string) =>
  async ({ modal }: SceneContext) =>
    expect(modal.dialog.getByTestId(testId).first()).toBeVisible()
const demoWallet =
  (script: string) =>
  async ({ page }: SceneContext) =>
    page.evaluate(script)
/** Balances move between runs on the local chains (gas, the other tests' transfers): hidden. */
const BALANCES = [
  '[data-testid=account-balance]',
  '[data-testid=token-amount]',
  '.wm-token-select .wm-small',
  '.wm-token-option-amount',
  '.wm-swap-summary',
  '[data-testid=swap-quote]',
]

/** Email login through the demo's signer and mail sink (a fresh address each run: its text and the wallet's identicon are hidden). */
const emailLogin =
  (done = true) =>
  async ({ page, request }: SceneContext) => {
    const login = new EmailLoginPage(page, request)
    const email = uniqueEmail('visual')
    await login.submitEmail(email)
    if (done) await login.enterCode(await login.codeFor(email))
  }
const EMAIL = ['#wm-code-prompt', '[data-testid=account-email]', '.wm-avatar', 'input[type=email]']

/**
 * The Demo Wallet switches chains at once; for the SwitchNetwork view to stay, its announced
 * EIP-1193 provider (EIP-6963) leaves `wallet_switchEthereumChain` unanswered from now on.
 */
const HOLD_SWITCH = `(() => {
  window.addEventListener('eip6963:announceProvider', (event) => {
    const provider = event.detail.provider
    if (provider.__held) return
    const request = provider.request.bind(provider)
    provider.request = (args) => (args.method === 'wallet_switchEthereumChain' ? new Promise(() => {}) : request(args))
    provider.__held = true
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
})()`

const buy = async (context: SceneContext) => {
  const { modal } = context
  await settled(context)
  await modal.dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await modal.expectView('Select Token')
}
const buyUsdc = async ({ modal }: SceneContext) => {
  await modal.dialog
    .getByRole('list', { name: 'Tokens to buy' })
    .locator(`button[data-id="eip155:31337/erc20:${DEMO_TOKENS(31337)[0]!.address}"]`)
    .click()
  await modal.expectView('Buy Crypto')
}

export const scenes: Scene[] = [
  { name: 'connect', views: ['Connect'], reach: steps(open(), shows('Connect Wallet')) },
  // Two hosts' AppKit themes (docs/guides/theming.md, "AppKit's theme variables": before is connect-*, after these).
  {
    name: 'connect-host-theme-mint',
    views: ['Connect'],
    reach: steps(
      async ({ modal }) =>
        modal.setOptions({
          themeVariables: {
            '--w3m-accent': '#00a37a',
            '--w3m-color-mix': '#00a37a',
            '--w3m-color-mix-strength': 12,
            '--w3m-border-radius-master': '1px',
          },
        }),
      open(),
      shows('Connect Wallet'),
    ),
  },
  {
    name: 'connect-host-theme-square',
    views: ['Connect'],
    reach: steps(
      async ({ modal }) =>
        modal.setOptions({
          themeVariables: {
            '--w3m-accent': '#7b3fe4',
            '--w3m-color-mix': '#2a1a5e',
            '--w3m-color-mix-strength': 25,
            '--w3m-border-radius-master': '0px',
          },
        }),
      open(),
      shows('Connect Wallet'),
    ),
  },
  {
    name: 'connect-no-wallet',
    views: ['Connect'],
    withoutWallets: true,
    reach: steps(open(), shows('Connect Wallet')),
  },
  {
    name: 'get-wallet',
    views: ['GetWallet'],
    withoutWallets: true,
    reach: steps(open(), click('Get a wallet'), shows('Get a wallet'), async ({ modal }) =>
      expect(modal.dialog.getByRole('link')).toHaveCount(6),
    ),
  },
  {
    name: 'all-wallets',
    views: ['AllWallets', 'ConnectWallets'],
    reach: steps(open(), click('All Wallets'), shows('All Wallets'), async ({ modal }) =>
      expect(modal.dialog.locator('button[data-wallet-id=phantom]')).toBeVisible(),
    ),
  },
  {
    name: 'connecting-walletconnect',
    views: ['ConnectingWalletConnect'],
    mask: ['.wm-qr-frame'],
    reach: steps(open(), click('WalletConnect'), async ({ modal }) =>
      expect(modal.dialog.getByRole('img', { name: /QR code/ })).toBeVisible(),
    ),
  },
  {
    name: 'connecting-external',
    views: ['ConnectingExternal'],
    reach: steps(demoWallet("window.demoWallet.setMode('manual')"), open(), click(/Demo Wallet/), async ({ modal }) =>
      expect(modal.dialog.getByText('Connecting to Demo Wallet', { exact: true })).toBeVisible(),
    ),
  },
  { name: 'networks', views: ['Networks'], reach: steps(open('Networks'), shows('Choose network')) },
  {
    name: 'siwx-sign-message',
    views: ['SIWXSignMessage'],
    path: '/?siwx=required',
    reach: steps(open(), click(/Demo Wallet/), shows('Sign In')),
  },
  {
    name: 'connecting-social',
    views: ['ConnectingSocial'],
    reach: steps(open(), click('Continue with Google'), shows('Google')),
  },
  {
    name: 'connecting-farcaster',
    views: ['ConnectingFarcaster'],
    mask: ['[data-testid=farcaster-qr]'],
    reach: steps(open(), click('Continue with Farcaster'), shows('Farcaster'), visible('farcaster-qr')),
  },
  { name: 'email-login', views: ['EmailLogin'], mask: EMAIL, reach: emailLogin(false) },
  {
    name: 'data-capture',
    views: ['DataCapture'],
    path: '/?email-capture=1',
    mask: EMAIL,
    reach: steps(emailLogin(), shows('Your Email')),
  },
  {
    name: 'update-email',
    views: ['UpdateEmailWallet'],
    mask: EMAIL,
    reach: steps(
      emailLogin(),
      async ({ modal }) => expect(modal.dialog).toBeHidden(),
      open(),
      click('Update email'),
      shows('Update Email'),
    ),
  },
  {
    name: 'approve-transaction',
    views: ['ApproveTransaction'],
    mask: [...EMAIL, 'iframe'],
    reach: steps(emailLogin(), async ({ modal, page }) => {
      await expect(modal.dialog).toBeHidden()
      const address = (await modal.getState()).address
      // Left pending (the scene photographs the approval); the page closing at the test's end ends it.
      void page
        .evaluate(async (a) => {
          const el = document.querySelector('wallet-modal') as unknown as {
            getProvider(ns: string): Promise<{ request(x: unknown): Promise<unknown> }>
          }
          return (await el.getProvider('eip155'))
            .request({ method: 'personal_sign', params: ['0x68656c6c6f', a] })
            .catch(() => undefined)
        }, address)
        .catch(() => undefined)
      await modal.expectView('Approve Transaction')
      await expect(
        page.frameLocator('iframe[title="Secure wallet window"]').getByRole('button', { name: 'Approve' }),
      ).toBeEnabled()
    }),
  },
  {
    name: 'account-tokens',
    views: ['Account'],
    connect: 'evm',
    mask: BALANCES,
    reach: steps(open(), shows('Account'), visible('token-DEMO')),
  },
  {
    name: 'account-activity',
    views: ['Account'],
    connect: 'evm',
    mask: [...BALANCES, 'time', '.wm-token-amount'],
    reach: steps(open(), shows('Account'), async ({ modal }) => {
      await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
      await expect(modal.dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    }),
  },
  {
    name: 'account-solana',
    views: ['Account'],
    connect: 'solana',
    mask: BALANCES,
    reach: steps(open(), shows('Account'), visible('token-SOL')),
  },
  {
    name: 'send',
    views: ['WalletSend'],
    connect: 'evm',
    mask: BALANCES,
    reach: steps(open('WalletSend'), shows('Send'), async ({ modal }) =>
      expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled(),
    ),
  },
  {
    name: 'select-token',
    views: ['WalletSend'],
    connect: 'evm',
    mask: BALANCES,
    reach: steps(open('WalletSend'), async ({ modal }) => {
      await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
      await modal.dialog.getByLabel('Token', { exact: true }).click()
      await modal.expectView('Select token')
    }),
  },
  {
    name: 'profile-wallets',
    views: ['ProfileWallets'],
    connect: 'evm',
    mask: [...BALANCES, '[data-testid=wallet-balance]'],
    reach: steps(
      async ({ modal }) => modal.setOptions({ features: { multiWallet: true } }),
      open('ProfileWallets'),
      shows('Connected Wallets'),
      async ({ modal }) => expect(modal.dialog.getByText('Active', { exact: true })).toBeVisible(),
    ),
  },
  {
    name: 'receive',
    views: ['WalletReceive'],
    connect: 'evm',
    reach: steps(open('WalletReceive'), shows('Receive'), visible('receive-qr')),
  },
  {
    name: 'swap',
    views: ['Swap'],
    connect: 'evm',
    mask: BALANCES,
    reach: steps(open('Swap'), shows('Swap'), async ({ modal }) =>
      expect(modal.dialog.getByLabel('You pay')).toBeEnabled(),
    ),
  },
  // The on-ramp: Account → Buy → its token list; USDC → Buy Crypto (no amount: no quotes, nothing that moves); its currency list.
  {
    name: 'onramp-tokens',
    views: ['OnRampTokenSelect'],
    connect: 'evm',
    reach: steps(open(), shows('Account'), buy, async ({ modal }) =>
      expect(modal.dialog.getByRole('list', { name: 'Tokens to buy' }).getByRole('button').first()).toBeVisible(),
    ),
  },
  {
    name: 'onramp-providers',
    views: ['OnRampProviders'],
    connect: 'evm',
    reach: steps(open(), shows('Account'), buy, buyUsdc),
  },
  {
    name: 'onramp-fiat',
    views: ['OnRampFiatSelect'],
    connect: 'evm',
    reach: steps(
      open(),
      shows('Account'),
      buy,
      buyUsdc,
      click('Currency: USD. Change currency'),
      shows('Select Currency'),
      async ({ modal }) =>
        expect(modal.dialog.getByRole('list', { name: 'Currencies' }).locator('button[data-id="USD"]')).toBeVisible(),
    ),
  },
  {
    name: 'register-name',
    views: ['RegisterAccountName'],
    connect: 'evm',
    reach: steps(open('RegisterAccountName'), shows('Choose a Name')),
  },
  // A name of its own each run (the same length, hidden), on dev account 6, which no other scene uses.
  {
    name: 'name-registered',
    views: ['RegisterAccountNameSuccess'],
    connect: 'evm',
    account: 6,
    mask: ['[data-testid=registered-name]'],
    reach: steps(open('RegisterAccountName'), ({ modal }) =>
      new NamesPage(modal).register(`vis${Date.now().toString(36).slice(-6)}`, 'modal.test'),
    ),
  },
  {
    name: 'switch-network',
    views: ['SwitchNetwork'],
    connect: 'evm',
    reach: steps(demoWallet(HOLD_SWITCH), open('Networks'), click(/Anvil B/), shows('Switch network')),
  },
  {
    name: 'switch-active-chain',
    views: ['SwitchActiveChain'],
    connect: 'evm',
    reach: steps(open('Networks'), click(/Solana Local/), shows('Switch network')),
  },
  {
    name: 'unsupported-chain',
    views: ['UnsupportedChain'],
    connect: 'evm',
    reach: steps(demoWallet('window.demoWallet.switchChain(4242)'), shows('Unsupported network')),
  },
]
