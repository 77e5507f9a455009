import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS, expect, SOLANA_DEV_ACCOUNTS, STACK, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { expectNoAxeViolations } from './support/axe.js'
import { createProject, DEMO_ORIGIN } from './support/project.js'

// Several wallets at once (spec sections 2 and 6: ProfileWallets, shown only when the remote feature
// multiWallet is on), against the demo's project service: two EVM wallets (the Demo Wallet and a
// second Demo Wallet instance with its own name, rdns and dev account) and the Solana Demo Wallet
// connected at once; switching, disconnecting one, a reload; and the flag off.

const SECOND = { name: 'Demo Wallet 2', rdns: 'dev.wallet-modal.demo2', accountIndex: 1 }
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
/** The first Demo Wallet's row in Connect (its name, then its badge), not Demo Wallet 2's. */
const FIRST_WALLET = /^Demo Wallet(?! 2)/

/** Connects the first Demo Wallet through Connect (ModalPage.connectDemoWallet, with two Demo Wallets listed). */
async function connectFirstWallet(modal: ModalPage) {
  await modal.call('open')
  await modal.wallet(FIRST_WALLET).click()
  await expect(modal.dialog).toBeHidden()
  await expect.poll(async () => (await modal.getState()).status).toBe('connected')
}

/** The page's Demo Wallet config with a second EVM instance, set before the demo's own config (which then keeps it). */
async function withSecondWallet(page: Page) {
  const config = {
    chains: STACK.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    accountIndex: 0,
    mode: 'approve',
    instances: [SECOND],
  }
  await page.addInitScript(
    (c) => void ((window as unknown as { __DEMO_WALLET_CONFIG__: unknown }).__DEMO_WALLET_CONFIG__ = c),
    config,
  )
}

/** The rows of ProfileWallets, by connector id: what each shows. */
function row(modal: ModalPage, connectorId: string) {
  return modal.dialog.locator(`li.wm-wallet-row[data-id="${connectorId}"]`)
}

async function openProfileWallets(modal: ModalPage) {
  await modal.call('open')
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: /^Wallets: \d connected$/ }).click()
  await modal.expectView('Connected Wallets')
}

/** Connects the Demo Wallet (EVM), Demo Wallet 2 (EVM, from ProfileWallets) and the Solana Demo Wallet. */
async function connectThree(modal: ModalPage) {
  await connectFirstWallet(modal)
  await openProfileWallets(modal)
  await modal.dialog.getByRole('button', { name: 'Connect another wallet', exact: true }).click()
  await modal.expectView('Connect Wallet')
  await modal.wallet(/Demo Wallet 2/).click()
  // Connecting from ProfileWallets returns there, the new wallet active.
  await modal.expectView('Connected Wallets')
  await expect(row(modal, SECOND.rdns)).toHaveAttribute('aria-current', 'true')
  await expect.poll(async () => (await modal.getState()).address).toBe(DEV_ACCOUNTS[1])
  await modal.call('close')
  // Solana: the Networks view, then the Demo Wallet's Solana side (SwitchActiveChain).
  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
  await modal.dialog.getByRole('button', { name: /^(Continue with )?Demo Wallet$/ }).click()
  await expect(modal.dialog).toBeHidden()
  await expect.poll(async () => (await modal.getState()).activeNamespace).toBe('solana')
}

