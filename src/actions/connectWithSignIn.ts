import type { ChainAdapter } from '../core/chainAdapter.js'
import type { ModalContext } from '../core/context.js'
import { errorMessage } from '../core/errorMessage.js'
import { siwxMessages as messages } from '../features/siwx/messages.js'
import { signInFailureReason, type SignInStage } from '../core/signInFailure.js'
import { isSiwxEnabled } from '../core/siwx.js'
import { showToast } from '../core/store.js'
import { reportModalError } from '../core/analytics/modalErrors.js'
import { rememberSession, siwxStorageOf } from './siwxSessions.js'

/** Default session lifetime when the host gives no `expirationMs`: 24 hours (as actions/signIn.ts). */
const DEFAULT_SIWX_EXPIRATION_MS = 24 * 60 * 60 * 1000

/**
 * One prompt instead of two: with SIWX on and a wallet that connects and signs in at once
 * (Sign-In With Solana, the Wallet Standard's `solana:signIn`: Phantom, Solflare, Backpack), asks
 * the storage for a nonce, has the wallet connect and sign the sign-in message in one prompt, has
 * the storage verify and keep the session, and only then publishes the account, so SIWXSignMessage
 * never opens for it. A verification that fails still connects the account: the usual sign-in
 * (SIWXSignMessage) follows, with the 'Error signing message' toast and its reason.
 * @returns false when this path does not apply (no SIWX, or the wallet cannot): the caller connects
 *   as usual. Rejects as `connect` does when the wallet declines or the nonce cannot be had.
 */
export async function connectWithSignIn(
  context: ModalContext,
  adapter: ChainAdapter,
  connectorId: string,
): Promise<boolean> {
  const { store } = context
  const options = store.getState().options.siwx
  if (!isSiwxEnabled(options) || !adapter.connectWithSignIn || !adapter.canSignInAtConnect?.(connectorId)) return false
  const storage = siwxStorageOf(context)
  store.setState((s) => ({ siwx: { ...s.siwx, signing: true } }))
  try {
    const nonce = await storage.getNonce()
    const issuedAt = new Date()
    const expirationTime = new Date(
      issuedAt.getTime() + (options!.expirationMs ?? DEFAULT_SIWX_EXPIRATION_MS),
    ).toISOString()
    const signed = await adapter.connectWithSignIn(connectorId, {
      domain: options!.domain ?? location.host,
      uri: options!.uri ?? location.origin,
      version: '1',
      nonce,
      statement: options!.statement,
      resources: options!.resources,
      issuedAt: issuedAt.toISOString(),
      expirationTime,
    })
    const stage: SignInStage = 'verify'
    try {
      showToast(store, { variant: 'loading', message: messages.authenticating })
      const session = await storage.add({
        message: signed.message,
        signature: signed.signature,
        session: {
          caipAddress: signed.caipAddress,
          caipNetworkId: signed.caipNetworkId,
          message: signed.message,
          signature: signed.signature,
          issuedAt: issuedAt.toISOString(),
          expirationTime,
        },
      })
      rememberSession(context, session)
      showToast(store, undefined)
      signed.complete()
      store.setState((s) => ({
        siwx: {
          ...s.siwx,
          lastSignIn: {
            caipAddress: session.caipAddress,
            caipNetworkId: session.caipNetworkId,
            id: (s.siwx.lastSignIn?.id ?? 0) + 1,
          },
        },
      }))
    } catch (error) {
      // Connected all the same: the account's sign-in check opens SIWXSignMessage to try again.
      signed.complete()
      reportModalError(store, 'SIWX_ERROR', error)
      showToast(store, {
        variant: 'error',
        message: errorMessage(error, 'signIn'),
        detail: signInFailureReason(error, stage),
      })
    }
    return true
  } finally {
    store.setState((s) => ({ siwx: { ...s.siwx, signing: false } }))
  }
}
