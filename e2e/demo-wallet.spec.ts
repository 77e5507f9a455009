import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { toHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { DEV_ACCOUNTS, expect, test } from './fixtures.js'

// The Demo Wallet on its own, in the demo page: it must work before the modal exists
// (the page's /dist/wallet-modal.js may still 404).

test.beforeEach(async ({ page, demoWallet }) => {
  await page.goto('/')
  await demoWallet.ready()
})

test('announces itself via EIP-6963 and as window.ethereum', async ({ page, demoWallet }) => {
  const announced = await demoWallet.announcements()

  const info = announced.find((candidate) => candidate.rdns === 'dev.wallet-modal.demo')
  expect(info).toMatchObject({ name: 'Demo Wallet', rdns: 'dev.wallet-modal.demo' })
  expect(info?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(info?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  const isLegacyProvider = await page.evaluate(() => {
    const page = window as unknown as { ethereum?: unknown; demoWallet: { provider: unknown } }
    return page.ethereum === page.demoWallet.provider
  })
  expect(isLegacyProvider).toBe(true)
})

test('eth_requestAccounts returns the first anvil account, remembered across a reload', async ({
  page,
  demoWallet,
}) => {
  expect(await demoWallet.call('eth_accounts')).toEqual([])

  expect(await demoWallet.call('eth_requestAccounts')).toEqual([DEV_ACCOUNTS[0]])

  await page.reload()
  expect(await demoWallet.call('eth_accounts')).toEqual([DEV_ACCOUNTS[0]])
  expect(await demoWallet.methods()).toEqual(['eth_accounts'])
})

test('in reject mode, connecting fails with EIP-1193 code 4001', async ({ demoWallet }) => {
  await demoWallet.setMode('reject')

  const outcome = await demoWallet.request('eth_requestAccounts')

  expect(outcome).toEqual({
    ok: false,
    error: { code: 4001, message: 'User rejected the request.', isError: true },
  })
  expect(await demoWallet.call('eth_accounts')).toEqual([])
})

test('in delay mode, a prompt waits before it is approved', async ({ demoWallet }) => {
  await demoWallet.setMode('delay', 400)

  const connecting = demoWallet.request('eth_requestAccounts')
  await expect.poll(() => demoWallet.pendingPrompts()).toBe(1)

  expect(await connecting).toEqual({ ok: true, result: [DEV_ACCOUNTS[0]] })
  expect(await demoWallet.pendingPrompts()).toBe(0)
})

test('personal_sign produces a signature viem verifies', async ({ demoWallet }) => {
  const [address] = await demoWallet.call<Hex[]>('eth_requestAccounts')
  const message = 'Sign in to the wallet-modal demo'

  const signature = await demoWallet.call<Hex>('personal_sign', [toHex(message), address])

  expect(await verifyMessage({ address: address!, message, signature })).toBe(true)
})

test('eth_signTypedData_v4 produces a signature viem verifies', async ({ demoWallet }) => {
  const [address] = await demoWallet.call<Hex[]>('eth_requestAccounts')
  const typedData = {
    domain: { name: 'wallet-modal demo', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const

  const signature = await demoWallet.call<Hex>('eth_signTypedData_v4', [address, JSON.stringify(typedData)])

  expect(await verifyTypedData({ address: address!, signature, ...typedData })).toBe(true)
})

test('eth_sendTransaction of an odd amount lands on anvil A', async ({ anvil, demoWallet }) => {
  const [from] = await demoWallet.call<Hex[]>('eth_requestAccounts')
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const amount = 1_234_567_890_123_456_789n // 1.234567890123456789 ETH
  const balanceOnB = await anvil.b.public.getBalance({ address: recipient })

  const hash = await demoWallet.call<Hex>('eth_sendTransaction', [{ from, to: recipient, value: toHex(amount) }])

  const receipt = await anvil.a.public.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await anvil.a.public.getBalance({ address: recipient })).toBe(amount)
  expect(await anvil.b.public.getBalance({ address: recipient })).toBe(balanceOnB)
})

test('wallet_switchEthereumChain moves to Anvil B and forwards reads there', async ({ anvil, demoWallet }) => {
  await demoWallet.captureEvents('chainChanged')
  const probe = privateKeyToAccount(generatePrivateKey()).address
  await anvil.b.test.setBalance({ address: probe, value: 4_242n })

  expect(await demoWallet.call('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()

  expect(await demoWallet.call('eth_chainId')).toBe('0x7a6a')
  expect(await demoWallet.capturedEvents('chainChanged')).toEqual(['0x7a6a'])
  expect(await demoWallet.call('eth_getBalance', [probe, 'latest'])).toBe(toHex(4_242n))
})

test('wallet_switchEthereumChain to an unknown chain fails with 4902', async ({ demoWallet }) => {
  const outcome = await demoWallet.request('wallet_switchEthereumChain', [{ chainId: '0x1' }])

  expect(outcome.ok).toBe(false)
  expect(outcome.ok ? undefined : outcome.error.code).toBe(4902)
  expect(await demoWallet.call('eth_chainId')).toBe('0x7a69')
})

test('the control API can move the wallet to a chain it does not know', async ({ demoWallet }) => {
  await demoWallet.captureEvents('chainChanged')

  await demoWallet.switchChain(1)

  expect(await demoWallet.call('eth_chainId')).toBe('0x1')
  expect(await demoWallet.capturedEvents('chainChanged')).toEqual(['0x1'])
  const read = await demoWallet.request('eth_blockNumber')
  expect(read.ok ? undefined : read.error.code).toBe(4901)
})

test('wallet_addEthereumChain adds a chain and moves to it, as MetaMask does', async ({ anvil, demoWallet }) => {
  const params = [
    {
      chainId: '0x7a6b',
      chainName: 'Anvil C',
      rpcUrls: [anvil.b.url],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ]

  expect(await demoWallet.call('wallet_addEthereumChain', params)).toBeNull()

  expect(await demoWallet.chainId()).toBe(31339)
  const withoutRpc = await demoWallet.request('wallet_addEthereumChain', [{ chainId: '0x7a6c', rpcUrls: [] }])
  expect(withoutRpc.ok ? undefined : withoutRpc.error.code).toBe(-32602)
})
