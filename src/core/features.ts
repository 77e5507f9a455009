/**
 * Feature flags (spec section 7: `GET /appkit/v1/config` returns features): what the
 * operator's project config turns on or off, what the host set itself (`features` option), and the
 * one merge of the two. A flag turns a capability's buttons and views on or off; the capability's
 * own option (`swaps`, `embeddedWallet`, …) still has to be set for it to exist at all.
 *
 * For a feature's code: read `options.features.<flag>` (resolved, never undefined) and register its
 * views with `feature: '<flag>'` (ui/viewRegistry.ts), so `open({ view })` refuses them with a clear
 * error while the flag is off. `multiWallet` (ProfileWallets, spec sections 2 and 6) and `onramp`
 * and `socials` are here for the features that read them.
 */

/** A connection method of the Connect view, in spec section 1's default order. */
export type ConnectMethod = 'wallet' | 'email' | 'social'

/** A wallet feature of the Account view, in spec section 1's default order. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** The flags, resolved: every one set. */
export interface Features {
  /** Email login (the embedded wallet's email field on Connect). Default true. */
  email: boolean
  /** Social login providers, in order; false (or []) turns social login off. Default spec section 1's seven. */
  socials: readonly string[] | false
  /** Swap (Account's button, `open({ view: 'Swap' })`). Default true. */
  swaps: boolean
  /** Buying crypto (the on-ramp views). Default true. */
  onramp: boolean
  /** ProfileWallets: several wallets connected at once (spec section 6: shown only when on). Default false. */
  multiWallet: boolean
  /** Error analytics (`POST /e`; spec sections 7 and 8). Default false (the remote `isAnalyticsEnabled` decides). */
  analytics: boolean
  /** Order of Account's wallet features (spec section 1: onramp, swaps, receive, send). */
  walletFeatureOrder: readonly WalletFeature[]
  /** Order of Connect's methods (spec section 1: wallet, email, social). */
  connectMethodOrder: readonly ConnectMethod[]
}

/** The flags a host or a project config may set: any subset. */
export type FeatureFlags = Partial<Features>

/** The flags that are plain booleans: the ones a view can be registered under (ViewDefinition.feature). */
export type FeatureSwitch = 'email' | 'swaps' | 'onramp' | 'multiWallet' | 'analytics'

/** Spec section 1: "Default social providers: google, x, discord, farcaster, github, apple, facebook." */
export const DEFAULT_SOCIAL_PROVIDERS: readonly string[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** The flags when neither the host nor a project config set them (spec section 1's orders). */
export const DEFAULT_FEATURES: Features = {
  email: true,
  socials: DEFAULT_SOCIAL_PROVIDERS,
  swaps: true,
  onramp: true,
  multiWallet: false,
  analytics: false,
  walletFeatureOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectMethodOrder: ['wallet', 'email', 'social'],
}

/** `flags` without its undefined entries (so they do not hide a value below them). */
const given = (flags: FeatureFlags | undefined) =>
  Object.fromEntries(Object.entries(flags ?? {}).filter(([, value]) => value !== undefined))

/**
 * The one merge of feature flags (remote config is merged in one place): for each flag
 * the host's own value when it set one, else the project config's, else {@link DEFAULT_FEATURES}.
 * The host wins where it set a value explicitly; a flag it left unset follows the operator.
 */
export function mergeFeatures(local?: FeatureFlags, remote?: FeatureFlags): Features {
  return { ...DEFAULT_FEATURES, ...given(remote), ...given(local) }
}

/**
 * `all` in the order `order` gives (a wallet-feature or connect-method order), those it leaves out
 * after it in their own order: an order arranges, it never hides (a flag does that).
 */
export function inOrder<T>(order: readonly T[], all: readonly T[]): T[] {
  return [...new Set([...order.filter((item) => all.includes(item)), ...all])]
}
