import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT_MS } from '../../core/constants.js'
import type { NetworkConfig } from '../../core/options.js'
import { fakeSession } from './__fixtures__/fakeSession.js'
import { A, C, networks, OTHER, record } from './__fixtures__/providerFixtures.js'
import { createWalletConnectProvider } from './provider.js'

// The requests wagmi sends to the WalletConnect provider besides the events (provider.test.ts):
// connecting, the chain id, permissions, reads through the configured RPC, and the wallet methods'
// account check.

/** A fetch answering each JSON-RPC call with `answer`, its calls kept. */
function stubFetch(answer: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(answer)))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('connecting through the WalletConnect provider', () => {
  it('a new session starts on the first configured chain where the wallet has an account, and says so in connect', async () => {
    const { session } = fakeSession([`eip155:31338:${C}`], { live: false })
    const provider = createWalletConnectProvider({ session, networks })
    const seen = record(provider)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([C])
    expect(session.ensure).toHaveBeenCalledWith('eip155')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(seen).toEqual([['connect', { chainId: '0x7a6a' }]])
  })

  it('a new session starts on the host’s first network with an account, whatever the wallet’s order', async () => {
    const { session } = fakeSession([`eip155:31338:${C}`, `eip155:31337:${A}`], { live: false })
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([A])
  })

  it('a session paired for another namespace counts as new: it starts where the wallet has an EVM account', async () => {
    const { session } = fakeSession([`eip155:31338:${C}`], { evmBeforeEnsure: false })
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([C])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('a session already holding accounts keeps the chain the provider is on when asked for accounts again', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${C}`])
    const provider = createWalletConnectProvider({ session, networks })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const seen = record(provider)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([C])
    expect(seen).toEqual([['connect', { chainId: '0x7a6a' }]])
  })

  it('eth_accounts of a restored session on a chain without its account moves to the chain that has one', async () => {
    const { session } = fakeSession([`eip155:31338:${C}`])
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([C])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('eth_accounts of a restored session moves to the host’s first network with an account, whatever the wallet’s order', async () => {
    const three: NetworkConfig[] = [
      ...networks,
      { caipNetworkId: 'eip155:31339', name: 'C', rpcUrl: 'http://127.0.0.1:3' },
    ]
    const { session } = fakeSession([`eip155:31339:${A}`, `eip155:31338:${C}`])
    const provider = createWalletConnectProvider({ session, networks: three })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([C])
  })

  it('eth_accounts without a session answers no account and stays on the first configured chain', async () => {
    const { session } = fakeSession([`eip155:31338:${C}`], { live: false })
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('starts on chain 1 when the host configured no EVM network', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`], { live: false })
    const provider = createWalletConnectProvider({ session, networks: [] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('grants the eth_accounts permission, and revoking it ends the session', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    const granted = [{ parentCapability: 'eth_accounts' }]
    expect(await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })).toEqual(
      granted,
    )
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    expect(session.disconnect).not.toHaveBeenCalled()
    expect(await provider.request({ method: 'wallet_revokePermissions' })).toBeNull()
    expect(session.disconnect).toHaveBeenCalledOnce()
  })

  it('the wallet ending the session emits disconnect with EIP-1193 code 4900', async () => {
    const { session, deleted } = fakeSession([`eip155:31337:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    const seen = record(provider)
    deleted()
    expect(seen).toHaveLength(1)
    expect(seen[0]![0]).toBe('disconnect')
    expect(seen[0]![1]).toMatchObject({ code: 4900, message: 'Disconnected' })
  })
})

describe('switching chains through the WalletConnect provider', () => {
  it('accepts a chain id as hex of either case, decimal text, a number or a CAIP-2 id', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    for (const [chainId, expected] of [
      ['0X7A6A', '0x7a6a'],
      [31337, '0x7a69'],
      ['31338', '0x7a6a'],
      ['eip155:31337', '0x7a69'],
    ] as const) {
      expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })).toBeNull()
      expect(await provider.request({ method: 'eth_chainId' })).toBe(expected)
    }
  })

  it('refuses chain ids padded, with a leading zero, or missing (4902)', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    for (const params of [
      [{ chainId: ' 31338' }],
      [{ chainId: '31338 ' }],
      [{ chainId: '031338' }],
      [{ chainId: '0x7a6a\n' }],
      [{ chainId: '3eip155:1338' }],
      [{}],
      [],
      undefined,
    ])
      await expect(provider.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject({
        code: 4902,
        message: 'Unrecognized chain ID',
      })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('a switch to the current chain, or to a chain with the same accounts, emits no account change', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${A.toLowerCase()}`])
    const provider = createWalletConnectProvider({ session, networks })
    const seen = record(provider)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(seen).toEqual([])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(seen).toEqual([['chainChanged', '0x7a6a']])
  })

  it('a wallet’s move to chain 0 is no chain id, even when its session names one', async () => {
    const { session, emit } = fakeSession([`eip155:31337:${A}`, `eip155:0:${C}`])
    const provider = createWalletConnectProvider({ session, networks })
    expect(await session.chains('eip155')).toContain('eip155:0')
    const seen = record(provider)
    for (const chainId of [0, '0x0', 'eip155:0']) await emit('chainChanged', chainId)
    expect(seen).toEqual([])
  })

  it.each([
    ['as many accounts but another one', [`eip155:31337:${C}`, `eip155:31338:${OTHER}`], [A, OTHER]],
    ['one more account', [`eip155:31338:${C}`], [A, C]],
  ])('a switch to a chain holding %s emits the new list', async (_, more, list) => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${A}`, ...more])
    const provider = createWalletConnectProvider({ session, networks })
    const seen = record(provider)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(seen).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', list],
    ])
  })

  it('ignores wallet events that are not objects or name no known event', async () => {
    const { session, emitRaw } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${C}`])
    const provider = createWalletConnectProvider({ session, networks })
    const seen = record(provider)
    for (const event of [null, 'chainChanged', { name: 'somethingElse', data: 31338 }, { data: [C] }])
      await emitRaw(event)
    expect(seen).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})

