import { describe, expect, it } from 'vitest'
import { sessionStore } from '../core/sessionStore.js'
import { reconnect } from './reconnect.js'
import { createTestContext, EVM_ADDRESS, rejection } from './testContext.js'

/** A context whose persistence holds a stored session, as after a reload. */
function reloaded(connections: Record<string, string>, activeNamespace: 'eip155' | 'solana', network?: string) {
  const test = createTestContext()
  const ids = Object.values(connections)
  test.store.setState({ connectors: ids.map((id) => ({ id, name: id, chain: id.startsWith('wallet-standard:') ? 'solana' : 'eip155', type: 'ANNOUNCED' as const })) })
  test.context.persistence.set('session', { connections, activeNamespace })
  if (network) test.context.persistence.set('network', network)
  return test
}

describe('reconnect', () => {
  it('restores the selected network at once, then each stored connection silently, and the active namespace', async () => {
    const { context, store, fakes } = reloaded({ eip155: 'io.demo', solana: 'wallet-standard:Demo' }, 'eip155', 'eip155:31338')
    const pending = reconnect(context)
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(store.getState().accounts.eip155?.status).toBe('connecting')
    expect(await pending).toEqual(['eip155', 'solana'])
    expect(fakes.eip155.reconnect).toHaveBeenCalledWith('io.demo')
    expect(fakes.eip155.connect).not.toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:31338:${EVM_ADDRESS}` })
    expect(store.getState().activeNamespace).toBe('eip155')
  })

  it('forgets a connection the wallet no longer grants, or that fails (e.g. a rejection)', async () => {
    const { context, store, fakes } = reloaded({ eip155: 'io.demo', solana: 'wallet-standard:Demo' }, 'solana')
    fakes.eip155.reconnect.mockResolvedValueOnce(false)
    fakes.solana.reconnect.mockRejectedValueOnce(rejection())
    expect(await reconnect(context)).toEqual([])
    expect(store.getState().accounts).toEqual({ eip155: { status: 'disconnected' }, solana: { status: 'disconnected' } })
    expect(sessionStore(() => context.persistence).read().connections).toEqual({})
  })
})
