import type { Page } from '@playwright/test'
import { erc20Abi, getAddress, type Hex, maxUint256, parseAbiItem, parseUnits } from 'viem'
import { ENTRY_POINT_V08 } from '../src/core/embedded/smartAccount.js'
import { UNISWAP_V2_ADDRESSES } from '../src/testing/stack/evm/uniswapV2Addresses.js'
import { DEMO_TOKENS, erc20BalanceOf, expect, test, transferErc20 } from './fixtures.js'
import { emailUser, type EmailLoginPage } from './pages/EmailLoginPage.js'
import { shownAmount, SwapPage } from './pages/SwapPage.js'
import { expectNoAxeViolations } from './support/axe.js'

const TOKENS = DEMO_TOKENS(31337)
const USDC = TOKENS[0]!
const DEMO = TOKENS[1]!
/** The demo page's email wallet as a smart account (EIP-7702) on the anvils, which have a bundler in this run. */
const SMART = '/?account-type=smartAccount'

const USER_OPERATION_EVENT = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
const APPROVAL = parseAbiItem('event Approval(address indexed owner, address indexed spender, uint256 value)')
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

/**
 * Waits until the anvil's bundler (Alto) has seen the operation `userOpHash` included: it frees its
 * executor only then, and the test's end reverts the chain, taking the bundle with it; an executor
 * still waiting for a reverted bundle would never send the next test's.
 */
async function bundlerSawIncluded(page: Page, userOpHash: Hex) {
  const bundlerUrl = await page.evaluate(
    () =>
      (
        window as unknown as { DEMO_CONFIG: { networks: { caipNetworkId: string; bundlerUrl?: string }[] } }
      ).DEMO_CONFIG.networks.find((n) => n.caipNetworkId === 'eip155:31337')?.bundlerUrl,
  )
  expect(bundlerUrl).toBeDefined()
  await expect
    .poll(async () => {
      const response = await fetch(bundlerUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pimlico_getUserOperationStatus', params: [userOpHash] }),
      })
      return ((await response.json()) as { result?: { status?: string } }).result?.status
    })
    .toBe('included')
}

/** The account's type as the modal's getState() reports it. */
const accountType = async (login: EmailLoginPage) => (await login.modal.getState()).preferredAccountType

/** `wallet_getCapabilities` of the connected EVM provider, from page JS (as a host's dapp code asks). */
function capabilities(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const modal = document.querySelector('wallet-modal') as unknown as {
      getProvider(ns: string): Promise<{ request(a: unknown): Promise<unknown> }>
    }
    return (await modal.getProvider('eip155')).request({ method: 'wallet_getCapabilities', params: [] })
  })
}

