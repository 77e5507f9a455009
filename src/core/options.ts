import type { CaipNetworkId } from './caip.js'
import type { Locale } from './i18n/locales.js'
import { mergeFeatures, type FeatureFlags, type Features } from './features.js'
import type { SiwxOptions } from './siwx.js'
import type { TokenConfig } from './tokens.js'

/** A chain namespace this version can connect (the registry: namespaces.ts). */
export type { ChainNamespace } from './namespaces.js'

/** Native currency of a network. `decimals` is the number of base-unit decimals (18 for wei, 8 for sats). */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
  /**
   * Fraction digits balances show (floored); default 3 (spec section 9), 8 for BTC (amounts
   * in sats with an 8-decimal display).
   */
  displayDecimals?: number
}

/**
 * A network the host supports, identified by its CAIP-2 id (`eip155:1`).
 * `rpcUrl` is the JSON-RPC endpoint the modal reads balances from and hands to the wallet
 * in `wallet_addEthereumChain` (EIP-3085). On Bitcoin (`bip122:*`) it is the base URL of an
 * Esplora-compatible API (Blockstream's Esplora, mempool.space's `/api`), e.g.
 * 'https://mempool.space/api'.
 */
export interface NetworkConfig {
  caipNetworkId: CaipNetworkId
  name: string
  rpcUrl: string
  nativeCurrency?: NativeCurrency
  blockExplorerUrl?: string
  /** EVM: address of a Multicall3 contract (aggregate3), so token balances are read in one call. */
  multicall3Address?: string
  /** EVM: ENS Universal Resolver; with it, Send accepts ENS names (resolved through viem). */
  ensUniversalResolverAddress?: string
  /**
   * The network's icon (https, http on loopback, or a data:image URL; AppKit's `chainImages`):
   * shown before the built-in icon of its CAIP-2 id, e.g. for a chain the icon set lacks.
   */
  imageUrl?: string
  /**
   * EVM: an ERC-4337 bundler for EntryPoint v0.8 (JSON-RPC over HTTP). With it, and
   * `embeddedWallet.preferredAccountType: 'smartAccount'`, the embedded wallet is a smart account on
   * this network (its EOA delegated with EIP-7702, which the network must support): the spec's
   * `smartAccountEnabledNetworks`.
   */
  bundlerUrl?: string
  /** EVM: the operator's ERC-7677 paymaster service; with a `bundlerUrl`, smart-account operations are sponsored where its policy allows. */
  paymasterUrl?: string
}

/** The host app's metadata, shown to wallets. */
export interface AppMetadata {
  name: string
  description?: string
  url?: string
  icons?: string[]
}

export type ThemeMode = 'light' | 'dark'

/**
 * Options a host passes through `setOptions()` or attributes. Every field is optional;
 * `resolveOptions` fills defaults once, so the rest of the code reads one resolved object.
 */
