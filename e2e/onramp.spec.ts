import type { Page } from '@playwright/test'
import { PublicKey } from '@solana/web3.js'
import { parseUnits } from 'viem'
import { formatBalance } from '../src/core/format.js'
import { sandboxFeeBps } from '../src/testing/stack/ramp/sandboxPricing.js'
import { SOLANA_CAIP_NETWORK_ID } from '../src/testing/stack/solana/constants.js'
import { DEMO_RAMP_FEE_SEED } from '../demo/ramp/demo-ramp.js'
import { DEMO_TOKENS, DEV_ACCOUNTS, erc20BalanceOf, expect, STACK, test } from './fixtures.js'
import type { WalletModalState } from '../src/element/types.js'
import { ModalPage } from './pages/ModalPage.js'
import { figure, OnRampPage } from './pages/OnRampPage.js'
import { expectNoAxeViolations } from './support/axe.js'

const USDC = DEMO_TOKENS(31337)[0]!
const USDC_ID = `eip155:31337/erc20:${USDC.address}`
const SOL_ID = `${SOLANA_CAIP_NETWORK_ID}/slip44:501`
const ME = DEV_ACCOUNTS[0]!
const SANDBOX = STACK.rampUrl
/** The sandbox's seeded fee of a provider, as the quote row shows it ('1.11'). */
const feeOf = (provider: string, amount: number) =>
  ((amount * sandboxFeeBps(DEMO_RAMP_FEE_SEED, provider)) / 10_000).toFixed(2)

type OnrampSnapshot = WalletModalState & {
  onramp?: Record<string, unknown> & { purchaseCurrency?: { id: string }; paymentCurrency?: { id: string } }
}
const onrampState = async (modal: ModalPage) => ((await modal.getState()) as OnrampSnapshot).onramp

async function connected(page: Page, path = '/') {
  const modal = new ModalPage(page)
  await modal.goto(path)
  await modal.connectDemoWallet()
  return { modal, onramp: new OnRampPage(modal) }
}

