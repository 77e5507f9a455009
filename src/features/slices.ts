/**
 * The registry of feature slices: the part of the instance store each feature owns, composed into
 * core/store.ts's `ModalState` and its initial state. A feature with state of its own adds a
 * `slice.ts` beside its views (its state type, a `<feature>Slice` initial value) and one line to
 * each list here; core/store.ts does not change.
 *
 * Slice modules are a layer of their own (.dependency-cruiser.cjs, `slices`): they import core
 * only, and every layer may import them, core/store.ts included, because actions, chains and core
 * updaters read and write feature state (the embedded wallet's email flow, the SIWX sessions).
 */
import { embeddedSlice, type EmbeddedSlice } from './embedded/slice.js'
import type { OnrampSlice } from './onramp/slice.js'
import type { PlatformSlice } from './platform/slice.js'
import { sendSlice, type SendSlice } from './send/slice.js'
import { siwxSlice, type SiwxSlice } from './siwx/slice.js'
import { walletConnectSlice, type WalletConnectSlice } from './walletconnect/slice.js'

/** Every feature's part of the store state. */
export interface FeatureState
  extends SiwxSlice,
    SendSlice,
    WalletConnectSlice,
    EmbeddedSlice,
    OnrampSlice,
    PlatformSlice {}

/**
 * Every feature's initial state (a slice whose fields all start absent has none). Shared by the
 * stores: the store only ever replaces these objects, never changes them.
 */
export const featureSlices: FeatureState = {
  ...siwxSlice,
  ...sendSlice,
  ...walletConnectSlice,
  ...embeddedSlice,
}
