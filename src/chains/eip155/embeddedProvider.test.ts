import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSigner, EMBEDDED_ACCOUNT, EVM_ADDRESS } from '../../actions/testContext.js'
import type { NetworkConfig } from '../../core/options.js'
import { APPROVAL_TIMEOUT_MS, createEmbeddedEvmProvider } from './embeddedProvider.js'

const NETWORKS: NetworkConfig[] = [
  { caipNetworkId: 'eip155:31337', name: 'Anvil A', rpcUrl: 'http://a.test/' },
  {
    caipNetworkId: 'eip155:31338',
    name: 'Anvil B',
    rpcUrl: 'http://b.test/',
    nativeCurrency: { name: 'Bee', symbol: 'BEE', decimals: 18 },
  },
]

/** A node behind every configured rpcUrl: records each JSON-RPC call with its URL and answers what filling a transaction asks. */
function stubNode() {
  const calls: { url: string; method: string; params: unknown[] }[] = []
  const answers: Record<string, unknown> = {
    eth_blockNumber: '0x10',
    eth_getTransactionCount: '0x7',
    eth_estimateGas: '0x5208',
    eth_maxPriorityFeePerGas: '0x3b9aca00',
    eth_getBlockByNumber: {
      baseFeePerGas: '0x3b9aca00',
      number: '0x10',
      hash: `0x${'1'.repeat(64)}`,
      timestamp: '0x1',
      transactions: [],
    },
    eth_sendRawTransaction: `0x${'ab'.repeat(32)}`,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
      calls.push({ url: String(input), method: body.method, params: body.params })
      return Response.json({ jsonrpc: '2.0', id: body.id, result: answers[body.method] ?? null })
    }),
  )
  return { calls }
}

function setup(options: { initialChainId?: number; signedIn?: boolean } = {}) {
  const signer = createFakeSigner()
  if (options.signedIn !== false) signer.setAccount(EMBEDDED_ACCOUNT)
  const onDisallowed = vi.fn()
  const provider = createEmbeddedEvmProvider({
    host: signer.host,
    networks: NETWORKS,
    onDisallowed,
    ...(options.initialChainId !== undefined ? { initialChainId: options.initialChainId } : {}),
  })
  return { signer, provider, onDisallowed }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the embedded EVM provider (spec section 6)', () => {
  it('starts on the selected network when configured, else on the first', async () => {
    expect(await setup({ initialChainId: 31338 }).provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await setup({ initialChainId: 1 }).provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await setup().provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it("accounts come from the email login; before it, 4100 'Sign in with your email first'", async () => {
    const out = setup({ signedIn: false })
    expect(await out.provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(out.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4100,
      message: 'Sign in with your email first',
    })
    await expect(
      out.provider.request({ method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] }),
    ).rejects.toMatchObject({ code: 4100 })

    const { provider } = setup()
    const connected = vi.fn()
    provider.on('connect', connected)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([EVM_ADDRESS])
    expect(connected).toHaveBeenCalledWith({ chainId: '0x7a69' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EVM_ADDRESS])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([{ parentCapability: 'eth_accounts' }])
    expect(await provider.request({ method: 'wallet_requestPermissions' })).toEqual([
      { parentCapability: 'eth_accounts' },
    ])
  })

  it('reports an account change, and a sign-out as no accounts and a 4900 disconnect, to one listener set', async () => {
    const { provider, signer } = setup()
    const accounts = vi.fn()
    const disconnected = vi.fn()
    provider.on('accountsChanged', accounts)
    provider.on('disconnect', disconnected)
    await provider.request({ method: 'eth_accounts' })
    await provider.request({ method: 'eth_requestAccounts' })
    signer.setAccount({ ...EMBEDDED_ACCOUNT, eip155: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' })
    expect(accounts).toHaveBeenCalledTimes(1)
    expect(accounts).toHaveBeenLastCalledWith(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
    expect(disconnected).not.toHaveBeenCalled()
    signer.setAccount(undefined)
    expect(accounts).toHaveBeenLastCalledWith([])
    expect(disconnected).toHaveBeenCalledWith(expect.objectContaining({ code: 4900, message: 'Disconnected' }))
    provider.removeListener('accountsChanged', accounts)
    signer.setAccount(EMBEDDED_ACCOUNT)
    expect(accounts).toHaveBeenCalledTimes(2)
  })

  it('switches between configured chains only (4902 otherwise), and reads go to the current chain', async () => {
    const { calls } = stubNode()
    const { provider } = setup()
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID' })
    expect(changed).not.toHaveBeenCalled()
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(changed).toHaveBeenCalledWith('0x7a6a')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await provider.request({ method: 'eth_getBalance', params: [EVM_ADDRESS, 'latest'] })
    expect(calls.map((c) => [c.url, c.method, c.params])).toEqual([
      ['http://a.test/', 'eth_blockNumber', undefined],
      ['http://b.test/', 'eth_getBalance', [EVM_ADDRESS, 'latest']],
    ])
  })

  it("refuses a disallowed method with 4200 'Requested RPC call is not allowed' and tells the modal", async () => {
    const { provider, onDisallowed, signer } = setup()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    expect(onDisallowed).toHaveBeenCalledWith('eth_sign')
    expect(signer.handle).not.toHaveBeenCalled()
  })

  it('a signature request goes to the signer frame with what it shows, and its answer comes back', async () => {
    const { provider, signer } = setup({ initialChainId: 31338 })
    signer.handle.mockResolvedValueOnce({ result: '0xsigned' })
    expect(await provider.request({ method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] })).toBe('0xsigned')
    expect(signer.handle).toHaveBeenCalledWith('rpc', {
      namespace: 'eip155',
      method: 'personal_sign',
      params: ['0x68690a', EVM_ADDRESS],
      display: { networkName: 'Anvil B', nativeSymbol: 'BEE', nativeDecimals: 18 },
    })
  })

  it('eth_sendTransaction is filled from the chain, signed in the frame and broadcast from here', async () => {
    const { calls } = stubNode()
    const { provider, signer } = setup()
    const request = vi.spyOn(signer.client, 'request')
    signer.handle.mockResolvedValueOnce({ result: '0x02f8signed' })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0xde0b6b3a7640000' }],
    })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(request).toHaveBeenCalledWith(
      'rpc',
      {
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: [
          {
            from: EVM_ADDRESS,
            to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
            value: '0xde0b6b3a7640000',
            gas: '0x5208',
            nonce: '0x7',
            chainId: '0x7a69',
            maxFeePerGas: expect.stringMatching(/^0x[0-9a-f]+$/),
            maxPriorityFeePerGas: '0x3b9aca00',
          },
        ],
        display: { networkName: 'Anvil A', nativeSymbol: 'ETH', nativeDecimals: 18 },
      },
      APPROVAL_TIMEOUT_MS,
    )
    expect(calls.at(-1)).toEqual({ url: 'http://a.test/', method: 'eth_sendRawTransaction', params: ['0x02f8signed'] })
  })

  it('keeps a gas limit the app gave, and sends no value as 0', async () => {
    stubNode()
    const { provider, signer } = setup()
    const request = vi.spyOn(signer.client, 'request')
    signer.handle.mockResolvedValueOnce({ result: '0x02f8signed' })
    await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', data: '0x1234', gas: '0x9999' }],
    })
    const [, sent] = request.mock.calls[0] as unknown as [string, { params: [Record<string, string>] }]
    expect(sent.params[0]).toMatchObject({ data: '0x1234', gas: '0x9999', value: '0x0' })
    expect(sent.params[0]).not.toHaveProperty('gasPrice')
  })
})

