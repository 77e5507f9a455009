import { describe, expect, it, vi } from 'vitest'
import { formatCaipAddress } from '../core/caip.js'
import type { SignedInAtConnect } from '../core/chainAdapter.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import { connect } from './connect.js'
import { createTestContext, memorySiwxStorage, SOLANA_ADDRESS } from './testContext.js'

/** The fake Solana adapter, taught Sign-In With Solana as a wallet with `solana:signIn` offers it. */
function withSignIn(
  fakes: ReturnType<typeof createTestContext>['fakes'],
  store: ReturnType<typeof createTestContext>['store'],
  supported = true,
) {
  const solana = fakes.solana as unknown as Record<string, unknown>
  const order: string[] = []
  solana.canSignInAtConnect = vi.fn(() => supported)
  solana.connectWithSignIn = vi.fn(
    async (connectorId: string, fields: Record<string, unknown>): Promise<SignedInAtConnect> => {
      order.push('wallet')
      const caipAddress = formatCaipAddress('solana:localnet', SOLANA_ADDRESS)
      return {
        caipAddress,
        caipNetworkId: 'solana:localnet',
        message: `${String(fields.domain)} wants you to sign in with your Solana account:\n${SOLANA_ADDRESS}\n\nNonce: ${String(fields.nonce)}`,
        signature: 'sig58',
        complete: () => {
          order.push('complete')
          setConnectedAccount(store, 'solana', 'solana:localnet', {
            status: 'connected',
            address: SOLANA_ADDRESS,
            caipAddress,
            connectorId,
          })
        },
      }
    },
  )
  return { solana, order }
}

describe('connect with Sign-In With Solana: one prompt', () => {
  it('a wallet with solana:signIn connects and signs in at once: no standard connect, no second prompt, the session verified before the account shows', async () => {
    const storage = memorySiwxStorage()
    const add = vi.spyOn(storage, 'add')
    const { context, store, fakes } = createTestContext({ siwx: { storage } })
    const { solana, order } = withSignIn(fakes, store)
    add.mockImplementation(async ({ session }) => (order.push('verify'), storage.sessions.push(session), session))
    expect(await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })).toEqual({
      connected: true,
    })
    expect(solana.connectWithSignIn).toHaveBeenCalledOnce()
    expect(solana.connectWithSignIn).toHaveBeenCalledWith(
      'wallet-standard:Phantom',
      expect.objectContaining({ domain: 'app.test', uri: 'https://app.test', version: '1', nonce: 'Nonce12345678' }),
    )
    expect(fakes.solana.connect).not.toHaveBeenCalled()
    expect(fakes.solana.signMessage).not.toHaveBeenCalled()
    // Verified first, then published: the sign-in check finds the session, SIWXSignMessage never opens.
    expect(order).toEqual(['wallet', 'verify', 'complete'])
    const caipAddress = formatCaipAddress('solana:localnet', SOLANA_ADDRESS)
    expect(store.getState().siwx.sessions[caipAddress]).toMatchObject({ caipAddress, signature: 'sig58' })
    expect(store.getState().siwx.lastSignIn).toMatchObject({ caipAddress })
    expect(store.getState().accounts.solana?.status).toBe('connected')
    expect(store.getState().siwx.signing).toBe(false)
  })

  it('a wallet without solana:signIn connects as before (connect, then the sign-in view signs)', async () => {
    const storage = memorySiwxStorage()
    const { context, store, fakes } = createTestContext({ siwx: { storage } })
    const { solana } = withSignIn(fakes, store, false)
    expect(await connect(context, { connectorId: 'wallet-standard:Other', namespace: 'solana' })).toEqual({
      connected: true,
    })
    expect(solana.connectWithSignIn).not.toHaveBeenCalled()
    expect(fakes.solana.connect).toHaveBeenCalledOnce()
    expect(storage.sessions).toEqual([])
  })

  it('without SIWX a wallet with solana:signIn just connects', async () => {
    const { context, store, fakes } = createTestContext()
    const { solana } = withSignIn(fakes, store)
    await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })
    expect(solana.connectWithSignIn).not.toHaveBeenCalled()
    expect(fakes.solana.connect).toHaveBeenCalledOnce()
  })

  it('a signature the back end refuses still connects the account, says why, and leaves no session', async () => {
    const storage = memorySiwxStorage()
    vi.spyOn(storage, 'add').mockRejectedValue(new Error('Invalid signature'))
    const { context, store, fakes } = createTestContext({ siwx: { storage } })
    withSignIn(fakes, store)
    expect(await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })).toEqual({
      connected: true,
    })
    expect(store.getState().accounts.solana?.status).toBe('connected')
    expect(store.getState().siwx.sessions).toEqual({})
    expect(store.getState().toast).toMatchObject({ variant: 'error', message: 'Error signing message' })
  })
})