export interface WalletModalOptions {
  /** Networks as CAIP-2 ids with RPC URLs; the first is the default network. */
  networks?: NetworkConfig[]
  metadata?: AppMetadata
  themeMode?: ThemeMode
  /**
   * The language of the modal's views (Languages), one of the 19 shipped tags: 'en' (default),
   * 'ar' (right to left), 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr',
   * 'uk', 'vi', 'zh-CN' (Simplified), 'zh-HK' and 'zh-TW' (Traditional). English is built in;
   * each other locale loads as its own chunk when chosen. The `locale` attribute also takes any
   * BCP 47 tag and matches it by language ('pt-BR' → 'pt', 'zh-Hant' → 'zh-TW'); this option
   * takes a shipped tag exactly. One locale per page (the last set wins). The JS API's and actions'
   * errors stay English.
   */
  locale?: Locale
  /** localStorage namespace; give each `<wallet-modal>` on a page its own. Default 'wallet-modal'. */
  storageKey?: string
  /** CSP nonce for the fallback `<style>` element where constructable stylesheets are unsupported. */
  nonce?: string
  /** Sign in with the wallet (EIP-4361 on EVM, CAIP-122 on Solana); off when absent. */
  siwx?: SiwxOptions
  /**
   * WalletConnect v2 (mobile and QR wallets). Off when absent. `relayUrl` defaults to the public
   * relay; point it at your own (the demo runs a local one).
   */
  walletConnect?: { projectId: string; relayUrl?: string }
  /**
   * The wallet catalogue (AllWallets): a getWallets-compatible API (`{api}/getWallets`), else the
   * bundled catalogue chunk. `include`/`exclude` are wallet ids; `featured` ids show first.
   */
  catalogue?: { api?: string; projectId?: string; featured?: string[]; include?: string[]; exclude?: string[] }
  /** Tokens to show and send per CAIP-2 network, after the built-in fund-wallet tokens. */
  tokens?: Partial<Record<string, TokenConfig[]>>
  /**
   * Transaction history source per EVM network: Otterscan's `ots_searchTransactionsBefore` on the
   * network's RPC (anvil, Erigon; the default) or a Blockscout v2 API. Solana always uses its RPC.
   */
  history?: Partial<Record<string, HistorySourceConfig>>
  /**
   * Optional USD prices: resolves token keys (`native` or the token address) to a USD price.
   * Without one, no USD value is shown (never a fake one).
   */
  priceSource?: (caipNetworkId: CaipNetworkId, keys: string[]) => Promise<Record<string, number>>
  /**
   * Email login: a self-hosted embedded wallet (docs/contributing/architecture.md, "The embedded wallet"). Off when absent.
   * `signerUrl` is the operator's signer page (`dist/signer/`) on its own origin; the Connect view
   * then offers an email field after the wallets (spec section 1: wallet, email, social).
   */
  embeddedWallet?: EmbeddedWalletOptions
  /**
   * Names (spec sections 2 and 7): the operator's name service (`createNameService` of
   * `wallet-modal/server`). With it, Account offers RegisterAccountName, shows the account's primary
   * name, and Send accepts `<label>.<suffix>` names. Off when absent.
   */
  names?: NamesOptions
  /**
   * Swaps (spec section 2, Swap): a 1inch Swap API v6.0 compatible service (the local
   * convert service `createConvertService` of `wallet-modal/server`, or 1inch behind the host's
   * proxy). With it, Account offers Swap on EVM networks, and `open({ view: 'Swap' })` takes it. Off when absent.
   */
  swaps?: SwapsOptions
  /**
   * On-ramp (spec sections 2, 3, 7 and 9): buy crypto with fiat. With it, Account offers
   * Buy (first, spec section 1's wallet feature order) unless the browser's time zone is a
   * restricted one (mainland China, Hong Kong, Macau), and `open({ view })` takes OnRampTokenSelect,
   * OnRampFiatSelect and OnRampProviders. Off when absent. Checked as an object here; its providers
   * are checked when the on-ramp first opens (a bad one is left out, its problem shown there).
   */
  onramp?: OnrampSettings
  /**
   * Theme variables under AppKit's names (`--w3m-*`, or the newer `--apkt-*`), mapped onto the
   * modal's `--wm-*` custom properties in both themes, so a host moving from AppKit keeps
   * its theme. Unknown names are ignored.
   */
  themeVariables?: ThemeVariables
  /**
   * An image (https, http only on loopback, or a data:image URL) drawn in the centre of the
   * WalletConnect QR code and the Receive QR code instead of the WalletConnect mark or the network's
   * icon: the host's logo.
   */
  qrLogoUrl?: string
  /**
   * The operator's project service (`createProjectServer` of `wallet-modal/server`): with
   * it, the modal fetches once at start the project's feature flags (`GET {api}/appkit/v1/config`),
   * its allowed origins (`GET {api}/projects/v1/origins`) and whether error analytics is on
   * (`GET {api}/getAnalyticsConfig`), and loads images from its image endpoints. Off when absent:
   * then the modal asks nothing of anyone and uses the local options.
   */
  project?: ProjectOptions
  /**
   * Feature flags set by the host (core/features.ts): each one set here wins over the project's
   * remote config; each one left out follows the project config, else its default.
   */
  features?: FeatureFlags
}

/** The operator's project service. */
export interface ProjectOptions {
  /** Its base URL, e.g. 'https://wallet.example.com/api/project' (routes appkit/v1/config, projects/v1/origins, getAnalyticsConfig, e, getWalletImage/…, public/…). */
  api: string
  /** The project's id, sent as `projectId` with every call (spec section 7). */
  projectId: string
  /** How long the start-up fetches may take before the local options are used alone, in ms; default 3000. */
  timeoutMs?: number
}

/**
 * How a provider is reached, by kind (research note section 1):
 * - 'meld': the checkout URL is built in the browser with the provider's public key (spec section 7:
 *   publicKey, destinationCurrencyCode SOL on Solana else USDC, walletAddress, externalCustomerId);
 * - 'moonpay': the host's ramp broker signs the checkout URL (HMAC-SHA256 with the secret key);
 * - 'coinbase': the broker mints a single-use session token for the checkout URL;
 * - 'widget': any provider whose back end returns a widget URL for a session the broker opens.
 * `apiUrl` serves the provider's quotes, options and status in the adapter contract's shape:
 * GET `{apiUrl}/options?country=`, POST `{apiUrl}/quote`, GET `{apiUrl}/status/{sessionId}`
 * (the local ramp sandbox speaks it; a vendor's own API goes behind the host's proxy).
 */