describe('the embedded EVM provider: logins, listening and legacy chains', () => {
  it('uses the login the frame holds without asking it for a session', async () => {
    const { provider, signer } = setup()
    const session = vi.spyOn(signer.client, 'session')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([EVM_ADDRESS])
    expect(session).not.toHaveBeenCalled()
  })

  it('listens to the frame once eth_accounts found an account, not before', async () => {
    const before = setup({ signedIn: false })
    const unheard = vi.fn()
    before.provider.on('accountsChanged', unheard)
    await before.provider.request({ method: 'eth_accounts' })
    before.signer.setAccount(EMBEDDED_ACCOUNT)
    expect(unheard).not.toHaveBeenCalled()

    const { provider, signer } = setup()
    const accounts = vi.fn()
    provider.on('accountsChanged', accounts)
    await provider.request({ method: 'eth_accounts' })
    signer.setAccount({ ...EMBEDDED_ACCOUNT, eip155: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' })
    expect(accounts).toHaveBeenCalledWith(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'])
  })

  it('refuses a chain switch without a chain id as an unrecognized chain', async () => {
    const { provider } = setup()
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [] })).rejects.toMatchObject({
      code: 4902,
    })
  })

  it("refuses a signature before the login with 4100 'Sign in with your email first'", async () => {
    const { provider } = setup({ signedIn: false })
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68690a', EVM_ADDRESS] }),
    ).rejects.toMatchObject({ code: 4100, message: 'Sign in with your email first' })
  })

  it('fills a transaction on a chain without EIP-1559 fees with a gas price', async () => {
    stubNode()
    const legacy = vi.mocked(globalThis.fetch).getMockImplementation()!
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
      if (method === 'eth_getBlockByNumber')
        return Response.json({
          jsonrpc: '2.0',
          id,
          result: { number: '0x10', hash: `0x${'1'.repeat(64)}`, timestamp: '0x1', transactions: [] },
        })
      if (method === 'eth_gasPrice') return Response.json({ jsonrpc: '2.0', id, result: '0x4a817c800' })
      return legacy(input, init)
    })
    const { provider, signer } = setup()
    const request = vi.spyOn(signer.client, 'request')
    signer.handle.mockResolvedValueOnce({ result: '0xf8signed' })
    await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x1' }],
    })
    const [, sent] = request.mock.calls[0] as unknown as [string, { params: [Record<string, string>] }]
    expect(sent.params[0]).toMatchObject({ gasPrice: expect.stringMatching(/^0x[0-9a-f]+$/) })
    expect(sent.params[0]).not.toHaveProperty('maxFeePerGas')
  })
})
