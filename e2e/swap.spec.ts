import type { Page } from '@playwright/test'
import { createWalletClient, http, parseAbi, parseEther, parseUnits } from 'viem'
import { UNISWAP_V2_ADDRESSES } from '../src/testing/stack/evm/uniswapV2Addresses.js'
import { DEMO_TOKENS, DEV_ACCOUNTS, erc20BalanceOf, expect, test, type AnvilChain } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { shownAmount, SwapPage } from './pages/SwapPage.js'
import { expectNoAxeViolations } from './support/axe.js'

const TOKENS = DEMO_TOKENS(31337)
const USDC = TOKENS[0]!
const DEMO = TOKENS[1]!
const ME = DEV_ACCOUNTS[0]!
const STALE = 'The price moved since this quote, so the swap was not made. Review the new quote and try again.'

/** Another trader (dev account 5, unlocked on anvil) buys USDC with `eth` ETH, moving the ETH/USDC pool. */
async function movePool(chain: AnvilChain, eth: string) {
  const wallet = createWalletClient({ account: DEV_ACCOUNTS[5]!, chain: chain.chain, transport: http(chain.url) })
  const abi = parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  ])
  const { request } = await chain.public.simulateContract({
    account: DEV_ACCOUNTS[5]!,
    address: UNISWAP_V2_ADDRESSES.router,
    abi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [UNISWAP_V2_ADDRESSES.weth, USDC.address], DEV_ACCOUNTS[5]!, 2n ** 40n],
    value: parseEther(eth),
  })
  // An explicit limit: an estimate made at the last block's timestamp leaves out the pair's price
  // accumulator writes that a later block's trade does.
  const hash = await wallet.writeContract({ ...request, gas: 300_000n })
  expect((await chain.public.waitForTransactionReceipt({ hash })).status).toBe('success')
}

async function connected(page: Page, path = '/') {
  const modal = new ModalPage(page)
  await modal.goto(path)
  await modal.connectDemoWallet()
  return { modal, swap: new SwapPage(modal) }
}

