import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO_TOKENS, erc20BalanceOf, expect, test, transferErc20, type AnvilChain } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'
import { expectNoAxeViolations } from './support/axe.js'
import { restartBundlers } from './support/bundlers.js'
import { evmRequest } from './support/evmRequest.js'
import { createProject, DEMO_ORIGIN } from './support/project.js'

// The embedded wallet as an EIP-7702 smart account in the browser: the demo page's
// `?account-type=smartAccount` sets `embeddedWallet.preferredAccountType`, and the stack gives each
// anvil its bundler (Alto) and the demo's paymaster service (/api/paymaster: USDC transfer sponsored,
// DEMO transfer not). `?paymaster=none` leaves the paymaster out.

const SMART = '/?account-type=smartAccount'
const USDC = DEMO_TOKENS(31337)[0]!
const DEMO = DEMO_TOKENS(31337)[1]!
/** The texts the provider gives (smartAccount/walletCalls.ts, src/server/paymaster/refusals.ts), shown as they are. */
const FEE_CANNOT_BE_PAID =
  'The network fee cannot be paid: the smart account holds too little ETH and no paymaster sponsors this call'
const DEMO_TRANSFER_REFUSED = `This call is not sponsored: function 0xa9059cbb of contract ${DEMO.address} is not allowed`
/** The refusal as the paymaster writes it (the contract's address in whichever case it prints). */
const DEMO_TRANSFER_REFUSED_TEXT = new RegExp(`^${DEMO_TRANSFER_REFUSED}$`, 'i')

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** A `wallet_sendCalls` (EIP-5792 v2) request of one ERC-20 transfer on anvil A. */
function transferCall(from: Address, token: Address, to: Address, amount: bigint) {
  return {
    version: '2.0.0',
    chainId: '0x7a69',
    from,
    atomicRequired: true,
    calls: [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) }],
  }
}

/** Logs an email user in on `path` with the connect events recorded; resolves the user's EVM address, checked to hold 0 ETH. */
async function smartAccountLogin(login: EmailLoginPage, anvil: AnvilChain, path = SMART): Promise<Address> {
  await login.modal.goto(path)
  await login.page.evaluate(() => {
    const events: unknown[] = []
    ;(window as unknown as { connectEvents: unknown[] }).connectEvents = events
    document
      .querySelector('wallet-modal')!
      .addEventListener('wallet-modal:connect', (event) => events.push((event as CustomEvent).detail))
  })
  const state = await login.login(uniqueEmail('smart-account'))
  const address = state.accounts!.eip155!.address as Address
  expect(await anvil.public.getBalance({ address })).toBe(0n)
  return address
}

/** The account is a smart account: getState() says so, and the provider reports atomic batching on anvil A (EIP-5792). */
async function expectSmartAccount(login: EmailLoginPage, address: Address): Promise<void> {
  await expect.poll(async () => (await login.modal.getState()).preferredAccountType).toBe('smartAccount')
  const capabilities = await evmRequest(login.page, 'wallet_getCapabilities', [address])
  expect(capabilities.result).toMatchObject({ '0x7a69': { atomic: { status: 'supported' } } })
}

/** Opens Send and fills it: `symbol`, `amount`, `to`. */
async function fillSend(login: EmailLoginPage, symbol: string, amount: string, to: Address): Promise<void> {
  const { dialog } = login.modal
  if (!(await dialog.isVisible())) await login.modal.call('open')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByLabel('Token', { exact: true })).toBeEnabled()
  await login.modal.pickToken('Token', symbol)
  await dialog.getByLabel('Amount').fill(amount)
  await dialog.getByLabel('Receiver address').fill(to)
}

/** axe over the Send view as it is, in light then dark (and back to light). */
async function expectSendViewAccessible(login: EmailLoginPage, label: string): Promise<void> {
  await expectNoAxeViolations(login.page, `${label} (light)`)
  await login.modal.setOptions({ themeMode: 'dark' })
  await expectNoAxeViolations(login.page, `${label} (dark)`)
  await login.modal.setOptions({ themeMode: 'light' })
}

