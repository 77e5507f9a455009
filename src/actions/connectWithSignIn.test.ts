import { describe, expect, it, type Mock, vi } from 'vitest'
import { formatCaipAddress } from '../core/caip.js'
import type { SignedInAtConnect } from '../core/chainAdapter.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import type { ChainAdapter } from '../core/chainAdapter.js'
import { connect } from './connect.js'
import { connectWithSignIn } from './connectWithSignIn.js'
import { signIn } from './signIn.js'
import { connectAccount, createTestContext, memorySiwxStorage, SOLANA_ADDRESS } from './testContext.js'

// The sign-in-at-connect code is a chunk of its own that connect loads only when it applies: watch whether it is called.
vi.mock('./connectWithSignIn.js', { spy: true })

/** The SIWX default session lifetime (spec: 24 hours when the host gives no `expirationMs`). */
const DAY_MS = 24 * 60 * 60 * 1000

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

describe('connect with Sign-In With Solana: when it applies', () => {
  it('without SIWX, or with a wallet that cannot sign in at connect, the sign-in-at-connect path is never entered', async () => {
    vi.mocked(connectWithSignIn).mockClear()
    const off = createTestContext()
    withSignIn(off.fakes, off.store)
    await connect(off.context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })
    const unable = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    withSignIn(unable.fakes, unable.store, false)
    await connect(unable.context, { connectorId: 'wallet-standard:Other', namespace: 'solana' })
    expect(connectWithSignIn).not.toHaveBeenCalled()
    expect(off.fakes.solana.connect).toHaveBeenCalledOnce()
    expect(unable.fakes.solana.connect).toHaveBeenCalledOnce()
  })

  it('does not apply (false) to an adapter that claims the wallet can but has no connectWithSignIn: connect asks the wallet as usual', async () => {
    const { context, store, fakes } = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    const solana = fakes.solana as unknown as Record<string, unknown>
    solana.canSignInAtConnect = vi.fn(() => true)
    expect(await connectWithSignIn(context, fakes.solana as unknown as ChainAdapter, 'wallet-standard:Phantom')).toBe(
      false,
    )
    expect(await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })).toEqual({
      connected: true,
    })
    expect(fakes.solana.connect).toHaveBeenCalledOnce()
    expect(store.getState().accounts.solana?.status).toBe('connected')
  })
})

describe('connect with Sign-In With Solana: the message and the session', () => {
  const fieldsOf = (solana: Record<string, unknown>) =>
    vi.mocked(solana.connectWithSignIn as (id: string, f: Record<string, string>) => unknown).mock.calls[0]![1]
  const lifetime = (fields: Record<string, string>) => Date.parse(fields.expirationTime!) - Date.parse(fields.issuedAt!)

  it('the message expires 24 hours after it is issued by default (spec SIWX expirationMs default)', async () => {
    const { context, store, fakes } = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    const { solana } = withSignIn(fakes, store)
    await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })
    expect(lifetime(fieldsOf(solana))).toBe(DAY_MS)
  })

  it("the message expires the host's expirationMs after it is issued, and the session keeps that expiry", async () => {
    const storage = memorySiwxStorage()
    const { context, store, fakes } = createTestContext({ siwx: { storage, expirationMs: 60_000 } })
    const { solana } = withSignIn(fakes, store)
    await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })
    const fields = fieldsOf(solana)
    expect(lifetime(fields)).toBe(60_000)
    expect(storage.sessions[0]).toMatchObject({ issuedAt: fields.issuedAt, expirationTime: fields.expirationTime })
  })

  it('is signing while the wallet signs in (the sign-in view waits), and no longer once it answered', async () => {
    const { context, store, fakes } = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    const { solana } = withSignIn(fakes, store)
    const answer = solana.connectWithSignIn as Mock<(...args: unknown[]) => Promise<unknown>>
    const wallet = answer.getMockImplementation()!
    let signing: boolean | undefined
    answer.mockImplementationOnce(
      async (...args: unknown[]) => ((signing = store.getState().siwx.signing), wallet(...args)),
    )
    await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })
    expect(signing).toBe(true)
    expect(store.getState().siwx.signing).toBe(false)
  })

  it('each sign-in, at connect or through the sign-in view, is announced with a new, larger lastSignIn id', async () => {
    const { context, store, fakes } = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    connectAccount(store, 'eip155', 'eip155:31337')
    await signIn(context)
    const first = store.getState().siwx.lastSignIn!.id
    withSignIn(fakes, store)
    await connect(context, { connectorId: 'wallet-standard:Phantom', namespace: 'solana' })
    const second = store.getState().siwx.lastSignIn!.id
    expect(second).toBeGreaterThan(first)
    await signIn(context)
    expect(store.getState().siwx.lastSignIn!.id).toBeGreaterThan(second)
  })
})
