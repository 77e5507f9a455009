import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../core/sessionStore.js'
import { beginReconnect } from './beginReconnect.js'
import { reconnect } from './reconnect.js'
import { createTestContext, EVM_ADDRESS, rejection } from './testContext.js'

/** A context whose persistence holds a stored session, as after a reload. */
function reloaded(connections: Record<string, string>, activeNamespace: 'eip155' | 'solana', network?: string) {
  const test = createTestContext()
  const ids = Object.values(connections)
  test.store.setState({
    connectors: ids.map((id) => ({
      id,
      name: id,
      chain: id.startsWith('wallet-standard:') ? 'solana' : 'eip155',
      type: 'ANNOUNCED' as const,
    })),
  })
  test.context.persistence.set('session', { connections, activeNamespace })
  if (network) test.context.persistence.set('network', network)
  return test
}

describe('reconnect', () => {
  it('restores the selected network at once, then each stored connection silently, and the active namespace', async () => {
    const { context, store, fakes } = reloaded(
      { eip155: 'io.demo', solana: 'wallet-standard:Demo' },
      'eip155',
      'eip155:31338',
    )
    const pending = reconnect(context)
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(store.getState().accounts.eip155?.status).toBe('connecting')
    expect(await pending).toEqual(['eip155', 'solana'])
    expect(fakes.eip155.reconnect).toHaveBeenCalledWith('io.demo', [])
    expect(fakes.eip155.connect).not.toHaveBeenCalled()
    expect(store.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31338:${EVM_ADDRESS}`,
    })
    expect(store.getState().activeNamespace).toBe('eip155')
  })

  it('forgets a connection the wallet no longer grants, or that fails (e.g. a rejection)', async () => {
    const { context, store, fakes } = reloaded({ eip155: 'io.demo', solana: 'wallet-standard:Demo' }, 'solana')
    fakes.eip155.reconnect.mockResolvedValueOnce(false)
    fakes.solana.reconnect.mockRejectedValueOnce(rejection())
    expect(await reconnect(context)).toEqual([])
    expect(store.getState().accounts).toEqual({
      eip155: { status: 'disconnected' },
      solana: { status: 'disconnected' },
    })
    expect(sessionStore(() => context.persistence).read().connections).toEqual({})
  })

  describe('waiting for the stored wallet to announce itself', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('waits up to 2 s (40 × 50 ms) for the stored wallet to announce itself, then tries anyway', async () => {
      const { context, store, fakes } = reloaded({ eip155: 'io.demo' }, 'eip155')
      store.setState({ connectors: [{ id: 'io.other', name: 'Other', chain: 'eip155', type: 'ANNOUNCED' }] })
      const pending = reconnect(context)
      await vi.advanceTimersByTimeAsync(1999)
      expect(fakes.eip155.reconnect).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(fakes.eip155.reconnect).toHaveBeenCalledWith('io.demo', [])
      expect(await pending).toEqual(['eip155'])
    })

    it('reconnects at the next 50 ms step once the stored wallet announces itself', async () => {
      const { context, store, fakes } = reloaded({ eip155: 'io.demo' }, 'eip155')
      store.setState({ connectors: [] })
      const pending = reconnect(context)
      await vi.advanceTimersByTimeAsync(120)
      expect(fakes.eip155.reconnect).not.toHaveBeenCalled()
      store.setState({ connectors: [{ id: 'io.demo', name: 'Demo', chain: 'eip155', type: 'ANNOUNCED' }] })
      await vi.advanceTimersByTimeAsync(30)
      expect(fakes.eip155.reconnect).toHaveBeenCalledOnce()
      expect(await pending).toEqual(['eip155'])
    })

    it('a wallet announced already is asked at once', async () => {
      const { context, fakes } = reloaded({ eip155: 'io.demo' }, 'eip155')
      const pending = reconnect(context)
      await vi.advanceTimersByTimeAsync(0)
      expect(fakes.eip155.reconnect).toHaveBeenCalledOnce()
      await pending
    })
  })

  it('restores only the connections of namespaces the host still configures', async () => {
    const { context, store, fakes } = reloaded({ eip155: 'io.demo', solana: 'wallet-standard:Demo' }, 'eip155')
    store.setState((s) => ({
      options: { ...s.options, networks: s.options.networks.filter((n) => n.caipNetworkId.startsWith('eip155:')) },
    }))
    expect(beginReconnect(context)).toEqual([['eip155', 'io.demo']])
    expect(store.getState().accounts.solana).toBeUndefined()
    expect(await reconnect(context)).toEqual(['eip155'])
    expect(fakes.solana.reconnect).not.toHaveBeenCalled()
  })

  it('a stored network that is not a network id is discarded', () => {
    const { context, store } = reloaded({}, 'eip155')
    context.persistence.set('network', 31338)
    beginReconnect(context)
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(context.persistence.get('network', (v): v is unknown => true)).toBeUndefined()
  })
})
