import { parseCaipAddress } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import { errorMessage } from '../core/errorMessage.js'
import { NoActiveAddressError, NoActiveNetworkError, SiwxNotEnabledError } from '../core/specificErrors.js'
import { siwxMessages as messages } from '../features/siwx/messages.js'
import { closeModal, openModal } from '../core/navigation.js'
import { signInFailureReason, type SignInStage } from '../core/signInFailure.js'
import { isSiwxEnabled, type SiwxSession } from '../core/siwx.js'
import { activeAccount, findNetwork, namespaceOf, showToast } from '../core/store.js'
import { reportModalError } from '../core/analytics/modalErrors.js'
import { getAdapter } from './getAdapter.js'
import { rememberSession, siwxStorageOf } from './siwxSessions.js'

/** Default session lifetime when the host gives no `expirationMs`: 24 hours. */
const DEFAULT_SIWX_EXPIRATION_MS = 24 * 60 * 60 * 1000

/** The new session, or undefined when signing failed (the view shows again with the error toast). */
export type SignInReturnType = SiwxSession | undefined
export type SignInErrorType = SiwxNotEnabledError | NoActiveAddressError | NoActiveNetworkError

/**
 * Signs the active account in (spec section 4): a fresh nonce from the storage, the message of its
 * namespace (EIP-4361 or CAIP-122), the wallet's signature, 'Authenticating...' while the storage
 * verifies and keeps the session. Success adds the session, records the network, closes the modal
 * and announces it (`siwx.lastSignIn`, the `wallet-modal:siwx-success` event). Failure shows the
 * 'Error signing message' toast (spec 8) with the reason as its detail (core/signInFailure.ts: the
 * wallet declined, the server unreachable (network or CORS), no answer in time, or refused with its
 * message) and SIWXSignMessage again.
 * @throws SiwxNotEnabledError 'SIWX is not enabled'; NoActiveAddressError 'No ActiveCaipAddress
 *   found'; NoActiveNetworkError 'No ActiveCaipNetwork or client found' (unconfigured network).
 */
export async function signIn(context: ModalContext): Promise<SignInReturnType> {
  const { store } = context
  const state = store.getState()
  if (!isSiwxEnabled(state.options.siwx)) throw new SiwxNotEnabledError()
  const caipAddress = activeAccount(state).caipAddress
  if (!caipAddress) throw new NoActiveAddressError()
  const { caipNetworkId, address } = parseCaipAddress(caipAddress)
  if (!namespaceOf(caipNetworkId) || !findNetwork(state, caipNetworkId)) throw new NoActiveNetworkError()
  const options = state.options.siwx!
  const storage = siwxStorageOf(context)
  store.setState((s) => ({ siwx: { ...s.siwx, signing: true } }))
  showToast(store, undefined)
  let stage: SignInStage = 'nonce'
  try {
    const nonce = await storage.getNonce()
    const issuedAt = new Date()
    const expirationTime = new Date(
      issuedAt.getTime() + (options.expirationMs ?? DEFAULT_SIWX_EXPIRATION_MS),
    ).toISOString()
    const adapter = await getAdapter(context, { chain: caipNetworkId })
    const message = await adapter.createSignInMessage({
      accountAddress: address,
      chainId: caipNetworkId,
      domain: options.domain ?? location.host,
      uri: options.uri ?? location.origin,
      version: '1',
      nonce,
      statement: options.statement,
      resources: options.resources,
      issuedAt: issuedAt.toISOString(),
      expirationTime,
    })
    stage = 'sign'
    const signature = await adapter.signMessage(message)
    stage = 'verify'
    showToast(store, { variant: 'loading', message: messages.authenticating })
    const session = await storage.add({
      message,
      signature,
      session: { caipAddress, caipNetworkId, message, signature, issuedAt: issuedAt.toISOString(), expirationTime },
    })
    rememberSession(context, session)
    showToast(store, undefined)
    closeModal(store)
    store.setState((s) => ({
      siwx: {
        ...s.siwx,
        // Counted on the store's last id, as a sign-in at connect does, so neither repeats the other's.
        lastSignIn: {
          caipAddress: session.caipAddress,
          caipNetworkId: session.caipNetworkId,
          id: (s.siwx.lastSignIn?.id ?? 0) + 1,
        },
      },
    }))
    return session
  } catch (error) {
    reportModalError(store, 'SIWX_ERROR', error)
    showToast(store, {
      variant: 'error',
      message: errorMessage(error, 'signIn'),
      detail: signInFailureReason(error, stage),
    })
    openModal(store, 'SIWXSignMessage')
    return undefined
  } finally {
    store.setState((s) => ({ siwx: { ...s.siwx, signing: false } }))
  }
}
