/**
 * URLs for core/http.ts's client and for code that needs a URL without the client (image URLs),
 * apart from the client so such code carries none of it.
 */

/** Query parameters; undefined, null, '' and empty arrays are skipped, arrays are joined with ','. */
export type QueryParams = Record<string, string | number | boolean | string[] | undefined | null>

/**
 * `baseUrl` + '/' + `path` + query string. Params that are undefined, null, ''
 * or empty arrays are skipped; arrays are joined with ','; `clientId`, when
 * given, is appended last. Keeps any query already in `path`.
 */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams, clientId?: string): string {
  const base = baseUrl.replace(/\/+$/, '')
  const tail = path.replace(/^\/+/, '')
  const url = tail ? `${base}/${tail}` : base
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue
    const text = Array.isArray(value) ? value.join(',') : String(value)
    if (text !== '') query.append(key, text)
  }
  if (clientId) query.append('clientId', clientId)
  const search = query.toString()
  if (!search) return url
  return url + (url.includes('?') ? '&' : '?') + search
}