test.describe('Swap (Uniswap V2 on anvil through the local convert service)', () => {
  test('ETH → USDC, then USDC → DEMO twice: at least the shown minimum arrives, and USDC is approved once', async ({
    page,
    anvil,
  }) => {
    // Three swaps (five transactions) in one journey, since "approved once" spans two of them: three tests' work.
    test.slow()
    const { modal, swap } = await connected(page)
    const nonce = () => anvil.a.public.getTransactionCount({ address: ME, blockTag: 'latest' })

    await swap.open()
    await swap.enter('ETH', USDC.symbol, '0.5')
    await expect(swap.summary('Price impact')).toHaveText(/^\d+\.\d\d%$/)
    await expect(swap.summary('Network fee')).toHaveText(/^\d+(\.\d+)? ETH$/)
    await expect(swap.quote().getByText('Slippage tolerance 1%', { exact: true })).toBeVisible()
    const ethBefore = await anvil.a.public.getBalance({ address: ME })
    const usdcBefore = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    const minimumUsdc = await swap.review()
    await expect(modal.dialog.getByText('USDC needs a one-time approval before the swap', { exact: true })).toHaveCount(
      0,
    )
    await swap.confirm()
    await swap.expectDone()
    const usdcAfter = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    expect(usdcAfter - usdcBefore).toBeGreaterThanOrEqual(shownAmount(minimumUsdc, 6))
    expect(shownAmount(minimumUsdc, 6)).toBeGreaterThan(0n)
    expect(ethBefore - (await anvil.a.public.getBalance({ address: ME }))).toBeGreaterThanOrEqual(parseEther('0.5'))

    // USDC → DEMO: the first asks for the approval (two transactions), the second does not (one).
    for (const [amount, approves] of [
      ['100', true],
      ['50', false],
    ] as const) {
      await modal.dialog.getByRole('button', { name: 'Back to account', exact: true }).click()
      await swap.open()
      await swap.enter(USDC.symbol, DEMO.symbol, amount)
      const demoBefore = await erc20BalanceOf(anvil.a.public, DEMO.address, ME)
      const usdcBeforeSwap = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
      const nonceBefore = await nonce()
      const minimumDemo = await swap.review()
      await expect(
        modal.dialog.getByText('USDC needs a one-time approval before the swap', { exact: true }),
      ).toHaveCount(approves ? 1 : 0)
      await swap.confirm()
      await swap.expectDone()
      expect((await erc20BalanceOf(anvil.a.public, DEMO.address, ME)) - demoBefore).toBeGreaterThanOrEqual(
        shownAmount(minimumDemo, 18),
      )
      expect(usdcBeforeSwap - (await erc20BalanceOf(anvil.a.public, USDC.address, ME))).toBe(parseUnits(amount, 6))
      expect((await nonce()) - nonceBefore).toBe(approves ? 2 : 1)
    }
  })

  test('a quote made stale by another trade gives a clear error and keeps the input', async ({ page, anvil }) => {
    const { modal, swap } = await connected(page)
    await swap.open()
    await swap.enter('ETH', USDC.symbol, '1')
    await swap.review()
    const usdcBefore = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    await movePool(anvil.a, '30')
    await swap.confirm()
    await expect(modal.dialog.getByRole('alert')).toHaveText(STALE, { timeout: 20_000 })
    await expect(modal.dialog.getByLabel('Amount')).toHaveValue('1')
    await expect(modal.dialog.getByLabel('You pay')).toContainText('ETH')
    await expect(modal.dialog.getByLabel('You receive')).toContainText(USDC.symbol)
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, ME)).toBe(usdcBefore)
    // A fresh quote at the new price, and the swap then goes through.
    await expect(swap.quote()).toContainText('≈')
    await swap.review()
    await swap.confirm()
    await swap.expectDone()
  })

  test("'Insufficient balance' for more than the account holds, with Review off", async ({ page }) => {
    const { modal, swap } = await connected(page)
    await swap.open()
    await modal.pickToken('You pay', DEMO.symbol)
    await modal.dialog.getByLabel('Amount').fill('1000.5')
    await expect(modal.dialog.getByText('Insufficient balance', { exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Review swap', exact: true })).toBeDisabled()
    await expect(modal.dialog.getByLabel('Amount')).toHaveValue('1000.5')
  })

  test('keyboard alone completes a swap', async ({ page, anvil }) => {
    const { modal } = await connected(page)
    await modal.call('open')
    await modal.expectView('Account')
    const swapButton = modal.dialog.getByRole('button', { name: 'Swap', exact: true })
    for (
      let i = 0;
      i < 20 && !(await swapButton.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement));
      i++
    )
      await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await modal.expectView('Swap')
    // The amount has focus; the default pair is ETH → USDC.
    await expect(modal.dialog.getByLabel('Amount')).toBeFocused()
    await page.keyboard.type('0.1')
    await expect(modal.dialog.getByTestId('swap-quote')).toContainText('≈')
    const usdcBefore = await erc20BalanceOf(anvil.a.public, USDC.address, ME)
    await page.keyboard.press('Enter')
    await expect(modal.dialog.getByRole('button', { name: 'Confirm swap', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(modal.dialog.getByRole('button', { name: 'Back to account', exact: true })).toBeFocused({
      timeout: 20_000,
    })
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, ME)).toBeGreaterThan(usdcBefore)
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on Swap and its preview (${theme})`, async ({ page }) => {
      const { modal, swap } = await connected(page, `/?theme=${theme}`)
      await swap.open()
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      await swap.enter('ETH', USDC.symbol, '0.25')
      await expectNoAxeViolations(page, `Swap (${theme})`)
      await swap.review()
      await expectNoAxeViolations(page, `Swap preview (${theme})`)
    })
  }
})
