import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWcWallet, type TestWcWallet } from '../../walletConnect/walletConnectWallet.js'
import { startAnvil, type RunningAnvil } from '../anvil.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../wallets/evm/anvilDevKeys.js'
import { startWcRelay, type RunningWcRelay } from './server.js'
import { freePort } from '../freePort.js'

type Dapp = Awaited<ReturnType<typeof SignClient.init>>

const CHAINS = ['eip155:31337', 'eip155:31338']
const RECIPIENT: Address = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[7]!).address

/** Every fetch to a non-loopback host fails and is recorded: the round trip must stay offline. */
function guardFetch(): { foreign: string[]; restore(): void } {
  const original = globalThis.fetch
  const foreign: string[] = []
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      foreign.push(url.href)
      throw new Error(`offline test: refused ${url.origin}`)
    }
    return original(input, init)
  }) as typeof fetch
  return { foreign, restore: () => void (globalThis.fetch = original) }
}

describe('WalletConnect round trip over the local relay', { timeout: 60_000 }, () => {
  let relay: RunningWcRelay
  let anvils: RunningAnvil[]
  let dapp: Dapp
  let wallet: TestWcWallet
  let topic: string
  const guard = guardFetch()
  const timings: Record<string, number> = {}

  beforeAll(async () => {
    const [relayStarted, ...anvilsStarted] = await Promise.all([
      startWcRelay({ port: 0 }),
      startAnvil({ port: await freePort(), chainId: 31337 }),
      startAnvil({ port: await freePort(), chainId: 31338 }),
    ])
    relay = relayStarted
    anvils = anvilsStarted
    dapp = await SignClient.init({
      relayUrl: relay.url,
      projectId: 'test',
      metadata: { name: 'dapp', description: 'round trip', url: 'http://127.0.0.1', icons: [] },
      customStoragePrefix: `dapp-${randomUUID()}`,
      telemetryEnabled: false,
      logger: 'error',
    })
    // In a browser register() waits 5 s for the verify.walletconnect.org iframe.
    dapp.core.verify.register = async () => ''
    wallet = await createTestWcWallet({
      relayUrl: relay.url,
      privateKey: ANVIL_DEV_PRIVATE_KEYS[5]!,
      chains: anvils.map((anvil) => ({ chainId: anvil.chainId, rpcUrl: anvil.url })),
    })
  })

  afterAll(async () => {
    await wallet?.close()
    dapp?.core.heartbeat.stop()
    await dapp?.core.relayer.transportClose()
    await relay?.stop()
    await Promise.all((anvils ?? []).map((anvil) => anvil.stop()))
    guard.restore()
    console.info(`wc round trip timings (ms): ${JSON.stringify(timings)}`)
  })

  it('connects: URI, pairing, approved session with the wallet account on both chains', async () => {
    const connectStarted = performance.now()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: CHAINS,
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    timings.connectToUri = Math.round(performance.now() - connectStarted)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const pairStarted = performance.now()
    const [session] = await Promise.all([approval(), wallet.pair(uri!)])
    timings.pairToSession = Math.round(performance.now() - pairStarted)
    topic = session.topic
    expect(session.namespaces.eip155?.accounts).toEqual(CHAINS.map((chain) => `${chain}:${wallet.address}`))
    expect(wallet.sessions()).toBe(1)
    expect(timings.connectToUri).toBeLessThan(1_000)
    expect(timings.pairToSession).toBeLessThan(2_000)
  })

  it('answers personal_sign in either param order with a signature that verifies', async () => {
    const message = 'wallet-modal says hi'
    const started = performance.now()
    const signature = await dapp.request<`0x${string}`>({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), wallet.address] },
    })
    timings.personalSign = Math.round(performance.now() - started)
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

    // sign-client's wallet side holds the next request until 1 s after its last response (requestQueueDelay).
    const queuedStarted = performance.now()
    const swapped = await dapp.request<`0x${string}`>({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [wallet.address, 'plain text'] },
    })
    timings.requestRightAfterAnother = Math.round(performance.now() - queuedStarted)
    expect(await verifyMessage({ address: wallet.address, message: 'plain text', signature: swapped })).toBe(true)
  })

  it('answers eth_signTypedData_v4 with a signature that verifies', async () => {
    const typedData = {
      domain: { name: 'wallet-modal', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signature = await dapp.request<`0x${string}`>({
      topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_signTypedData_v4',
        params: [
          wallet.address,
          JSON.stringify({
            ...typedData,
            types: {
              ...typedData.types,
              EIP712Domain: [
                { name: 'name', type: 'string' },
                { name: 'version', type: 'string' },
                { name: 'chainId', type: 'uint256' },
              ],
            },
          }),
        ],
      },
    })
    expect(await verifyTypedData({ address: wallet.address, ...typedData, signature })).toBe(true)
  })

  it('sends eth_sendTransaction on the requested chain: the recipient gets exactly the value', async () => {
    const anvilB = anvils[1]!
    const client = createPublicClient({ transport: http(anvilB.url) })
    const before = await client.getBalance({ address: RECIPIENT })
    const value = parseEther('0.123')
    const hash = await dapp.request<`0x${string}`>({
      topic,
      chainId: 'eip155:31338',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: RECIPIENT, value: toHex(value) }],
      },
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: RECIPIENT })) - before).toBe(value)
  })

  it('switches chain with a chainChanged session event', async () => {
    const event = new Promise<unknown>((resolveEvent) => {
      dapp.once('session_event', ({ params }) => resolveEvent(params))
    })
    await dapp.request({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(31338) }] },
    })
    expect(await event).toEqual({ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } })
  })

  it('rejects requests with 4001 in reject mode and records every request in order', async () => {
    wallet.setMode('reject')
    await expect(
      dapp.request({
        topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['0x00', wallet.address] },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    wallet.setMode('approve')
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'personal_sign',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'personal_sign',
    ])
    expect(wallet.requests[3]?.chainId).toBe('eip155:31338')
  })

  it('delivers session_delete to the dapp when the wallet disconnects', async () => {
    const deleted = new Promise<string>((resolveDelete) => {
      dapp.once('session_delete', (event) => resolveDelete(event.topic))
    })
    await wallet.disconnect()
    expect(await deleted).toBe(topic)
    expect(wallet.sessions()).toBe(0)
  })

  it('rejects a proposal in reject mode', async () => {
    wallet.setMode('reject')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: CHAINS, methods: ['personal_sign'], events: [] } },
    })
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5000 })
    await wallet.pair(uri!)
    await rejected
    wallet.setMode('approve')
  })

  it('contacted no host but loopback', () => {
    expect(guard.foreign).toEqual([])
  })
})
