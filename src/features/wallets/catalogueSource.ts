/**
 * Where the catalogue comes from (docs/contributing/architecture.md "Data sources": a getWallets-compatible API when
 * configured, otherwise the bundled chunk). Both implement {@link CatalogueSource}; the listing
 * logic and the views never know which one they hold.
 */
import type { GetWalletsAnswer, Wallet } from './types.js'

/** One catalogue request: the params of spec 7's getWallets. */
export interface CatalogueQuery {
  /** 1-based page number. */
  page: number
  /** Wallets per page: 40 for AllWallets, 100 for search, 4 for Recommended (spec 9). */
  entries: number
  /** Text matched against wallet names. */
  search?: string
  /** Only these wallet ids. */
  include?: string[]
  /** Never these wallet ids. */
  exclude?: string[]
  /** CAIP-2 ids or namespaces; a wallet supporting any of them matches. */
  chains?: string[]
  /** Only wallets announcing one of these EIP-6963 rdns. */
  rdns?: string[]
  /** Only wallets with one of these names. */
  names?: string[]
  /** Only wallets carrying this badge (same meaning as `badge_type`). */
  badge?: string
  /** Only wallets carrying this badge, e.g. 'certified'. */
  badge_type?: string
}

/** A catalogue: pages of wallets and their image URLs. */
export interface CatalogueSource {
  /**
   * One page of wallets and the total matching `query`.
   * @throws Error `Invalid getWallets answer: …` (remote source, malformed answer), HttpError, WalletModalError (network)
   */
  getWallets(query: CatalogueQuery): Promise<GetWalletsAnswer>
  /**
   * The URL (http(s) or data:) of `wallet`'s own image, for an <img src>; undefined when the
   * catalogue has none (the view then shows the icon set's logo, else the initials: ui/icons/Logo.tsx).
   */
  imageUrl(wallet: Wallet): string | undefined
}
