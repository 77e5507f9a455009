import type { Locator, Page } from '@playwright/test'
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseEther,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { COMPILED_CONTRACTS } from '../src/testing/stack/evm/compiledContracts.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../src/testing/wallets/evm/anvilDevKeys.js'
import { DEMO_TOKENS, erc20BalanceOf, expect, test, transferErc20, type AnvilChain } from './fixtures.js'
import { emailUser } from './pages/EmailLoginPage.js'
import { expectNoAxeViolations } from './support/axe.js'
import { restartBundlers } from './support/bundlers.js'
import { evmRequest } from './support/evmRequest.js'

// What the signer frame shows before Approve, as the user reads it: token amounts in the token's own
// symbol and decimals (read by the frame from the operator's RPC, here the anvil, never from the host
// page), and a batch whose last call sits below the fold of the details box cannot be approved until
// it has been scrolled into view.

const SMART = '/?account-type=smartAccount'
const USDC = DEMO_TOKENS(31337)[0]!
/** The texts of the Approve screen's hint (src/signer/ui/screens.ts). */
const SCROLL_HINT = 'Scroll to the end of the request details: Approve unlocks once you have seen all of it.'
const UNLOCKED_HINT = 'Check the details, then approve or reject.'

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
/** A row's text as the frame writes it; addresses in whichever case the row prints them. */
const rowText = (text: string) => new RegExp(`^${text.replace(/[()$.]/g, '\\$&')}$`, 'i')

/** The attacker's batch: five 1 USDC transfers to plausible recipients, then, last, an unlimited USDC approval to `attacker`. */
function batchHidingApproval(from: Address, recipients: Address[], attacker: Address) {
  const transfer = (to: Address) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_000_000n] })
  return {
    version: '2.0.0',
    chainId: '0x7a69',
    from,
    atomicRequired: true,
    calls: [
      ...recipients.map((to) => ({ to: USDC.address, data: transfer(to) })),
      {
        to: USDC.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [attacker, maxUint256] }),
      },
    ],
  }
}

/**
 * The attacker's own ERC-20 on anvil A (the stack's DemoToken code, deployed by dev account 9) with
 * the `symbol` and `decimals` it chooses, all of its `supply` (base units) held by `holder`.
 */
async function deployToken(chain: AnvilChain, symbol: string, decimals: number, holder: Address, supply: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[9]!),
    chain: chain.chain,
    transport: http(chain.url),
  })
  const { abi, bytecode } = COMPILED_CONTRACTS.contracts.DemoToken
  const hash = await wallet.deployContract({
    abi: abi as Abi,
    bytecode: bytecode as Hex,
    args: [`Token ${symbol}`, symbol, decimals, holder, supply],
  })
  const receipt = await chain.public.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return getAddress(receipt.contractAddress!)
}

