import { parseCaipAddress, type CaipAddress } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import { isSiwxEnabled } from '../core/siwx.js'
import { siwxStorageOf } from './siwxSessions.js'

export type SignOutParameters = { caipAddresses: CaipAddress[] }
export type SignOutReturnType = void
/** Never rejects: a storage that cannot delete is ignored (the local session is gone anyway). */
export type SignOutErrorType = never

/** Forgets the SIWX sessions of accounts being disconnected, in the store and in the storage (server: DELETE). */
export async function signOut(context: ModalContext, { caipAddresses }: SignOutParameters): Promise<SignOutReturnType> {
  const { store } = context
  if (!isSiwxEnabled(store.getState().options.siwx)) return
  store.setState((s) => {
    const sessions = { ...s.siwx.sessions }
    for (const a of caipAddresses) delete sessions[a]
    return { siwx: { ...s.siwx, sessions } }
  })
  const storage = siwxStorageOf(context)
  await Promise.all(
    caipAddresses.map((a) => {
      const { caipNetworkId, address } = parseCaipAddress(a)
      return storage.delete(caipNetworkId, address).catch(() => undefined)
    }),
  )
}
