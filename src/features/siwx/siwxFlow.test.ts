import { describe, expect, it, vi } from 'vitest'
import { resolveOptions } from '../../core/options.js'
import type { ModalRuntime } from '../../core/runtime.js'
import type { SiwxOptions, SiwxSession, SiwxStorage } from '../../core/siwx.js'
import { createMemoryBackend, createPersistence } from '../../core/storage.js'
import { createModalStore, setConnectedAccount } from '../../core/store.js'
import { createSiwxFlow, isSiwxBlocking } from './siwxFlow.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [
  { caipNetworkId: 'eip155:31337' as const, name: 'A', rpcUrl: 'http://a' },
  { caipNetworkId: 'eip155:31338' as const, name: 'B', rpcUrl: 'http://b' },
]

function memoryStorage(): SiwxStorage & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  return {
    sessions,
    getNonce: async () => 'Nonce12345678',
    add: async ({ session }) => (sessions.push(session), session),
    get: async (id, address) => sessions.filter((s) => s.caipAddress === `${id}:${address}`),
    delete: async () => undefined,
  }
}

function setup(siwx: SiwxOptions, signMessage = vi.fn(async () => '0xsig')) {
  vi.stubGlobal('location', { host: 'app.test', origin: 'https://app.test' })
  const store = createModalStore(resolveOptions({ networks, siwx, metadata: { name: 'Test' } }))
  const runtime = {
    store,
    open: vi.fn((view: string) => store.setState({ router: { open: true, history: [{ view }] } })),
    close: vi.fn(() => store.setState({ router: { open: false, history: [] } })),
    switchNetwork: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
  } as unknown as ModalRuntime
  const onSuccess = vi.fn()
  const persistence = createPersistence('t', createMemoryBackend())
  const flow = createSiwxFlow({ runtime, persistence: () => persistence, signMessage, onSuccess })
  const connect = (chain: '31337' | '31338') =>
    setConnectedAccount(store, 'eip155', `eip155:${chain}`, { status: 'connected', address: ADDRESS, caipAddress: `eip155:${chain}:${ADDRESS}` })
  return { store, runtime, flow, onSuccess, signMessage, connect }
}

describe('SIWX flow (spec section 4)', () => {
  it('opens SIWXSignMessage for an account without a session, and not for one with a session', async () => {
    const storage = memoryStorage()
    const { flow, runtime, connect } = setup({ storage })
    connect('31337')
    await flow.check()
    expect(runtime.open).toHaveBeenCalledWith('SIWXSignMessage')
    await flow.signIn()
    vi.mocked(runtime.open).mockClear()
    await flow.check()
    expect(runtime.open).not.toHaveBeenCalled()
  })

  it('a successful signature adds the session, records the network, closes and emits success', async () => {
    const storage = memoryStorage()
    const { flow, runtime, store, onSuccess, signMessage, connect } = setup({ storage, statement: 'Hi' })
    connect('31337')
    await flow.signIn()
    expect(signMessage).toHaveBeenCalledWith('eip155', expect.stringContaining('app.test wants you to sign in with your Ethereum account:'))
    expect(storage.sessions).toHaveLength(1)
    expect(store.getState().siwx.lastSessionNetwork).toBe('eip155:31337')
    expect(runtime.close).toHaveBeenCalled()
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ caipAddress: `eip155:31337:${ADDRESS}` }))
  })

  it('a failed signature reopens the view with the "Error signing message" toast and keeps state', async () => {
    const { flow, runtime, store, connect } = setup({ storage: memoryStorage() }, vi.fn(async () => { throw Object.assign(new Error('User rejected'), { code: 4001 }) }))
    connect('31337')
    await flow.signIn()
    expect(store.getState().toast?.message).toBe('Error signing message')
    expect(runtime.open).toHaveBeenCalledWith('SIWXSignMessage')
    expect(store.getState().siwx.signing).toBe(false)
    expect(store.getState().accounts.eip155?.status).toBe('connected')
  })

  it('Cancel when required switches back to the last network with a session, else disconnects', async () => {
    const { flow, runtime, connect } = setup({ storage: memoryStorage(), required: true })
    connect('31337')
    await flow.cancel()
    expect(runtime.disconnect).toHaveBeenCalledTimes(1)
    await flow.signIn()
    connect('31338')
    await flow.cancel()
    expect(runtime.switchNetwork).toHaveBeenCalledWith('eip155:31337')
    expect(runtime.disconnect).toHaveBeenCalledTimes(1)
  })

  it('Cancel when not required just closes', async () => {
    const { flow, runtime, connect } = setup({ storage: memoryStorage() })
    connect('31337')
    await flow.cancel()
    expect(runtime.close).toHaveBeenCalled()
    expect(runtime.disconnect).not.toHaveBeenCalled()
  })

  it('is blocking only while required, on SIWXSignMessage, with no session', async () => {
    const { flow, store, connect } = setup({ storage: memoryStorage(), required: true })
    connect('31337')
    store.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(isSiwxBlocking(store.getState())).toBe(true)
    await flow.signIn()
    store.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(isSiwxBlocking(store.getState())).toBe(false)
  })

  it('signIn names the missing piece with the spec texts', async () => {
    const { flow } = setup({ enabled: false })
    await expect(flow.signIn()).rejects.toThrow('SIWX is not enabled')
    const other = setup({ storage: memoryStorage() })
    await expect(other.flow.signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })
})
