import type { ModalContext } from '../../core/context.js'
import { isSiwxEnabled } from '../../core/siwx.js'
import { activeAccount } from '../../core/store.js'

const isString = (v: unknown): v is `${string}:${string}` => typeof v === 'string'

/**
 * The SIWX trigger (spec section 4), a store subscriber: when an account becomes connected or the
 * connected account changes, a host with SIWX checks for its session and, without one, opens
 * SIWXSignMessage (actions/checkSignIn.ts, loaded only then). Also restores the last network that
 * had a session, for Cancel.
 * @returns the unsubscribe function.
 */
export function watchSignIn(context: ModalContext): () => void {
  const { store } = context
  const lastSessionNetwork = context.persistence.get('siwx:lastNetwork', isString)
  store.setState((s) => ({ siwx: { ...s.siwx, lastSessionNetwork } }))
  let before = activeAccount(store.getState())
  return store.subscribe(() => {
    const next = activeAccount(store.getState())
    const changed =
      next.status === 'connected' && (next.caipAddress !== before.caipAddress || before.status !== 'connected')
    before = next
    if (changed && isSiwxEnabled(store.getState().options.siwx))
      void import('../../actions/checkSignIn.js').then(({ checkSignIn }) => checkSignIn(context))
  })
}
