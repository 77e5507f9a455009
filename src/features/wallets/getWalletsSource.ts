/**
 * The remote catalogue: GET `{api}/getWallets` (spec 7, params projectId, st, sv, page, entries,
 * include, exclude, chains, search, badge_type, names, rdns, badge; answer `{ data, count }`)
 * through core's HTTP client (empty params skipped, arrays joined with ',', retry policy), the
 * answer validated with valibot; images at `{api}/getWalletImage/{image_id}`.
 */
import { createHttpClient, type HttpClientOptions } from '../../core/http.js'
import { buildUrl, type QueryParams } from '../../core/url.js'
import { DEFAULT_SDK_TYPE } from './constants.js'
import type { CatalogueQuery, CatalogueSource } from './catalogueSource.js'
import { parseGetWalletsAnswer, type Wallet } from './types.js'

/** Options of {@link createGetWalletsSource}. */
export interface GetWalletsSourceOptions {
  /** The API root, e.g. 'https://api.example.com' or '/catalogue'; paths are appended with one '/'. */
  api: string
  /** Sent as `projectId`. */
  projectId: string
  /** Sent as `st` (SDK type); default 'wm'. */
  sdkType?: string
  /** Sent as `sv` (SDK version), e.g. 'wm-0.1.0'. */
  sdkVersion: string
  /** Default the global fetch. */
  fetch?: typeof fetch
  /** Passed to core's createHttpClient (retry count, sleep, clientId…). */
  http?: Omit<HttpClientOptions, 'baseUrl' | 'fetch'>
}

/** The query params of one getWallets call, in spec 7's order; empty ones are skipped later by buildUrl. */
function getWalletsParams(
  options: Pick<GetWalletsSourceOptions, 'projectId' | 'sdkType' | 'sdkVersion'>,
  query: CatalogueQuery,
): QueryParams {
  return {
    projectId: options.projectId,
    st: options.sdkType ?? DEFAULT_SDK_TYPE,
    sv: options.sdkVersion,
    page: query.page,
    entries: query.entries,
    include: query.include,
    exclude: query.exclude,
    chains: query.chains,
    search: query.search?.trim(),
    badge_type: query.badge_type,
    names: query.names,
    rdns: query.rdns,
    badge: query.badge,
  }
}

/**
 * A {@link CatalogueSource} over a getWallets-compatible API. `imageUrl` prefers the wallet's
 * `image_url`, else `{api}/getWalletImage/{image_id}?projectId=…&st=…&sv=…` (the params let a
 * hosted API authorise an <img> request, which cannot carry headers).
 * getWallets throws Error `Invalid getWallets answer: …` for a malformed answer, and core's
 * HttpError / WalletModalError for HTTP and network failures.
 */
export function createGetWalletsSource(options: GetWalletsSourceOptions): CatalogueSource {
  const client = createHttpClient({ ...options.http, baseUrl: options.api, fetch: options.fetch })
  const imageParams: QueryParams = {
    projectId: options.projectId,
    st: options.sdkType ?? DEFAULT_SDK_TYPE,
    sv: options.sdkVersion,
  }
  return {
    async getWallets(query) {
      const json = await client.get<unknown>('getWallets', getWalletsParams(options, query))
      return parseGetWalletsAnswer(json)
    },
    imageUrl(wallet: Wallet) {
      if (wallet.image_url) return wallet.image_url
      return buildUrl(options.api, `getWalletImage/${encodeURIComponent(wallet.image_id)}`, imageParams)
    },
  }
}
