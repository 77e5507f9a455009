import { parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { normalize } from 'viem/ens'
import { DEMO_ENS_RESOLVER_ADDRESS } from '../src/testing/stack/evm/tokens.js'
import { DEMO_NAMES_SUFFIX, NAMES_MOUNT } from '../demo/names/demo-names.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../src/testing/wallets/evm/anvilDevKeys.js'
import { buildNameRegistrationMessage } from '../src/core/names/registrationMessage.js'
import { DEV_ACCOUNTS, expect, STACK, test } from './fixtures.js'
import { ButtonsPage } from './pages/ButtonsPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { NamesPage } from './pages/NamesPage.js'
import { expectNoAxeViolations } from './support/axe.js'

const SUFFIX = DEMO_NAMES_SUFFIX
const RULE = 'A registrable name needs at least 4 characters of letters, digits or hyphens'
const NAMES_API = `${STACK.demoUrl}${NAMES_MOUNT}`

/** Registers `label` for dev account `index` straight through the name service's HTTP API, as another visitor would. */
async function registerByApi(label: string, index: number): Promise<void> {
  const account = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[index]!)
  const { nonce } = (await (
    await fetch(`${NAMES_API}/nonce`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  ).json()) as { nonce: string }
  const message = buildNameRegistrationMessage({
    name: `${label}.${SUFFIX}`,
    address: account.address,
    coinType: 60,
    domain: new URL(STACK.demoUrl).host,
    nonce,
    issuedAt: new Date().toISOString(),
  })
  const response = await fetch(`${NAMES_API}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: label,
      coinType: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(201)
}

/** Opens the page with the Demo Wallet on dev account `index`, connects and opens Account. */
async function connectAs(
  modal: ModalPage,
  demoWallet: { selectAccount(i: number): Promise<void> },
  index: number,
  path = '/',
): Promise<void> {
  await modal.goto(path)
  await demoWallet.selectAccount(index)
  await modal.connectDemoWallet()
  await modal.call('open')
  await modal.expectView('Account')
}

test.describe('names', () => {
  test('register alice1234: success view, Account shows the name, viem resolves it both ways on anvil, and a send to it lands there', async ({
    page,
    anvil,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    const owner = DEV_ACCOUNTS[4]!
    await connectAs(modal, demoWallet, 4)
    await names.openFromAccount()
    await names.register('alice1234', SUFFIX)
    await modal.dialog.getByRole('button', { name: 'Back to account' }).click()
    await modal.expectView('Account')
    await expect(modal.dialog.getByTestId('account-name')).toHaveText(`alice1234.${SUFFIX}`)

    // Any ENS-aware client asking the resolver on the chain finds it (EIP-3668 through the gateway).
    expect(
      await anvil.a.public.getEnsName({ address: owner, universalResolverAddress: DEMO_ENS_RESOLVER_ADDRESS }),
    ).toBe(`alice1234.${SUFFIX}`)
    expect(
      await anvil.a.public.getEnsAddress({
        name: normalize(`alice1234.${SUFFIX}`),
        universalResolverAddress: DEMO_ENS_RESOLVER_ADDRESS,
      }),
    ).toBe(owner)
    expect(
      await anvil.b.public.getEnsAddress({
        name: normalize(`alice1234.${SUFFIX}`),
        universalResolverAddress: DEMO_ENS_RESOLVER_ADDRESS,
      }),
    ).toBe(owner)

    // Another account sends to the name: the ETH lands at its address.
    await demoWallet.selectAccount(0)
    await expect.poll(async () => (await modal.getState()).address).toBe(DEV_ACCOUNTS[0])
    const before = await anvil.a.public.getBalance({ address: owner })
    if (!(await modal.dialog.isVisible())) await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Send')
    await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    await modal.dialog.getByLabel('Amount').fill('0.25')
    await modal.dialog.getByLabel('Receiver address').fill(`alice1234.${SUFFIX}`)
    await expect(modal.dialog.getByTestId('ens-resolved')).toHaveText(
      `alice1234.${SUFFIX} → ${owner.slice(0, 4)}…${owner.slice(-6)}`,
    )
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await anvil.a.public.getBalance({ address: owner })).toBe(before + parseEther('0.25'))
  })

  test('profileName in the public state: set by the registration, heard by subscribeState, gone on disconnect, back from the service after a reload and reconnect', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    // Dev account 8 registers nothing elsewhere (it only forges a signature below).
    const owner = DEV_ACCOUNTS[8]!
    await connectAs(modal, demoWallet, 8)
    expect((await modal.getState()).profileName).toBeUndefined()
    await page.evaluate(() => {
      const w = window as unknown as { heard: (string | undefined)[] }
      w.heard = []
      document.querySelector('wallet-modal')!.subscribeState((s) => w.heard.push(s.profileName))
    })
    const heard = () => page.evaluate(() => (window as unknown as { heard: (string | undefined)[] }).heard)
    await names.openFromAccount()
    await names.register('state1234', SUFFIX)
    // Right after the registration, without waiting for the 5-minute cache.
    expect((await modal.getState()).profileName).toBe(`state1234.${SUFFIX}`)
    expect((await modal.getState()).accounts?.eip155?.profileName).toBe(`state1234.${SUFFIX}`)
    await expect.poll(heard).toContain(`state1234.${SUFFIX}`)

    await modal.call('disconnect')
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    expect((await modal.getState()).profileName).toBeUndefined()
    expect((await heard()).at(-1)).toBeUndefined()

    // A new page (no cache): the name comes back from the name service once the wallet reconnects.
    await modal.goto()
    await demoWallet.selectAccount(8)
    await modal.connectDemoWallet()
    expect((await modal.getState()).address).toBe(owner)
    await expect.poll(async () => (await modal.getState()).profileName).toBe(`state1234.${SUFFIX}`)
    // <wallet-modal-button> labels the account by it.
    await expect(new ButtonsPage(page).account).toContainText(`state1234.${SUFFIX}`)
    await modal.call('open')
    await expect(modal.dialog.getByTestId('account-name')).toHaveText(`state1234.${SUFFIX}`)
  })

  test('a 3-letter name and a name with "_" are refused with the rule shown; a taken name shows as taken', async ({
    page,
    demoWallet,
  }) => {
    await registerByApi('taken-name', 6)
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    await connectAs(modal, demoWallet, 5)
    await names.openFromAccount()
    await expect(names.rule).toHaveText(RULE)
    for (const label of ['abc', 'ali_ce']) {
      await names.input.fill(label)
      await expect(names.rule).toHaveClass(/wm-field-error/)
      await expect(names.input).toHaveAttribute('aria-invalid', 'true')
      await expect(names.registerButton).toBeDisabled()
    }
    // Suggestions offer registrable variants of the short one.
    await names.input.fill('abc')
    await expect(modal.dialog.getByRole('button', { name: `abc1.${SUFFIX} Available` })).toBeVisible()

    await names.input.fill('taken-name')
    await expect(names.status).toHaveText(`taken-name.${SUFFIX} is already taken`)
    await expect(names.rule).not.toHaveClass(/wm-field-error/)
    await expect(modal.dialog.getByRole('button', { name: `taken-name.${SUFFIX} Taken` })).toBeDisabled()
    await expect(names.registerButton).toBeDisabled()
  })

  test("'ab--cd' passes the rule but not ENSIP-15: the field is invalid and says why", async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    await connectAs(modal, demoWallet, 1)
    await names.openFromAccount()
    await names.input.fill('ab--cd')
    await expect(names.reason).toHaveText('A name cannot have hyphens as both its 3rd and 4th characters')
    await expect(names.input).toHaveAttribute('aria-invalid', 'true')
    await expect(names.input).toHaveAccessibleDescription(/hyphens as both its 3rd and 4th characters/)
    // The rule itself holds (letters and hyphens, 6 characters): it is not the one shown as broken.
    await expect(names.rule).not.toHaveClass(/wm-field-error/)
    await expect(names.registerButton).toBeDisabled()
    // Typing on to a name ENSIP-15 takes clears the reason.
    await names.typeAvailable('ab-cd', SUFFIX)
    await expect(names.reason).toHaveCount(0)
    await expect(names.input).not.toHaveAttribute('aria-invalid', 'true')
  })

  test("full-width and compatibility forms are taken as their ENSIP-15 name: 'ＡＢＣＤ' registers abcd, 'Ⅻabcd' previews xiiabcd", async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    // Dev account 5 registers nothing elsewhere in this file.
    await connectAs(modal, demoWallet, 5)
    await names.openFromAccount()
    await names.input.fill('Ⅻabcd')
    await expect(names.status).toHaveText(`xiiabcd.${SUFFIX} is available`)
    await expect(names.rule).not.toHaveClass(/wm-field-error/)
    await expect(names.registerButton).toBeEnabled()
    await names.input.fill('ＡＢＣＤ')
    await expect(names.status).toHaveText(`abcd.${SUFFIX} is available`)
    await expect(names.rule).not.toHaveClass(/wm-field-error/)
    await expect(names.input).not.toHaveAttribute('aria-invalid', 'true')
    await names.registerButton.click()
    await modal.expectView('Name Registered')
    await expect(modal.dialog.getByTestId('registered-name')).toHaveText(`abcd.${SUFFIX} is yours`)
    const lookup = (await (await fetch(`${NAMES_API}/lookup/abcd.${SUFFIX}`)).json()) as { address: string }
    expect(lookup.address).toBe(DEV_ACCOUNTS[5])
  })

  test("after the wallet switches account, RegisterAccountNameSuccess no longer says '<name> is yours'", async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    const owner = DEV_ACCOUNTS[1]!
    await connectAs(modal, demoWallet, 1)
    await names.openFromAccount()
    await names.register('switch1234', SUFFIX)
    await demoWallet.selectAccount(0)
    await expect.poll(async () => (await modal.getState()).address).toBe(DEV_ACCOUNTS[0])
    // The view stays open on the switch; it no longer tells the new account the name is theirs.
    await modal.expectView('Name Registered')
    const heading = modal.dialog.getByTestId('registered-name')
    await expect(heading).not.toHaveText(`switch1234.${SUFFIX} is yours`)
    await expect(heading).toHaveText(
      `switch1234.${SUFFIX} belongs to ${owner.slice(0, 4)}…${owner.slice(-6)}, not to the account now connected`,
    )
    // Back with the registering account, it is theirs again.
    await demoWallet.selectAccount(1)
    await expect.poll(async () => (await modal.getState()).address).toBe(owner)
    await expect(heading).toHaveText(`switch1234.${SUFFIX} is yours`)
  })

  test('a registration signed by another key is refused: "Error registering name", and the name stays free', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    await connectAs(modal, demoWallet, 7)
    // Whatever the wallet signed, the request carries a signature by dev account 8 instead.
    const forger = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[8]!)
    await page.route(`${NAMES_API}/register`, async (route) => {
      const body = route.request().postDataJSON() as { message: string; signature: Hex }
      await route.continue({
        postData: JSON.stringify({ ...body, signature: await forger.signMessage({ message: body.message }) }),
      })
    })
    await names.openFromAccount()
    await names.typeAvailable('forged-name', SUFFIX)
    await names.registerButton.click()
    await expect(modal.dialog.getByRole('alert')).toHaveText('Error registering name')
    await modal.expectView('Choose a Name')
    const lookup = await fetch(`${NAMES_API}/lookup/forged-name.${SUFFIX}`)
    expect(lookup.status).toBe(404)
  })

  test('a Solana account registers with the Solana Demo Wallet (coin type 501, ed25519): success, Account shows it, the service looks it up both ways', async ({
    page,
    solanaWallet,
  }) => {
    const modal = new ModalPage(page)
    const names = new NamesPage(modal)
    await modal.goto()
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.connectDemoWallet()
    const owner = await solanaWallet.address()
    expect((await modal.getState()).address).toBe(owner)
    await modal.call('open')
    await modal.expectView('Account')
    await names.openFromAccount()
    await names.register('solana-name', SUFFIX)
    expect((await modal.getState()).accounts?.solana?.profileName).toBe(`solana-name.${SUFFIX}`)
    await modal.dialog.getByRole('button', { name: 'Back to account' }).click()
    await expect(modal.dialog.getByTestId('account-name')).toHaveText(`solana-name.${SUFFIX}`)
    // The service checked the ed25519 signature and keeps the name under coin type 501 (ENSIP-9 Solana).
    const lookup = (await (await fetch(`${NAMES_API}/lookup/solana-name.${SUFFIX}`)).json()) as {
      coinType: number
      address: string
    }
    expect(lookup).toMatchObject({ coinType: 501, address: owner })
    const reverse = (await (await fetch(`${NAMES_API}/reverse/${owner}?coinType=501`)).json()) as {
      names: { name: string }[]
    }
    expect(reverse.names.map((n) => n.name)).toEqual([`solana-name.${SUFFIX}`])
    expect(
      ((await (await fetch(`${NAMES_API}/reverse/${owner}?coinType=60`)).json()) as { names: unknown[] }).names,
    ).toEqual([])
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on RegisterAccountName and RegisterAccountNameSuccess (${theme})`, async ({
      page,
      demoWallet,
    }, testInfo) => {
      // A name of its own per repetition (--repeat-each): the service keeps names for the whole run.
      const label = `axe-${theme}${testInfo.repeatEachIndex ? `-r${testInfo.repeatEachIndex}` : ''}`
      const modal = new ModalPage(page)
      const names = new NamesPage(modal)
      await connectAs(modal, demoWallet, theme === 'light' ? 2 : 3, `/?theme=${theme}`)
      await names.openFromAccount()
      await names.input.fill('ab_c')
      await expect(names.rule).toHaveClass(/wm-field-error/)
      await expectNoAxeViolations(page, 'RegisterAccountName (rule broken)')
      await names.typeAvailable(label, SUFFIX)
      await expect(modal.dialog.getByRole('button', { name: `${label}1.${SUFFIX} Available` })).toBeVisible()
      await expectNoAxeViolations(page, 'RegisterAccountName (suggestions)')
      await names.registerButton.click()
      // Once, in a fresh-clone CI run, the view stayed on the form and the report held only its title:
      // should it fail again, the report says what the form showed (an error, a pending Register...).
      await modal.expectView('Name Registered').catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe dialog showed instead:\n${await modal.dialog.ariaSnapshot()}`)
      })
      await expectNoAxeViolations(page, 'RegisterAccountNameSuccess')
      await modal.dialog.getByRole('button', { name: 'Back to account' }).click()
      await expect(modal.dialog.getByTestId('account-name')).toHaveText(`${label}.${SUFFIX}`)
      await expectNoAxeViolations(page, 'Account with its name')
    })
  }

  test('register a name by keyboard alone', async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await demoWallet.selectAccount(9)
    await modal.connectDemoWallet()
    const focused = () =>
      page.evaluate(() => document.querySelector('wallet-modal')!.shadowRoot!.activeElement?.textContent ?? '')
    const tabTo = async (text: string) => {
      for (let i = 0; i < 25 && (await focused()) !== text; i++) await page.keyboard.press('Tab')
      expect(await focused()).toBe(text)
    }
    await page.getByRole('button', { name: 'Open modal' }).focus()
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
    await expect(modal.dialog.getByRole('button', { name: 'Register a name' })).toBeVisible()
    await tabTo('Register a name')
    await page.keyboard.press('Enter')
    await modal.expectView('Choose a Name')
    const names = new NamesPage(modal)
    const inputFocused = () => names.input.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)
    for (let i = 0; i < 10 && !(await inputFocused()); i++) await page.keyboard.press('Tab')
    expect(await inputFocused()).toBe(true)
    await page.keyboard.type('keyboard1')
    await expect(names.status).toHaveText(`keyboard1.${SUFFIX} is available`)
    // The availability can show before the name normaliser's chunk has loaded, and Register (and so
    // Enter) waits for it: a keyboard user presses Enter once the button is enabled.
    await expect(names.registerButton).toBeEnabled()
    await page.keyboard.press('Enter')
    await modal.expectView('Name Registered')
    await expect(modal.dialog.getByRole('button', { name: 'Back to account' })).toBeVisible()
    await tabTo('Back to account')
    await page.keyboard.press('Enter')
    await expect(modal.dialog.getByTestId('account-name')).toHaveText(`keyboard1.${SUFFIX}`)
    expect(await (await fetch(`${NAMES_API}/reverse/${DEV_ACCOUNTS[9] as Address}`)).json()).toMatchObject({
      names: [{ name: `keyboard1.${SUFFIX}` }],
    })
  })
})