describe('reads through the WalletConnect provider', () => {
  it('go to the current chain’s RPC as numbered JSON-RPC POSTs with a timeout, answering the result', async () => {
    const fetch = stubFetch({ jsonrpc: '2.0', id: 1, result: '0x10' })
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await provider.request({ method: 'eth_getBalance', params: [A, 'latest'] })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2'])
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(init.body as string))).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [A, 'latest'] },
    ])
    const init = fetch.mock.calls[0]![1]
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'content-type': 'application/json' })
    expect(init.signal).toBeInstanceOf(AbortSignal)
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS)
  })

  it('an RPC error is thrown with its code and message', async () => {
    stubFetch({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } })
    const { session } = fakeSession([`eip155:31337:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    await expect(provider.request({ method: 'eth_call', params: [{}] })).rejects.toMatchObject({
      code: -32000,
      message: 'header not found',
    })
  })

  it('on a chain the host did not configure fails with 4901 without a request', async () => {
    const fetch = stubFetch({ result: '0x1' })
    const { session, emit } = fakeSession([`eip155:31337:${A}`, `eip155:1:${OTHER}`])
    const provider = createWalletConnectProvider({ session, networks })
    await emit('chainChanged', '0x1')
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
      message: 'Chain disconnected',
    })
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('wallet methods through the WalletConnect provider', () => {
  it('sign with any of the modal’s accounts on the current chain, not only the first', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31337:${C}`])
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'personal_sign', params: ['0x00', C] })).toBe('0xsigned')
  })

  it('fail with 4901 on a chain the host did not configure', async () => {
    const { session, emit } = fakeSession([`eip155:31337:${A}`, `eip155:1:${OTHER}`])
    const provider = createWalletConnectProvider({ session, networks })
    await emit('chainChanged', '0x1')
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', A] })).rejects.toMatchObject({
      code: 4901,
      message: 'Chain disconnected',
    })
  })

  it('refuse (4100) an account the modal does not use, wherever each method names its signer', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    for (const [method, params] of [
      ['eth_sign', [OTHER, '0x00']],
      ['eth_signTypedData', [OTHER, []]],
      ['eth_signTransaction', [{ from: OTHER }]],
    ] as const)
      await expect(provider.request({ method, params })).rejects.toMatchObject({
        code: 4100,
        message: 'The requested account has not been authorized by the user',
      })
    expect(session.request).not.toHaveBeenCalled()
  })

  it('sign with the modal’s account on the current chain, and pass a request naming no account to the wallet', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    for (const [method, params] of [
      ['eth_sign', [A, '0x00']],
      ['eth_signTypedData', [A, []]],
      ['eth_signTypedData_v4', [A, '{}']],
      ['eth_signTransaction', [{ from: A }]],
      ['eth_sendTransaction', [{ to: A }]],
      ['personal_sign', undefined],
      ['eth_sign', undefined],
    ] as const)
      expect(await provider.request({ method, params })).toBe('0xsigned')
    expect(session.request).toHaveBeenCalledTimes(7)
    expect(session.request).toHaveBeenCalledWith('eip155:31338', 'eth_sendTransaction', [{ to: A }])
    expect(session.request).toHaveBeenCalledWith('eip155:31338', 'personal_sign', undefined)
  })

  it('pass EIP-5792 to a wallet that approved it in the session, and refuse it (4200) for one that did not', async () => {
    const batch = { version: '2.0.0', from: A, chainId: '0x7a69', atomicRequired: true, calls: [{ to: A }] }
    const approving = fakeSession([`eip155:31337:${A}`], { methods: ['wallet_getCapabilities', 'wallet_sendCalls'] })
    const provider = createWalletConnectProvider({ session: approving.session, networks })
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [A] })).toBe('0xsigned')
    expect(await provider.request({ method: 'wallet_sendCalls', params: [batch] })).toBe('0xsigned')
    expect(approving.session.request).toHaveBeenCalledWith('eip155:31337', 'wallet_sendCalls', [batch])
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ ...batch, from: OTHER }] }),
    ).rejects.toMatchObject({
      code: 4100,
    })

    const plain = fakeSession([`eip155:31337:${A}`])
    const without = createWalletConnectProvider({ session: plain.session, networks })
    for (const method of ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'])
      await expect(without.request({ method, params: [A] })).rejects.toMatchObject({ code: 4200 })
    expect(plain.session.request).not.toHaveBeenCalled()
  })
})
