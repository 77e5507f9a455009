/**
 * A local getWallets-compatible service (spec 7) for the demo and the tests:
 * - `GET {base}/getWallets?page&entries&search&include&exclude&chains&rdns&names&badge&badge_type`
 *   → `{ data, count }` (projectId, st, sv are accepted and ignored);
 * - `GET {base}/getWalletImage/{id}` → the wallet's logo from the icon set the modal bundles
 *   (@web3icons/core, by rdns / id / name, as ui/icons/walletIcons.ts finds it), else an SVG with
 *   its initials (`image/svg+xml`, cacheable): what a real catalogue serves, from this origin.
 * Queries are answered by the same in-memory logic as the bundled source.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { catalogueWallets } from '../../src/features/wallets/catalogueData.js'
import { queryWallets } from '../../src/features/wallets/queryWallets.js'
import type { CatalogueQuery } from '../../src/features/wallets/catalogueSource.js'
import type { Wallet } from '../../src/features/wallets/types.js'
import { walletImageSvg } from '../../src/features/wallets/walletImage.js'
import { walletIcons } from '../../src/ui/icons/walletIcons.js'
import { generateFillerWallets } from './fillerWallets.js'

/** Where the service is mounted by default. */
export const CATALOGUE_MOUNT = '/catalogue'

/** Filler wallets added to the real ones by default. */
export const DEFAULT_FILLER_COUNT = 1000

/** Most entries one getWallets call may ask for. */
export const MAX_ENTRIES = 1000

/** Options of {@link createCatalogueHandler}. */
export interface CatalogueHandlerOptions {
  /** Default: the bundled real wallets followed by 1,000 generated 'Test Wallet NNNN' entries. */
  wallets?: Wallet[]
  /** Path prefix; default '/catalogue'. */
  basePath?: string
}

/** A node:http handler that answers its own paths and returns true, or returns false and leaves the request alone. */
export type CatalogueHandler = (request: IncomingMessage, response: ServerResponse) => boolean

/** The default demo list: real wallets, then filler. */
export function defaultCatalogueWallets(): Wallet[] {
  return [...catalogueWallets, ...generateFillerWallets(DEFAULT_FILLER_COUNT)]
}

function list(params: URLSearchParams, key: string): string[] | undefined {
  const values = params
    .get(key)
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  return values && values.length > 0 ? values : undefined
}

function positiveInt(params: URLSearchParams, key: string, fallback: number): number | undefined {
  const text = params.get(key)
  if (text === null || text === '') return fallback
  return /^[1-9][0-9]{0,6}$/.test(text) ? Number(text) : undefined
}

function sendJson(response: ServerResponse, status: number, body: unknown, head: boolean): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  })
  response.end(head ? undefined : text)
}

/**
 * The service as a node:http handler. Answers GET and HEAD (405 otherwise) on
 * `{basePath}/getWallets` (400 `{ error }` when page or entries is not a positive integer or
 * entries exceeds 1000) and `{basePath}/getWalletImage/{id}` (404 for an unknown id); returns
 * false for any other path. CORS is open (`Access-Control-Allow-Origin: *`).
 */
export function createCatalogueHandler(options: CatalogueHandlerOptions = {}): CatalogueHandler {
  const wallets = options.wallets ?? defaultCatalogueWallets()
  const base = (options.basePath ?? CATALOGUE_MOUNT).replace(/\/+$/, '')
  const byImageId = new Map<string, Wallet>()
  for (const wallet of wallets) if (!byImageId.has(wallet.image_id)) byImageId.set(wallet.image_id, wallet)
  const imagePrefix = `${base}/getWalletImage/`

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const isList = url.pathname === `${base}/getWallets`
    const isImage = url.pathname.startsWith(imagePrefix)
    if (!isList && !isImage) return false
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed')
      return true
    }
    const head = method === 'HEAD'

    if (isImage) {
      let id: string | undefined
      try {
        id = decodeURIComponent(url.pathname.slice(imagePrefix.length))
      } catch {
        id = undefined // a malformed %-escape names no wallet
      }
      const wallet = id === undefined ? undefined : byImageId.get(id)
      if (!wallet) {
        response
          .writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' })
          .end('Unknown wallet image')
        return true
      }
      void walletLogoSvg(wallet).then((svg) => {
        response.writeHead(200, {
          'Content-Type': 'image/svg+xml',
          'Content-Length': Buffer.byteLength(svg),
          'Cache-Control': 'public, max-age=86400, immutable',
          'Access-Control-Allow-Origin': '*',
        })
        response.end(head ? undefined : svg)
      })
      return true
    }

    const params = url.searchParams
    const page = positiveInt(params, 'page', 1)
    const entries = positiveInt(params, 'entries', 40)
    if (page === undefined || entries === undefined || entries > MAX_ENTRIES) {
      sendJson(
        response,
        400,
        { error: `page and entries must be positive integers (entries at most ${MAX_ENTRIES})` },
        head,
      )
      return true
    }
    const query: CatalogueQuery = {
      page,
      entries,
      search: params.get('search') ?? undefined,
      include: list(params, 'include'),
      exclude: list(params, 'exclude'),
      chains: list(params, 'chains'),
      rdns: list(params, 'rdns'),
      names: list(params, 'names'),
      badge: params.get('badge') || undefined,
      badge_type: params.get('badge_type') || undefined,
    }
    sendJson(response, 200, queryWallets(wallets, query), head)
    return true
  }
}

/** The icon set's logo of `wallet` (by rdns, id, then name), else its generated initials. */
async function walletLogoSvg(wallet: Wallet): Promise<string> {
  const icon = walletIcons.find([wallet.rdns ?? '', wallet.id, wallet.name])
  return icon ? (await walletIcons.modules[icon]!()).default : walletImageSvg(wallet.name)
}