export type OnrampAdapterConfig =
  | { type: 'meld'; name: string; apiUrl: string; checkoutUrl: string; publicKey: string }
  | { type: 'moonpay' | 'coinbase' | 'widget'; name: string; apiUrl: string }

/** The `onramp` option. */
export interface OnrampSettings {
  /**
   * The ids of the providers to offer, each with its entry in `adapters` (spec section 5: it must be
   * a list of strings; anything else offers no provider).
   */
  providers: string[]
  /** How to reach each provider, by id. */
  adapters: Record<string, OnrampAdapterConfig>
  /** The host's ramp broker (`createRampBroker` of `wallet-modal/server`), e.g. 'https://example.com/api'; it answers `{brokerUrl}/ramp/{id}/checkout`. Needed by every kind but 'meld'. */
  brokerUrl?: string
  /** Fund from exchange (spec section 7): the exchanges JSON-RPC endpoint and the `projectId` sent with every call. */
  exchanges?: { url: string; projectId: string }
  /** ISO 3166-1 alpha-2 country sent to the providers' options. */
  country?: string
}

/**
 * AppKit's theme variables (docs: "Theming", themeVariables) that the modal maps: each may also be
 * given with AppKit's newer prefix, `--apkt-` (e.g. `--apkt-accent`).
 */
export interface ThemeVariables {
  /** Buttons, links, the current network: any CSS colour. → `--wm-accent` */
  '--w3m-accent'?: string
  /** A colour blended into the modal's surfaces and borders (both themes), by `--w3m-color-mix-strength`. */
  '--w3m-color-mix'?: string
  /** How much of `--w3m-color-mix` blends in: a percentage from 0 to 100. */
  '--w3m-color-mix-strength'?: number
  /** The modal's font stack. → `--wm-font-family` */
  '--w3m-font-family'?: string
  /** The base radius, a CSS length ('4px' gives the default look, '0px' square corners): the dialog takes 4×, rows 3×, buttons and badges 250× (pills). */
  '--w3m-border-radius-master'?: string
  /** The overlay's z-index (default 2147483000). → `--wm-z-index` */
  '--w3m-z-index'?: number
  [name: `--apkt-${string}` | `--w3m-${string}`]: string | number | undefined
}

/** The host's swap-quote service. */
export interface SwapsOptions {
  /** Its base URL, e.g. 'https://example.com/api/convert'; routes `<api>/swap/v6.0/<chainId>/quote|swap|approve/…|tokens`. */
  api: string
}

/** The operator's name service. */
export interface NamesOptions {
  /** Its base URL, e.g. 'https://example.com/api/names' (routes nonce, register, reverse/…, suggestions/…). */
  api: string
  /** The operator's suffix without the dot, e.g. 'example.eth' (names are `<label>.<suffix>`). */
  suffix: string
}

/** Options of the embedded wallet (email login). */
export interface EmbeddedWalletOptions {
  /** The signer page, an absolute http(s) URL on its own origin, e.g. 'https://signer.example.com/'. */
  signerUrl: string
  /** Spec section 2, DataCapture: after a connection, ask for the user's email (prefilled with an email login's). Default false. */
  emailCapture?: boolean
  /** How long the signer may take to be ready, in ms; default 20 000 (then spec section 8's 'A problem occurred while trying initialize authentication'). */
  readyTimeoutMs?: number
  /**
   * Social login buttons on Connect, after the email field (spec section 1: wallet, email, social),
   * in this order; the first four as icons, the rest behind "More". Names the operator's auth server
   * knows ('google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook' have their label
   * and icon built in); any other OIDC provider as `{ name, label, icon }` (`icon` an https: or data:
   * URL). Default the spec's list, google, x, discord, farcaster, github, apple, facebook; `[]`
   * for none.
   */
  socials?: Array<string | SocialProviderOption>
  /**
   * Spec section 3's `preferredAccountType`: 'smartAccount' makes the embedded wallet a smart account
   * (ERC-4337 through EIP-7702: batched, atomic calls, sponsored gas) on the networks with a
   * `bundlerUrl`; default 'eoa'.
   */
  preferredAccountType?: 'eoa' | 'smartAccount'
}