test.describe('the embedded wallet as a smart account (EIP-7702, ERC-4337 through the stack’s bundler)', () => {
  test.setTimeout(120_000)

  test('with 0 ETH, USDC sent through Send is sponsored; the account is deployed by it; wallet_sendCalls and wallet_getCallsStatus work from page JS', async ({
    page,
    request,
    anvil,
  }) => {
    await restartBundlers(request)
    const login = new EmailLoginPage(page, request)
    const address = await smartAccountLogin(login, anvil.a)
    await expect
      .poll(async () => {
        const state = await login.modal.getState()
        return [state.preferredAccountType, state.smartAccountDeployed]
      })
      .toEqual(['smartAccount', false])
    expect(await page.evaluate(() => (window as unknown as { connectEvents: unknown[] }).connectEvents)).toEqual([
      expect.objectContaining({ connectorId: 'auth', preferredAccountType: 'smartAccount' }),
    ])
    await transferErc20(anvil.a, USDC.address, address, 25_000_000n)

    const to = freshAddress()
    await fillSend(login, 'USDC', '10', to)
    await expect(login.modal.dialog.getByTestId('send-fee-sponsored')).toHaveText('Network fee: sponsored')
    await expectSendViewAccessible(login, 'Send (sponsored)')
    await login.modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await login.approve('Send call')
    await login.modal.expectView('Account')
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, to)).toBe(10_000_000n)
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, address)).toBe(15_000_000n)
    expect(await anvil.a.public.getBalance({ address })).toBe(0n)
    await expect.poll(async () => (await login.modal.getState()).smartAccountDeployed).toBe(true)
    await login.modal.call('close')

    // A host's own batch call, then its status, through getProvider('eip155').
    const sent = evmRequest<Record<string, unknown>>(page, 'wallet_sendCalls', [
      transferCall(address, USDC.address, to, 2_000_000n),
    ])
    await login.approve('Send call')
    const { result } = await sent
    const id = result!.id as Hex
    let status: Record<string, unknown> = {}
    await expect
      .poll(async () => {
        status = (await evmRequest<Record<string, unknown>>(page, 'wallet_getCallsStatus', [id])).result ?? {}
        return status.status
      })
      .toBe(200)
    const [receipt] = status.receipts as { status: Hex; transactionHash: Hex }[]
    expect(receipt!.status).toBe('0x1')
    expect((await anvil.a.public.getTransactionReceipt({ hash: receipt!.transactionHash })).status).toBe('success')
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, to)).toBe(12_000_000n)

    // Another network and back: the account stays a smart account, deployed on anvil A only.
    await login.modal.switchNetwork('Anvil B')
    await expect
      .poll(async () => {
        const state = await login.modal.getState()
        return [state.caipNetworkId, state.preferredAccountType, state.smartAccountDeployed]
      })
      .toEqual(['eip155:31338', 'smartAccount', false])
    await login.modal.switchNetwork('Anvil A')
    await expect
      .poll(async () => {
        const state = await login.modal.getState()
        return [state.caipNetworkId, state.preferredAccountType, state.smartAccountDeployed]
      })
      .toEqual(['eip155:31337', 'smartAccount', true])
  })

  test('a call outside the paymaster’s policy is refused with its reason, the form kept, nothing sent', async ({
    page,
    request,
    anvil,
  }) => {
    const login = new EmailLoginPage(page, request)
    const address = await smartAccountLogin(login, anvil.a)
    await transferErc20(anvil.a, DEMO.address, address, 5n * 10n ** 18n)
    const to = freshAddress()

    // Send of DEMO, whose transfer the demo's policy does not sponsor.
    await fillSend(login, 'DEMO', '2', to)
    await expect(login.modal.dialog.getByTestId('send-fee-sponsored')).toHaveText('Network fee: sponsored')
    await login.modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(login.modal.dialog.getByRole('alert')).toHaveText(DEMO_TRANSFER_REFUSED_TEXT)
    await expect(login.modal.dialog.getByLabel('Amount')).toHaveValue('2')
    await expect(login.modal.dialog.getByLabel('Receiver address')).toHaveValue(to)
    await expectSendViewAccessible(login, 'Send (refused by the paymaster)')
    expect(await erc20BalanceOf(anvil.a.public, DEMO.address, to)).toBe(0n)
    expect(await erc20BalanceOf(anvil.a.public, DEMO.address, address)).toBe(5n * 10n ** 18n)

    // The same from page JS: the paymaster's refusal as the JSON-RPC error.
    const refused = await evmRequest(page, 'wallet_sendCalls', [transferCall(address, DEMO.address, to, 10n ** 18n)])
    expect(refused.error).toEqual({ code: -32001, message: expect.stringMatching(DEMO_TRANSFER_REFUSED_TEXT) })
    expect(await erc20BalanceOf(anvil.a.public, DEMO.address, to)).toBe(0n)
    expect(await anvil.a.public.getCode({ address })).toBeUndefined()
  })

  test('without a paymaster, 0 ETH cannot pay the fee: Send says so and nothing is sent', async ({
    page,
    request,
    anvil,
  }) => {
    const login = new EmailLoginPage(page, request)
    const address = await smartAccountLogin(login, anvil.a, `${SMART}&paymaster=none`)
    await expect.poll(async () => (await login.modal.getState()).preferredAccountType).toBe('smartAccount')
    await transferErc20(anvil.a, USDC.address, address, 5_000_000n)
    const to = freshAddress()

    await fillSend(login, 'USDC', '1', to)
    await login.modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(login.modal.dialog.getByRole('alert')).toHaveText(FEE_CANNOT_BE_PAID)
    await expect(login.modal.dialog.getByTestId('send-fee-sponsored')).toBeHidden()
    await expect(login.modal.dialog.getByLabel('Amount')).toHaveValue('1')
    await expectSendViewAccessible(login, 'Send (fee cannot be paid)')
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, to)).toBe(0n)
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, address)).toBe(5_000_000n)
  })

  test('a disallowed method is still refused with its error and the toast', async ({ page, request, anvil }) => {
    const login = new EmailLoginPage(page, request)
    const address = await smartAccountLogin(login, anvil.a)
    await expect.poll(async () => (await login.modal.getState()).preferredAccountType).toBe('smartAccount')

    // The Send view first: the toast below would sit over it while its theme changes.
    await transferErc20(anvil.a, USDC.address, address, 1_000_000n)
    await fillSend(login, 'USDC', '1', freshAddress())
    await expect(login.modal.dialog.getByTestId('send-fee-sponsored')).toHaveText('Network fee: sponsored')
    await expectSendViewAccessible(login, 'Send (smart account)')
    await login.modal.call('close')

    const refused = await evmRequest(page, 'eth_sign', [address, '0x68656c6c6f'])
    expect(refused.error).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(login.modal.element.getByRole('alert')).toHaveText('Action not allowed')
  })

  test('the project’s remote config makes the email wallet a smart account where the host set no type', async ({
    page,
    request,
    anvil,
  }) => {
    const projectId = await createProject({
      allowedOrigins: [DEMO_ORIGIN],
      embeddedWallet: { preferredAccountType: 'smartAccount' },
    })
    const login = new EmailLoginPage(page, request)
    const address = await smartAccountLogin(login, anvil.a, `/?project=${projectId}`)
    await expectSmartAccount(login, address)
    await transferErc20(anvil.a, USDC.address, address, 1_000_000n)
    await fillSend(login, 'USDC', '1', freshAddress())
    await expect(login.modal.dialog.getByTestId('send-fee-sponsored')).toHaveText('Network fee: sponsored')
  })

  test('the host’s option comes before the project’s: a project saying eoa leaves the host’s smart account', async ({
    page,
    request,
    anvil,
  }) => {
    const projectId = await createProject({
      allowedOrigins: [DEMO_ORIGIN],
      embeddedWallet: { preferredAccountType: 'eoa' },
    })
    const login = new EmailLoginPage(page, request)
    const address = await smartAccountLogin(login, anvil.a, `${SMART}&project=${projectId}`)
    await expectSmartAccount(login, address)
  })
})