/** Presses Tab (at most 20 times) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const focused = () => target.evaluate((el) => el === document.activeElement)
  for (let i = 0; i < 20 && !(await focused()); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

const allowance = (chain: AnvilChain, owner: Address, spender: Address) =>
  chain.public.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })

test.describe('the signer frame before Approve: token amounts in their symbol, and no call below the fold', () => {
  test('an EOA email user’s USDC send shows “1.5 USDC” on the Approve screen (symbol and decimals read by the frame)', async ({
    page,
    request,
    anvil,
  }) => {
    const { login, address } = await emailUser(page, request, '/', 'batch-review')
    await anvil.a.test.setBalance({ address, value: parseEther('1') })
    await transferErc20(anvil.a, USDC.address, address, 5_000_000n)
    const to = freshAddress()

    const { dialog } = login.modal
    await login.modal.call('open')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    await login.modal.pickToken('Token', 'USDC')
    await dialog.getByLabel('Amount').fill('1.5')
    await dialog.getByLabel('Receiver address').fill(to)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()

    await login.modal.expectView('Approve Transaction')
    const frame = login.signer()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send transaction')
    await expect(frame.locator('dd', { hasText: 'USDC' })).toHaveText(
      rowText(`1.5 USDC (token ${USDC.address}) to ${to}`),
    )
    await expect(frame.getByText('base units')).toHaveCount(0)
    await login.approve('Send transaction')
    await login.modal.expectView('Account')
    await expect.poll(() => erc20BalanceOf(anvil.a.public, USDC.address, to)).toBe(1_500_000n)
  })

  test('attacker: a token of a dapp’s own naming cannot pass for USDC: its row names its own contract, and an inflated decimals or a symbol with hidden characters shows base units', async ({
    page,
    request,
    anvil,
  }) => {
    // An email login, three tokens deployed, three Approve screens rejected.
    test.setTimeout(90_000)
    const { login, address } = await emailUser(page, request, '/', 'hostile-token')
    await anvil.a.test.setBalance({ address, value: parseEther('1') })
    const victim = freshAddress()
    // An impostor claiming USDC's symbol and decimals; one claiming 40 decimals, so that 10^40 base units
    // would read as "1 USDC"; one whose symbol hides a right-to-left override (U+202E) that would
    // reverse the text after it.
    const impostor = await deployToken(anvil.a, 'USDC', 6, address, 10n ** 12n)
    const inflated = await deployToken(anvil.a, 'USDC', 40, address, 10n ** 41n)
    const hidden = await deployToken(anvil.a, 'USDC\u202E', 6, address, 10n ** 12n)
    const cases: [Address, bigint, string][] = [
      [impostor, 1_000_000n, `1 USDC (token ${impostor}) to ${victim}`],
      [inflated, 10n ** 40n, `${10n ** 40n} base units of token ${inflated} to ${victim}`],
      [hidden, 1_000_000n, `1000000 base units of token ${hidden} to ${victim}`],
    ]
    for (const [token, amount, row] of cases) {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [victim, amount] })
      const sent = evmRequest(page, 'eth_sendTransaction', [{ from: address, to: token, data }])
      await login.modal.expectView('Approve Transaction')
      const frame = login.signer()
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send transaction')
      // The transfer's row names the token the call goes to; the real USDC's address is nowhere on the screen.
      await expect(frame.locator('dd', { hasText: victim })).toHaveText(rowText(row))
      await expect(frame.getByText(USDC.address, { exact: false })).toHaveCount(0)
      await login.reject('Send transaction')
      expect((await sent).error).toMatchObject({ code: 4001 })
      expect(await erc20BalanceOf(anvil.a.public, token, victim)).toBe(0n)
    }

    // The control: the real USDC's row reads in USDC with its own address.
    await transferErc20(anvil.a, USDC.address, address, 2_000_000n)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [victim, 2_000_000n] })
    const sent = evmRequest(page, 'eth_sendTransaction', [{ from: address, to: USDC.address, data }])
    await login.modal.expectView('Approve Transaction')
    await expect(login.signer().locator('dd', { hasText: victim })).toHaveText(
      rowText(`2 USDC (token ${USDC.address}) to ${victim}`),
    )
    await login.approve('Send transaction')
    expect((await sent).result).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, victim)).toBe(2_000_000n)
  })

  test('attacker: a batch’s last call, an unlimited USDC approval below the fold, cannot be approved unseen; scrolled to it by keyboard, it can', async ({
    page,
    request,
    anvil,
  }) => {
    // An email login, two axe passes, the frame's Approve and a bundle through the bundler.
    test.setTimeout(120_000)
    await restartBundlers(request)
    const { login, address } = await emailUser(page, request, SMART, 'batch-review')
    await expect.poll(async () => (await login.modal.getState()).preferredAccountType).toBe('smartAccount')
    await transferErc20(anvil.a, USDC.address, address, 10_000_000n)
    const recipients = Array.from({ length: 5 }, freshAddress)
    const attacker = freshAddress()

    const sent = evmRequest<{ id: Hex }>(page, 'wallet_sendCalls', [batchHidingApproval(address, recipients, attacker)])
    await login.modal.expectView('Approve Transaction')
    const frame = login.signer()
    // The title says how many calls there are.
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send 6 calls')
    const details = frame.getByRole('region', { name: 'Request details' })
    const approve = frame.getByRole('button', { name: 'Approve' })
    const harmful = details.locator('dd', { hasText: 'may spend' })
    await expect(harmful).toHaveText(
      rowText(`${attacker} may spend an unlimited amount of USDC (token ${USDC.address})`),
    )
    await expect(details.locator('dd', { hasText: recipients[0]! })).toHaveText(
      rowText(`1 USDC (token ${USDC.address}) to ${recipients[0]}`),
    )

    // The window is fully visible (the hint moved past its visibility step), yet Approve stays
    // disabled while the approval sits below the fold; screen readers hear why, on Approve and on the box.
    await login.frameAtRest()
    await expect(frame.locator('#approve-hint')).toHaveText(SCROLL_HINT)
    await expect(harmful).not.toBeInViewport()
    await expect(approve).toBeDisabled()
    await expect(approve).toHaveAccessibleDescription(SCROLL_HINT)
    await expect(details).toHaveAccessibleDescription(SCROLL_HINT)
    await expectNoAxeViolations(page, 'Approve (batch, not yet scrolled, light)', undefined, { requireFrame: true })
    await login.modal.setOptions({ themeMode: 'dark' })
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectNoAxeViolations(page, 'Approve (batch, not yet scrolled, dark)', undefined, { requireFrame: true })
    await login.modal.setOptions({ themeMode: 'light' })
    // A click on it (a real pointer, forced past Playwright's own check) does nothing.
    await approve.click({ force: true })
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Send 6 calls')
    await expect(approve).toBeDisabled()
    expect(await allowance(anvil.a, address, attacker)).toBe(0n)

    // The honest journey, by keyboard: Tab to the details box (focusable, named), End scrolls it to its
    // end; the approval is in view, and only then Approve unlocks.
    await tabTo(page, details)
    await page.keyboard.press('End')
    await expect(harmful).toBeInViewport()
    await expect(frame.locator('#approve-hint')).toHaveText(UNLOCKED_HINT)
    await expect(approve).toBeEnabled()
    await login.frameAtRest()
    await approve.click()

    const { result } = await sent
    expect(result?.id).toBeTruthy()
    await expect
      .poll(
        async () => (await evmRequest<{ status: number }>(page, 'wallet_getCallsStatus', [result!.id])).result?.status,
      )
      .toBe(200)
    expect(await allowance(anvil.a, address, attacker)).toBe(maxUint256)
    for (const to of recipients) expect(await erc20BalanceOf(anvil.a.public, USDC.address, to)).toBe(1_000_000n)
  })
})