test.describe('multi-wallet on (the project turns multiWallet on)', () => {
  let projectId: string
  test.beforeEach(async ({ page }) => {
    projectId = await createProject({ allowedOrigins: [DEMO_ORIGIN], features: { multiWallet: true } })
    await withSecondWallet(page)
  })

  /** The three wallets connected on the project's page; returns the Solana address. */
  async function threeConnected(page: Page, solanaWallet: { address(): Promise<string> }) {
    const modal = new ModalPage(page)
    await modal.goto(`/?project=${projectId}`)
    await expect.poll(async () => (await modal.getState()).features.multiWallet).toBe(true)
    await connectThree(modal)
    return { modal, solAddress: await solanaWallet.address() }
  }

  test('two EVM wallets and a Solana wallet at once: getState and ProfileWallets list all three, by namespace, the last connected active', async ({
    page,
    solanaWallet,
  }) => {
    const { modal, solAddress } = await threeConnected(page, solanaWallet)
    expect(solAddress).toBe(SOLANA_DEV_ACCOUNTS[0])

    const state = await modal.getState()
    expect(state.connections?.eip155?.map((c) => [c.connectorId, c.address])).toEqual([
      ['dev.wallet-modal.demo', DEV_ACCOUNTS[0]],
      [SECOND.rdns, DEV_ACCOUNTS[1]],
    ])
    expect(state.connections?.solana?.map((c) => c.address)).toEqual([solAddress])
    expect(state.address).toBe(solAddress)

    // ProfileWallets lists all three, by namespace, each with address, balance and connector icon.
    await openProfileWallets(modal)
    await expect(modal.dialog.getByRole('heading', { name: 'EVM', exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('heading', { name: 'Solana', exact: true })).toBeVisible()
    await expect(modal.dialog.locator('li.wm-wallet-row')).toHaveCount(3)
    await expect(row(modal, 'dev.wallet-modal.demo').getByTestId('wallet-address')).toHaveText(short(DEV_ACCOUNTS[0]!))
    await expect(row(modal, SECOND.rdns).getByTestId('wallet-address')).toHaveText(short(DEV_ACCOUNTS[1]!))
    await expect(row(modal, SECOND.rdns).getByTestId('wallet-balance')).toHaveText(/^[\d,.]+ ETH$/)
    await expect(
      modal.dialog.locator('li.wm-wallet-row[aria-current="true"] [data-testid="wallet-address"]'),
    ).toHaveText(short(solAddress))
    await expect(modal.dialog.locator('li.wm-wallet-row').first().locator('.wm-logo')).toHaveAttribute(
      'data-icon',
      /image|icon-set/,
    )
  })

  test('switching between the three (by keyboard, then by click) follows in getState, the connect event and Account', async ({
    page,
    solanaWallet,
  }) => {
    const { modal } = await threeConnected(page, solanaWallet)
    await openProfileWallets(modal)
    // Switch to the first EVM wallet, by keyboard: getState(), the connect event and Account follow.
    await page.evaluate(() => {
      const w = window as unknown as { __connects: unknown[] }
      w.__connects = []
      document
        .querySelector('wallet-modal')!
        .addEventListener('wallet-modal:connect', (e) => w.__connects.push((e as CustomEvent).detail))
    })
    const useFirst = modal.dialog.getByRole('button', {
      name: `Use Demo Wallet (${short(DEV_ACCOUNTS[0]!)})`,
      exact: true,
    })
    await modal.tabTo(useFirst)
    await page.keyboard.press('Enter')
    await expect(row(modal, 'dev.wallet-modal.demo')).toHaveAttribute('aria-current', 'true')
    await expect.poll(async () => (await modal.getState()).address).toBe(DEV_ACCOUNTS[0])
    expect((await modal.getState()).activeNamespace).toBe('eip155')
    expect((await modal.getState()).connectorId).toBe('dev.wallet-modal.demo')
    const connects = () =>
      page.evaluate(
        () => (window as unknown as { __connects: { caipAddress: string; connectorId: string }[] }).__connects,
      )
    await expect.poll(connects).toEqual([
      expect.objectContaining({
        caipAddress: `eip155:31337:${DEV_ACCOUNTS[0]}`,
        connectorId: 'dev.wallet-modal.demo',
      }),
    ])
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.expectView('Account')
    await expect(modal.dialog.getByTestId('account-address')).toHaveText(short(DEV_ACCOUNTS[0]!))

    // And to the second EVM wallet: the active wallet's connect event carries its account.
    await modal.dialog.getByRole('button', { name: 'Wallets: 3 connected' }).click()
    await modal.dialog
      .getByRole('button', { name: `Use Demo Wallet 2 (${short(DEV_ACCOUNTS[1]!)})`, exact: true })
      .click()
    await expect.poll(async () => (await modal.getState()).address).toBe(DEV_ACCOUNTS[1])
    await expect
      .poll(async () => (await connects()).at(-1))
      .toMatchObject({ caipAddress: `eip155:31337:${DEV_ACCOUNTS[1]}`, connectorId: SECOND.rdns })
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.dialog.getByTestId('account-address')).toHaveText(short(DEV_ACCOUNTS[1]!))
  })

  test('one wallet disconnects alone; a reload keeps the rest, the active one active', async ({
    page,
    solanaWallet,
  }) => {
    const { modal, solAddress } = await threeConnected(page, solanaWallet)
    await openProfileWallets(modal)
    await modal.dialog
      .getByRole('button', { name: `Use Demo Wallet 2 (${short(DEV_ACCOUNTS[1]!)})`, exact: true })
      .click()
    await expect.poll(async () => (await modal.getState()).address).toBe(DEV_ACCOUNTS[1])

    // Disconnecting the first EVM wallet leaves the other two.
    await modal.dialog
      .getByRole('button', { name: `Disconnect Demo Wallet (${short(DEV_ACCOUNTS[0]!)})`, exact: true })
      .click()
    await expect(modal.dialog.locator('li.wm-wallet-row')).toHaveCount(2)
    await expect(row(modal, 'dev.wallet-modal.demo')).toHaveCount(0)
    const after = await modal.getState()
    expect(after.address).toBe(DEV_ACCOUNTS[1])
    expect(after.connections?.eip155?.map((c) => c.connectorId)).toEqual([SECOND.rdns])
    expect(after.connections?.solana?.map((c) => c.address)).toEqual([solAddress])

    // A reload keeps both, the active one active.
    await page.reload()
    await modal.waitReady()
    await expect
      .poll(async () => (await modal.getState()).connections?.eip155?.map((c) => c.connectorId))
      .toEqual([SECOND.rdns])
    await expect
      .poll(async () => (await modal.getState()).connections?.solana?.map((c) => c.address))
      .toEqual([solAddress])
    expect((await modal.getState()).address).toBe(DEV_ACCOUNTS[1])
  })

  test('a reload keeps all three wallets connected, and the active one active', async ({ page, solanaWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto(`/?project=${projectId}`)
    await expect.poll(async () => (await modal.getState()).features.multiWallet).toBe(true)
    await connectThree(modal)
    const solAddress = await solanaWallet.address()
    const before = await modal.getState()

    await page.reload()
    await modal.waitReady()
    // Both EVM wallets (wagmi restores the active one first: the order may change).
    await expect
      .poll(async () => (await modal.getState()).connections?.eip155?.map((c) => c.address).sort())
      .toEqual([DEV_ACCOUNTS[0], DEV_ACCOUNTS[1]].sort())
    await expect
      .poll(async () => (await modal.getState()).connections?.solana?.map((c) => c.address))
      .toEqual([solAddress])
    await expect.poll(async () => (await modal.getState()).caipAddress).toBe(before.caipAddress)
    await openProfileWallets(modal)
    await expect(modal.dialog.locator('li.wm-wallet-row')).toHaveCount(3)

    // Disconnect all: nothing is left, and a reload restores nothing.
    await modal.dialog.getByRole('button', { name: 'Disconnect all', exact: true }).click()
    await expect(modal.dialog).toBeHidden()
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    await page.reload()
    await modal.waitReady()
    expect((await modal.getState()).status).toBe('disconnected')
    expect(
      await page.evaluate(() => [
        localStorage.getItem('wallet-modal:wallets'),
        localStorage.getItem('wallet-modal:session'),
      ]),
    ).toEqual([null, null])
  })

  /** The first Demo Wallet connected on the project's page in `theme`, ProfileWallets opened by keyboard. */
  async function profileWalletsByKeyboard(page: Page, theme: string) {
    const modal = new ModalPage(page)
    await modal.goto(`/?project=${projectId}&theme=${theme}`)
    await expect.poll(async () => (await modal.getState()).features.multiWallet).toBe(true)
    await connectFirstWallet(modal)
    await modal.call('open')
    await modal.expectView('Account')
    const entry = modal.dialog.getByRole('button', { name: 'Wallets: 1 connected', exact: true })
    await modal.tabTo(entry)
    await page.keyboard.press('Enter')
    await modal.expectView('Connected Wallets')
    await expect(row(modal, 'dev.wallet-modal.demo').getByTestId('wallet-balance')).toHaveText(/ETH$/)
    return modal
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`ProfileWallets opens by keyboard and passes axe (${theme})`, async ({ page }) => {
      await profileWalletsByKeyboard(page, theme)
      await expectNoAxeViolations(page, `ProfileWallets (${theme})`)
    })

    test(`ProfileWallets connects another wallet by keyboard alone, and passes axe with two (${theme})`, async ({
      page,
    }) => {
      const modal = await profileWalletsByKeyboard(page, theme)
      await modal.tabTo(modal.dialog.getByRole('button', { name: 'Connect another wallet', exact: true }))
      await page.keyboard.press('Enter')
      await modal.expectView('Connect Wallet')
      await modal.tabTo(modal.wallet(/Demo Wallet 2/))
      await page.keyboard.press('Enter')
      await modal.expectView('Connected Wallets')
      await expect(modal.dialog.locator('li.wm-wallet-row')).toHaveCount(2)
      await expectNoAxeViolations(page, `ProfileWallets with two wallets (${theme})`)
    })
  }
})

test('with multiWallet off (the default), ProfileWallets is absent: no Account entry, open() refuses it', async ({
  page,
}) => {
  await withSecondWallet(page)
  const modal = new ModalPage(page)
  await modal.goto('/')
  await connectFirstWallet(modal)
  expect((await modal.getState()).features.multiWallet).toBe(false)
  await modal.call('open')
  await modal.expectView('Account')
  await expect(modal.dialog.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: /^Wallets/ })).toHaveCount(0)
  await modal.call('close')
  expect(await modal.openThrows('ProfileWallets')).toEqual({
    code: 'INVALID_VIEW',
    message: 'Cannot open view "ProfileWallets": the feature "multiWallet" is turned off',
  })
  expect((await modal.getState()).open).toBe(false)
  // Only the active connector is shown: Account shows the Demo Wallet's account alone.
  await modal.call('open')
  await expect(modal.dialog.getByTestId('account-address')).toHaveText(short(DEV_ACCOUNTS[0]!))
  await expect(modal.dialog.locator('li.wm-wallet-row')).toHaveCount(0)
})
