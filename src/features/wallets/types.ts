/**
 * The catalogue's data types (spec 3 "Wallet" and "Wallet listing state") and the valibot schema of
 * the getWallets answer (spec 7: "Answer: data and count"), validated at the edge: a remote
 * answer becomes a {@link Wallet} here or is rejected with one clear error.
 */
import * as v from 'valibot'
import { safeUrl, type UrlUse } from '../../core/safeUrl.js'
import { INVALID_GET_WALLETS_ANSWER } from './constants.js'

/** One catalogue wallet (spec 3: id, name, image_id, chains, mobile_link, desktop_link, webapp_link, rdns). */
export interface Wallet {
  /** Stable id: the WalletConnect explorer id from a getWallets API, a slug in the bundled catalogue. */
  id: string
  /** Display name, e.g. 'MetaMask'. */
  name: string
  /** Key of the wallet's image; resolve it with `CatalogueSource.imageUrl`. */
  image_id: string
  /** CAIP-2 network ids ('eip155:1') or bare namespaces ('eip155', 'solana') the wallet supports. */
  chains: string[]
  /** Native scheme ('metamask://') or universal link ('https://metamask.app.link') of the mobile app. */
  mobile_link: string | null
  /** Native scheme of the desktop app, e.g. 'ledgerlive://'. */
  desktop_link: string | null
  /** Web app that takes a WalletConnect URI, e.g. 'https://app.safe.global'. */
  webapp_link: string | null
  /** EIP-6963 reverse-DNS id the wallet announces, e.g. 'io.metamask'; null when it announces none. */
  rdns: string | null
  /** A ready image URL (absolute or data:); when set it wins over `image_id`. */
  image_url?: string
  /** The wallet's public site. */
  homepage?: string
  /** Explorer badge, e.g. 'certified'. */
  badge_type?: string
}

/** An installed (announced) wallet as discovery reports it: EIP-6963 `info.rdns` and `info.name`, or a Wallet Standard name. */
export interface InstalledWallet {
  rdns?: string | null
  name: string
}

/**
 * The wallet listing state of spec 3 (featured, recommended, wallets, search, count, page,
 * excludedWallets, explorerWallets) plus what a view needs to render it (query, loading, error).
 */
export interface WalletListingState {
  /** The host's featured wallets, in the host's order. */
  featured: Wallet[]
  /** Up to 4 catalogue wallets that are neither featured, excluded nor installed (spec 9). */
  recommended: Wallet[]
  /** AllWallets: the pages loaded so far, de-duplicated, in catalogue order. */
  wallets: Wallet[]
  /** Results of the current search (empty when there is no query). */
  search: Wallet[]
  /** Total the source reports for the AllWallets query (without search). */
  count: number
  /** Last AllWallets page loaded (1-based); 0 before the first. */
  page: number
  /** Ids the host excluded: they never appear in any list. */
  excludedWallets: string[]
  /** Every wallet fetched so far (any list), by first appearance; views match connectors to catalogue data with it. */
  explorerWallets: Wallet[]
  /** The search text the `search` list answers; '' for none. */
  searchQuery: string
  /** True while a fetch for this state is running. */
  loading: boolean
  /** The last fetch's error message; undefined after a success. */
  error: string | undefined
}

const link = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => (value ? value : null)),
)
/** A URL from the catalogue through the allowlist (core/safeUrl.ts): refused ones become null, the wallet stays. */
const allowed = (use: UrlUse) =>
  v.pipe(
    v.nullish(v.string(), null),
    v.transform((value) => safeUrl(value, use) ?? null),
  )

/**
 * Schema of one wallet of a getWallets answer; unknown extra fields are kept, never rejected. Its
 * links and image go through the URL allowlist: a `javascript:` or
 * `data:text/html` link is dropped here, so no view can render it.
 */
const walletSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  image_id: v.string(),
  chains: v.nullish(v.array(v.string()), () => []),
  mobile_link: allowed('appLink'),
  desktop_link: allowed('appLink'),
  webapp_link: allowed('link'),
  rdns: link,
  image_url: v.pipe(
    v.optional(v.string()),
    v.transform((value) => safeUrl(value, 'image')),
  ),
  homepage: v.pipe(
    v.nullish(v.string()),
    v.transform((value) => safeUrl(value, 'link')),
  ),
  badge_type: v.pipe(
    v.nullish(v.string()),
    v.transform((value) => value ?? undefined),
  ),
})

/** Schema of the getWallets answer (spec 7): `{ data: Wallet[], count: number }`. */
const getWalletsAnswer = v.looseObject({
  data: v.array(walletSchema),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** A validated getWallets answer. */
export interface GetWalletsAnswer {
  data: Wallet[]
  count: number
}

// Compile-time check that the schema's output is a Wallet.
const _walletShape: (w: v.InferOutput<typeof walletSchema>) => Wallet = (w) => w
void _walletShape

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? []).map(({ key }) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')
  return `${path ? path.replace(/^\./, '') : '(root)'}: ${issue.message}`
}

/**
 * Validates a getWallets answer. Nullable links become null, missing chains [], extra fields stay.
 * @throws Error `Invalid getWallets answer: <path>: <problem>[; …]` (at most 3 problems listed).
 */
export function parseGetWalletsAnswer(json: unknown): GetWalletsAnswer {
  const result = v.safeParse(getWalletsAnswer, json)
  if (result.success) return result.output
  const issues = result.issues
  const listed = issues.slice(0, 3).map(describeIssue).join('; ')
  const more = issues.length > 3 ? `; and ${issues.length - 3} more` : ''
  throw new Error(`${INVALID_GET_WALLETS_ANSWER}: ${listed}${more}`, { cause: new v.ValiError(result.issues) })
}
