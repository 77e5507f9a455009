import type { ComponentType } from 'react'
import type { FeatureSwitch } from '../core/features.js'
import type { ResolvedOptions } from '../core/options.js'
import type { ViewName } from '../core/navigation.js'

/** A view registered with the router by its spec name (spec section 2). */
export interface ViewDefinition {
  title: string
  /** The view; lazy ones load as their own chunk inside the dialog's Suspense boundary. */
  component: ComponentType<never>
  /** Home views have no back arrow when they are the only entry. */
  home?: boolean
  /** Whether its feature is configured with these options (a host may open it only then); absent: always. */
  enabled?(options: ResolvedOptions): boolean
  /**
   * The feature flag it belongs to (core/features.ts): while `options.features[feature]`
   * is off (the project's remote config or the host's `features` option), the view does not exist
   * for `open({ view })`, which throws 'Cannot open view "<view>": the feature "<feature>" is
   * turned off'. E.g. `Swap` has `feature: 'swaps'`; ProfileWallets takes `feature: 'multiWallet'`.
   */
  feature?: FeatureSwitch
  /** Reached only from inside a flow, with that flow's data (e.g. the chosen wallet): never by `open({ view })`. */
  internal?: boolean
}

/** The views a feature registers, by spec name; the element merges every feature's registry. */
export type ViewRegistry = Partial<Record<ViewName, ViewDefinition>>