/** What has focus inside the modal's shadow root: its accessible name (aria-label, else its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('wallet-modal')!.shadowRoot!.activeElement
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
  })

async function tabTo(page: Page, name: (focusedName: string) => boolean, key = 'Tab') {
  for (let i = 0; i < 25 && !name(await focused(page)); i++) await page.keyboard.press(key)
  expect(name(await focused(page)), `focus on the wanted control, got "${await focused(page)}"`).toBe(true)
}

test.describe('On-ramp through the local ramp sandbox', () => {
  test('buy 100 USD of USDC: every sandbox provider quotes, cheapest first; after Pay the Tokens tab shows the balance read from anvil', async ({
    page,
    anvil,
  }) => {
    const { modal, onramp } = await connected(page)
    await onramp.open()
    // The fund-wallet tokens on the account's networks, the active one (Anvil A) first.
    await expect(onramp.token(USDC_ID)).toContainText('Anvil A')
    expect(await onrampState(modal)).toMatchObject({
      providers: ['meld', 'moonpay', 'coinbase', 'widget'],
      quotesLoading: false,
    })
    await expect(onramp.token('eip155:31337/slip44:60')).toContainText('ETH')
    await onramp.choose(USDC_ID)
    const quotes = await onramp.quotesFor('100', 4)

    // Side by side with fee and amount received; the cheapest (most USDC for 100 USD) first.
    const byFee = ['meld', 'moonpay', 'coinbase', 'widget'].sort(
      (a, b) => sandboxFeeBps(DEMO_RAMP_FEE_SEED, a) - sandboxFeeBps(DEMO_RAMP_FEE_SEED, b),
    )
    expect(quotes.map((q) => q.provider)).toEqual(byFee)
    for (const q of quotes) {
      expect(q.fee).toBe(`Fee ${feeOf(q.provider, 100)} USD`)
      expect(q.amount).toBe(`You get ≈ ${Number((100 - Number(feeOf(q.provider, 100))).toFixed(2))} USDC`)
    }
    await expect(onramp.quote(quotes[0]!.provider).getByText('Best price', { exact: true })).toBeVisible()
    // Spec section 4: purchaseAmount comes from the (cheapest) quote.
    expect(await onrampState(modal)).toMatchObject({
      quotesLoading: false,
      paymentAmount: '100',
      purchaseAmount: figure(quotes[0]!.amount),
      selectedProvider: quotes[0]!.provider,
      purchaseCurrency: { id: USDC_ID, symbol: 'USDC' },
      paymentCurrency: { id: 'USD' },
    })

    const before = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    const window = await onramp.checkout(quotes[0]!.provider, SANDBOX)
    // The checkout window is cut from the host page (no opener to navigate it by).
    expect(await window.evaluate(() => self.opener)).toBeNull()
    await expect(window.getByText(`${figure(quotes[0]!.amount)} USDC`, { exact: true })).toBeVisible()
    await OnRampPage.pay(window)
    await onramp.expectSuccess()
    const after = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    expect(after - before).toBe(parseUnits(figure(quotes[0]!.amount), 6))

    await modal.dialog.getByRole('button', { name: 'Back to account', exact: true }).click()
    await modal.expectView('Account')
    await expect(modal.dialog.getByTestId('token-USDC').getByTestId('token-amount')).toHaveText(
      formatBalance(after, 6, 'USDC'),
    )
  })

  test('an amount under 10 USD or above the card limit is refused with the limit shown; ACH takes up to 25,000 USD', async ({
    page,
  }) => {
    const { modal, onramp } = await connected(page)
    await onramp.open()
    await onramp.choose(USDC_ID)
    await expect(onramp.help()).toHaveText('Card 10.00–7,500.00 USD')
    for (const [amount, message] of [
      ['9.99', 'Minimum amount is 10.00 USD'],
      ['7500.01', 'Maximum amount is 7500.00 USD'],
    ] as const) {
      await onramp.amount().fill(amount)
      await expect(onramp.help()).toHaveText(message)
      await expect(onramp.amount()).toHaveAttribute('aria-invalid', 'true')
      await expect(modal.dialog.getByTestId('onramp-quotes')).toHaveCount(0)
      await expect(onramp.amount()).toHaveValue(amount)
    }
    await modal.dialog.getByLabel('Payment method').selectOption({ label: 'Bank account (ACH)' })
    await expect(onramp.help()).toHaveText('Bank account (ACH) 10.00–25,000.00 USD')
    const quotes = await onramp.quotesFor('7500.01', 2)
    expect(quotes[0]!.fee).toBe(`Fee ${feeOf(quotes[0]!.provider, 7500.01)} USD`)
    await onramp.amount().fill('25000.01')
    await expect(onramp.help()).toHaveText('Maximum amount is 25000.00 USD')
    await expect(modal.dialog.getByTestId('onramp-quotes')).toHaveCount(0)
    // No quote stands for a refused amount, and nothing is loading.
    await expect.poll(async () => (await onrampState(modal))?.purchaseAmount ?? 'none').toBe('none')
    expect(await onrampState(modal)).toMatchObject({ quotesLoading: false, paymentAmount: '25000.01' })
  })

  test('SOL on Solana through the Meld-style URL: destinationCurrencyCode SOL and the wallet address; Pay sends the SOL', async ({
    page,
    solanaWallet,
    solana,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWalletOn(/Solana Local/)
    const address = await solanaWallet.address()
    const onramp = new OnRampPage(modal)
    await onramp.open()
    await onramp.choose(SOL_ID)
    const quotes = await onramp.quotesFor('150', 3)
    // Coinbase (sandbox) does not sell SOL: its options say so, so it is not asked.
    expect(quotes.map((q) => q.provider).sort()).toEqual(['meld', 'moonpay', 'widget'])
    const meld = quotes.find((q) => q.provider === 'meld')!

    const before = await solana.connection.getBalance(new PublicKey(address))
    const window = await onramp.checkout('meld', SANDBOX)
    const url = new URL(window.url())
    expect(url.pathname).toBe('/meld/checkout')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe(address)
    expect(url.searchParams.get('publicKey')).toBe('pk_sandbox_meld')
    expect(url.searchParams.get('externalCustomerId')).toMatch(/^[0-9a-f]{32}$/)
    expect(url.searchParams.get('sourceAmount')).toBe('150')
    await OnRampPage.pay(window)
    await onramp.expectSuccess()
    expect((await solana.connection.getBalance(new PublicKey(address))) - before).toBe(
      Number(parseUnits(figure(meld.amount), 9)),
    )
  })

  test.describe('in a restricted time zone', () => {
    test.use({ timezoneId: 'Asia/Shanghai' })

    test('a browser in Asia/Shanghai sees no Buy button, and the views say the on-ramp is not available', async ({
      page,
    }) => {
      const { modal } = await connected(page)
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai')
      await modal.call('open')
      await modal.expectView('Account')
      await expect(modal.dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0)
      await modal.call('open', { view: 'OnRampProviders' })
      await expect(
        modal.dialog.getByText('Buying crypto is not available in your region.', { exact: true }),
      ).toBeVisible()
    })
  })

  test('fund from exchange: the exchanges JSON-RPC lists the sandbox exchange, its deposit page sends the USDC', async ({
    page,
    anvil,
  }) => {
    const { modal, onramp } = await connected(page)
    const calls: { method: string; params: Record<string, unknown> }[] = []
    page.on('request', (request) => {
      if (request.url() === `${SANDBOX}/exchanges` && request.method() === 'POST')
        calls.push(request.postDataJSON() as (typeof calls)[number])
    })
    await onramp.open()
    await onramp.choose(USDC_ID)
    const deposit = modal.dialog.getByRole('button', { name: 'Deposit from Sandbox Exchange', exact: true })
    await expect(deposit).toBeDisabled()
    await modal.dialog.getByLabel('Amount (USDC)').fill('25')
    const before = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    const popup = page.waitForEvent('popup')
    await deposit.click()
    const window = await popup
    await window.waitForURL((url) => url.href.startsWith(`${SANDBOX}/exchanges/sandbox-exchange/`))
    await OnRampPage.pay(window)
    await onramp.expectSuccess()
    expect((await erc20BalanceOf(anvil.a.public, USDC.address, ME)) - before).toBe(parseUnits('25', 6))
    expect(calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['reown_getExchanges', 'reown_getExchangePayUrl', 'reown_getExchangeBuyStatus']),
    )
    expect(calls.find((c) => c.method === 'reown_getExchangePayUrl')).toMatchObject({
      jsonrpc: '2.0',
      params: {
        exchangeId: 'sandbox-exchange',
        asset: USDC_ID,
        amount: '25',
        recipient: `eip155:31337:${ME}`,
        projectId: 'wallet-modal-demo',
      },
    })
  })

  test('a cancelled checkout (MoonPay-style signed URL) says the purchase did not go through; nothing arrives, the amount is kept', async ({
    page,
    anvil,
  }) => {
    const { modal, onramp } = await connected(page)
    await onramp.open()
    await onramp.choose(USDC_ID)
    await onramp.quotesFor('50', 4)
    const before = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    const window = await onramp.checkout('moonpay', SANDBOX)
    const url = new URL(window.url())
    expect(url.searchParams.get('currencyCode')).toBe('usdc_eip155:31337')
    expect([...url.searchParams.keys()].at(-1)).toBe('signature')
    await window.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(window.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible()
    await expect(modal.dialog.getByText('The purchase did not go through', { exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect(
      modal.dialog.getByText('MoonPay (sandbox) reported that the payment failed or was cancelled.', { exact: true }),
    ).toBeVisible()
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, ME)).toBe(before)
    await modal.dialog.getByRole('button', { name: 'Choose another quote', exact: true }).click()
    await expect(onramp.amount()).toHaveValue('50')
    await expect(onramp.quote('moonpay')).toBeVisible()
  })

  test('a blocked popup: the checkout is offered as a link, and the buy completes through it', async ({
    page,
    anvil,
  }) => {
    // A browser that blocks every popup: window.open gives null.
    await page.addInitScript(() => {
      self.open = () => null
    })
    const { modal, onramp } = await connected(page)
    await onramp.open()
    await onramp.choose(USDC_ID)
    const [first] = await onramp.quotesFor('30', 4)
    await onramp.quote(first!.provider).click()
    await expect(
      modal.dialog.getByText('The browser blocked the checkout window. Allow pop-ups for this site, or open it here:'),
    ).toBeVisible()
    const before = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    const popup = page.waitForEvent('popup')
    await modal.dialog.getByRole('link', { name: 'Open the checkout', exact: true }).click()
    const window = await popup
    await window.waitForURL((url) => url.href.startsWith(SANDBOX))
    // Opened without an opener: the provider's page cannot reach the host's.
    expect(await window.evaluate(() => self.opener)).toBeNull()
    await OnRampPage.pay(window)
    await onramp.expectSuccess()
    expect((await erc20BalanceOf(anvil.a.public, USDC.address, ME)) - before).toBe(parseUnits(figure(first!.amount), 6))
  })

  test('OnRampFiatSelect lists the currencies with their payment-method limits; EUR quotes in EUR', async ({
    page,
  }) => {
    const { modal, onramp } = await connected(page)
    await onramp.open()
    await onramp.choose(USDC_ID)
    // The quotes first: their list grows the centred dialog, which moves the currency button, and a
    // click aimed before they land can hit the field instead (seen once on a busy machine).
    await onramp.quotesFor('100', 1)
    await modal.dialog.getByRole('button', { name: 'Currency: USD. Change currency', exact: true }).click()
    await modal.expectView('Select Currency')
    const list = modal.dialog.getByRole('list', { name: 'Currencies' })
    await expect(list.locator('button[data-id="USD"]')).toContainText('Card 10.00–7,500.00 USD')
    await expect(list.locator('button[data-id="USD"]')).toContainText('Bank account (ACH) 10.00–25,000.00 USD')
    await expect(list.locator('button[data-id="EUR"]')).toContainText('Bank account (SEPA) 10.00–25,000.00 EUR')
    await list.locator('button[data-id="EUR"]').click()
    await modal.expectView('Buy Crypto')
    await expect(onramp.amount()).toHaveValue('100')
    await expect(
      modal.dialog.getByRole('button', { name: 'Currency: EUR. Change currency', exact: true }),
    ).toBeVisible()
    const rows = onramp.quoteList().getByTestId('onramp-quote-fee')
    await expect(rows.first()).toHaveText(/^Fee \d+\.\d\d EUR$/)
    expect((await onrampState(modal))?.paymentCurrency?.id).toBe('EUR')
  })

  test('open({ view }) takes the on-ramp views once connected; keyboard alone completes a buy', async ({
    page,
    anvil,
  }) => {
    const { modal } = await connected(page)
    await page.getByRole('button', { name: 'Open modal' }).focus()
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
    await expect(modal.dialog.getByRole('button', { name: 'Buy', exact: true })).toBeVisible()
    await tabTo(page, (n) => n === 'Buy')
    await page.keyboard.press('Enter')
    await modal.expectView('Select Token')
    await expect(new OnRampPage(modal).token(USDC_ID)).toBeVisible()
    await tabTo(page, (n) => n.includes('USDC') && n.includes('Anvil A'))
    await page.keyboard.press('Enter')
    await modal.expectView('Buy Crypto')
    await expect(modal.dialog.getByLabel('You pay')).toBeFocused()
    await page.keyboard.type('100')
    const onramp = new OnRampPage(modal)
    await expect.poll(() => onramp.quoteList().getByRole('button').count()).toBe(4)
    const [first] = await onramp.shownQuotes()
    await tabTo(page, (n) => n.startsWith('Buy with '))
    const popup = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const window = await popup
    await window.waitForURL((url) => url.href.startsWith(SANDBOX))
    const before = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    // The checkout page focuses Pay.
    await expect(window.getByRole('button', { name: 'Pay', exact: true })).toBeFocused()
    await window.keyboard.press('Enter')
    await expect(window.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 20_000 })
    // The result takes focus in the modal; the buyer closes the provider's window (Ctrl+W) and is back there.
    await expect.poll(() => focused(page), { timeout: 20_000 }).toBe('Back to account')
    await window.close()
    await page.bringToFront()
    await expect(modal.dialog.getByRole('button', { name: 'Back to account', exact: true })).toBeFocused()
    expect((await erc20BalanceOf(anvil.a.public, USDC.address, ME)) - before).toBe(parseUnits(figure(first!.amount), 6))
    await page.keyboard.press('Enter')
    await modal.expectView('Account')

    // A host may open the views by name.
    for (const [view, title] of [
      ['OnRampTokenSelect', 'Select Token'],
      ['OnRampFiatSelect', 'Select Currency'],
      ['OnRampProviders', 'Buy Crypto'],
    ] as const) {
      await modal.call('open', { view })
      await modal.expectView(title)
      expect((await modal.getState()).view).toBe(view)
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    // One test per group of states: a sweep of all six under one 30 s budget ran out of
    // time on a loaded machine. Each test reaches its states on its own.
    test(`axe finds no violations on OnRampTokenSelect and OnRampProviders (refusal, quotes) (${theme})`, async ({
      page,
    }) => {
      const { modal, onramp } = await connected(page, `/?theme=${theme}`)
      await onramp.open()
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      await expectNoAxeViolations(page, `OnRampTokenSelect (${theme})`)
      await onramp.choose(USDC_ID)
      await onramp.amount().fill('5')
      await expect(onramp.help()).toHaveText('Minimum amount is 10.00 USD')
      await expectNoAxeViolations(page, `OnRampProviders, refused amount (${theme})`)
      await onramp.quotesFor('100', 4)
      await expectNoAxeViolations(page, `OnRampProviders, quotes (${theme})`)
    })

    test(`axe finds no violations on OnRampProviders in progress and done (${theme})`, async ({ page }) => {
      const { modal, onramp } = await connected(page, `/?theme=${theme}`)
      await onramp.open()
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      await onramp.choose(USDC_ID)
      const quotes = await onramp.quotesFor('100', 4)
      const window = await onramp.checkout(quotes[0]!.provider, SANDBOX)
      await expect(modal.dialog.getByText('Waiting for the payment…', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, `OnRampProviders, in progress (${theme})`)
      await OnRampPage.pay(window)
      await onramp.expectSuccess()
      await expectNoAxeViolations(page, `OnRampProviders, done (${theme})`)
    })

    test(`axe finds no violations on OnRampProviders failed and OnRampFiatSelect (${theme})`, async ({ page }) => {
      const { modal, onramp } = await connected(page, `/?theme=${theme}`)
      await onramp.open()
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      await onramp.choose(USDC_ID)
      await onramp.quotesFor('20', 4)
      const cancelled = await onramp.checkout('widget', SANDBOX)
      await cancelled.getByRole('button', { name: 'Cancel', exact: true }).click()
      await expect(modal.dialog.getByText('The purchase did not go through', { exact: true })).toBeVisible({
        timeout: 20_000,
      })
      await expectNoAxeViolations(page, `OnRampProviders, failed (${theme})`)
      await modal.call('open', { view: 'OnRampFiatSelect' })
      await modal.expectView('Select Currency')
      await expect(modal.dialog.getByRole('list', { name: 'Currencies' })).toBeVisible()
      await expectNoAxeViolations(page, `OnRampFiatSelect (${theme})`)
    })
  }
})
