/**
 * The on-ramp feature's slice of the instance store (spec section 3, Onramp state). A slice module
 * imports core only, so the store, actions and the element may read it (features/slices.ts).
 */
import type { OnrampState } from '../../core/onramp/onrampState.js'

/** The on-ramp feature's part of the store state; absent at first, so the slice has no initial value. */
export interface OnrampSlice {
  /** Created by the on-ramp feature when one of its views first opens (absent before). */
  onramp?: OnrampState
}