/** A social provider the modal shows, beyond the built-in ones. */
export interface SocialProviderOption {
  /** The name the auth server knows it by ('keycloak'). */
  name: string
  /** The button's accessible name and the connecting view's title; default `name`. */
  label?: string
  /** An https: or data: image URL for the button; default the label's initial. */
  icon?: string
}

/** {@link EmbeddedWalletOptions} resolved: the signer's origin extracted, defaults filled. */
export interface ResolvedEmbeddedWallet {
  signerUrl: string
  /** The exact origin the handshake is posted to. */
  signerOrigin: string
  emailCapture: boolean
  readyTimeoutMs: number
  /** As given (resolved when the social buttons load, so their defaults stay out of the first paint). */
  socials?: EmbeddedWalletOptions['socials']
  /** As given; absent means 'eoa'. */
  preferredAccountType?: EmbeddedWalletOptions['preferredAccountType']
}

/** Where an EVM network's transaction history comes from. */
export type HistorySourceConfig = { type: 'otterscan' } | { type: 'blockscout'; url: string } | { type: 'none' }

export interface ResolvedOptions {
  networks: NetworkConfig[]
  metadata: AppMetadata
  themeMode: ThemeMode
  locale: Locale
  storageKey: string
  nonce: string | undefined
  siwx: SiwxOptions | undefined
  tokens: Partial<Record<string, TokenConfig[]>>
  walletConnect: WalletModalOptions['walletConnect']
  catalogue: NonNullable<WalletModalOptions['catalogue']>
  history: Partial<Record<string, HistorySourceConfig>>
  priceSource: WalletModalOptions['priceSource']
  embeddedWallet: ResolvedEmbeddedWallet | undefined
  names: NamesOptions | undefined
  swaps: SwapsOptions | undefined
  onramp: OnrampSettings | undefined
  themeVariables: ThemeVariables | undefined
  qrLogoUrl: string | undefined
  project: ProjectOptions | undefined
  /** The feature flags as the host gave them. */
  localFeatures: FeatureFlags | undefined
  /** The flags of the project's remote config once it arrived (features/platform), else undefined. */
  remoteFeatures: FeatureFlags | undefined
  /** The flags in force: {@link mergeFeatures} of the two (the host's win), over the defaults. */
  features: Features
}

/**
 * Merges host options over defaults. Does not validate: `setOptions` checks its input against the
 * options schema (core/optionsSchema.ts) first.
 */
export function resolveOptions(options: WalletModalOptions, previous?: ResolvedOptions): ResolvedOptions {
  const networks = options.networks ?? previous?.networks ?? []
  const localFeatures = options.features ?? previous?.localFeatures
  const remoteFeatures = previous?.remoteFeatures
  return {
    networks,
    metadata: options.metadata ??
      previous?.metadata ?? { name: typeof document !== 'undefined' ? document.title : 'App' },
    themeMode: options.themeMode ?? previous?.themeMode ?? 'light',
    locale: options.locale ?? previous?.locale ?? 'en',
    storageKey: options.storageKey ?? previous?.storageKey ?? 'wallet-modal',
    nonce: options.nonce ?? previous?.nonce,
    siwx: options.siwx ?? previous?.siwx,
    tokens: options.tokens ?? previous?.tokens ?? {},
    walletConnect: options.walletConnect ?? previous?.walletConnect,
    catalogue: options.catalogue ?? previous?.catalogue ?? {},
    history: options.history ?? previous?.history ?? {},
    priceSource: options.priceSource ?? previous?.priceSource,
    embeddedWallet: options.embeddedWallet ? resolveEmbeddedWallet(options.embeddedWallet) : previous?.embeddedWallet,
    names: options.names ?? previous?.names,
    swaps: options.swaps ?? previous?.swaps,
    onramp: options.onramp ?? previous?.onramp,
    themeVariables: options.themeVariables ?? previous?.themeVariables,
    qrLogoUrl: options.qrLogoUrl ?? previous?.qrLogoUrl,
    project: options.project ?? previous?.project,
    localFeatures,
    remoteFeatures,
    features: mergeFeatures(localFeatures, remoteFeatures),
  }
}

/**
 * Resolves the embedded wallet's options (already checked by the options schema): the signer's
 * origin taken from its URL, the defaults filled in.
 */
function resolveEmbeddedWallet(options: EmbeddedWalletOptions): ResolvedEmbeddedWallet {
  const url = new URL(options.signerUrl)
  return {
    ...options,
    signerUrl: url.href,
    signerOrigin: url.origin,
    emailCapture: options.emailCapture === true,
    readyTimeoutMs: options.readyTimeoutMs ?? 20_000,
  }
}
