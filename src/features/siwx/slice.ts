/**
 * The sign-in (SIWX) feature's slice of the instance store: its state and initial value. A slice
 * module imports core only (types), so the store, actions and chains may read it (features/slices.ts).
 */
import type { CaipAddress, CaipNetworkId } from '../../core/caip.js'
import type { SiwxSession } from '../../core/siwx.js'

/** SIWX state: the verified sessions known for connected accounts, by CAIP-10 id. */
export interface SiwxState {
  sessions: Record<string, SiwxSession>
  /** The last network where an account signed in (spec section 4: recorded on success). */
  lastSessionNetwork?: CaipNetworkId
  /** True while the wallet is asked to sign or the back end verifies. */
  signing: boolean
  /** The last successful sign-in (`id` increases with each), announced as `wallet-modal:siwx-success`. */
  lastSignIn?: { caipAddress: CaipAddress; caipNetworkId: CaipNetworkId; id: number }
}

/** The sign-in feature's part of the store state. */
export interface SiwxSlice {
  siwx: SiwxState
}

/** Its initial value: no session known, not signing. */
export const siwxSlice: SiwxSlice = { siwx: { sessions: {}, signing: false } }