test.describe('the embedded smart account in the modal: approve + swap as one batch, the account type switch', () => {
  test('USDC → DEMO needing an approval: one Approve in the signer frame, the approval and the swap in one transaction, sponsored', async ({
    page,
    request,
    anvil,
  }) => {
    // An email login, a quote, the frame's Approve and a bundle through the bundler: ~10 s here.
    test.setTimeout(90_000)
    const { login, address } = await emailUser(page, request, SMART, 'smart-swap')
    await expect.poll(() => accountType(login)).toBe('smartAccount')
    const amount = parseUnits('25', 6)
    await transferErc20(anvil.a, USDC.address, address, amount * 2n, 3)
    expect(await anvil.a.public.getBalance({ address })).toBe(0n)
    expect(
      await anvil.a.public.readContract({
        address: USDC.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, UNISWAP_V2_ADDRESSES.router],
      }),
    ).toBe(0n)

    const swap = new SwapPage(login.modal)
    await swap.open()
    await swap.enter(USDC.symbol, DEMO.symbol, '25')
    const minimum = await swap.review()
    await expect(
      login.modal.dialog.getByText('USDC needs a one-time approval before the swap', { exact: true }),
    ).toBeVisible()
    const fromBlock = (await anvil.a.public.getBlockNumber()) + 1n
    const demoBefore = await erc20BalanceOf(anvil.a.public, DEMO.address, address)
    await swap.confirm()
    // One Approve, for both calls: the frame shows the batch as one UserOperation of two calls.
    await login.approve('Send 2 calls')
    await swap.expectDone()
    await expect(login.signer().getByRole('button', { name: 'Approve' })).toHaveCount(0)

    // On chain: the unlimited approval and the swap's USDC transfer are logs of the same transaction,
    // a bundle sent to EntryPoint v0.8 by the bundler (not by the user, who still holds no ETH).
    const toBlock = await anvil.a.public.getBlockNumber()
    const approvals = await anvil.a.public.getLogs({
      address: USDC.address,
      event: APPROVAL,
      args: { owner: address },
      fromBlock,
      toBlock,
    })
    const transfers = await anvil.a.public.getLogs({
      address: USDC.address,
      event: TRANSFER,
      args: { from: address },
      fromBlock,
      toBlock,
    })
    expect(approvals).toHaveLength(1)
    expect(approvals[0]!.args).toMatchObject({ spender: UNISWAP_V2_ADDRESSES.router, value: maxUint256 })
    expect(transfers).toHaveLength(1)
    expect(transfers[0]!.args.value).toBe(amount)
    expect(transfers[0]!.transactionHash).toBe(approvals[0]!.transactionHash)
    const bundle = await anvil.a.public.getTransaction({ hash: approvals[0]!.transactionHash! })
    expect(getAddress(bundle.to!)).toBe(getAddress(ENTRY_POINT_V08))
    expect(getAddress(bundle.from)).not.toBe(address)
    expect((await anvil.a.public.getTransactionReceipt({ hash: bundle.hash })).status).toBe('success')
    const [operation] = await anvil.a.public.getLogs({
      address: ENTRY_POINT_V08,
      event: USER_OPERATION_EVENT,
      args: { sender: address },
      blockHash: bundle.blockHash!,
    })
    expect(operation?.transactionHash).toBe(bundle.hash)
    expect(operation?.args.success).toBe(true)

    // Balances: exactly the amount of USDC left, at least the shown minimum of DEMO arrived, no ETH spent.
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, address)).toBe(amount)
    expect((await erc20BalanceOf(anvil.a.public, DEMO.address, address)) - demoBefore).toBeGreaterThanOrEqual(
      shownAmount(minimum, 18),
    )
    expect(shownAmount(minimum, 18)).toBeGreaterThan(0n)
    expect(await anvil.a.public.getBalance({ address })).toBe(0n)
    await expect.poll(async () => (await login.modal.getState()).smartAccountDeployed).toBe(true)
    await bundlerSawIncluded(page, operation!.args.userOpHash!)
  })

  test('the account type switches by keyboard between the smart account and the EOA; getState and the provider follow, and the choice survives a reload', async ({
    page,
    request,
  }) => {
    const { login, address } = await emailUser(page, request, SMART, 'smart-swap')
    await expect.poll(() => accountType(login)).toBe('smartAccount')
    await login.modal.call('open')
    await login.modal.expectView('Account')
    const dialog = login.modal.dialog
    const shown = dialog.getByTestId('account-type-value')
    await expect(shown).toHaveText('Smart account')

    const toEoa = dialog.getByRole('button', { name: 'Switch to EOA', exact: true })
    await login.modal.tabTo(toEoa)
    await page.keyboard.press('Enter')
    await expect(shown).toHaveText('EOA')
    await expect.poll(() => accountType(login)).toBe('eoa')
    expect(await capabilities(page)).toEqual({})
    // The same button, now the way back, keeps the focus.
    const toSmart = dialog.getByRole('button', { name: 'Switch to smart account', exact: true })
    await expect(toSmart).toBeFocused()
    await page.keyboard.press('Space')
    await expect(shown).toHaveText('Smart account')
    await expect.poll(() => accountType(login)).toBe('smartAccount')
    expect(await capabilities(page)).toMatchObject({ '0x7a69': { atomic: { status: 'supported' } } })
    await page.keyboard.press('Enter')
    await expect.poll(() => accountType(login)).toBe('eoa')

    await page.reload()
    await login.modal.waitReady()
    await expect.poll(async () => (await login.modal.getState()).status, { timeout: 20_000 }).toBe('connected')
    expect(getAddress((await login.modal.getState()).accounts!.eip155!.address!)).toBe(address)
    await expect.poll(() => accountType(login)).toBe('eoa')
    expect(await capabilities(page)).toEqual({})
    await login.modal.call('open')
    await login.modal.expectView('Account')
    await expect(login.modal.dialog.getByTestId('account-type-value')).toHaveText('EOA')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on Account with the account type row (${theme})`, async ({ page, request }) => {
      const { login } = await emailUser(page, request, `${SMART}&theme=${theme}`, 'smart-swap')
      await login.modal.call('open')
      await login.modal.expectView('Account')
      await expect(login.modal.dialog).toHaveAttribute('data-theme', theme)
      await expect(login.modal.dialog.getByTestId('account-type-value')).toHaveText('Smart account')
      await expectNoAxeViolations(page, `Account with the account type (${theme})`)
    })
  }
})
