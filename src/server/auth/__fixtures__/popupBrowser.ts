import type { AuthServer } from '../createAuthServer.js'
import { signInAtLocalIdp } from './idpDriver.js'

/** The completion a callback page hands its opener (its inert JSON block). */
export interface PageCompletion {
  requestId: string
  code: string
  site: string
}

/** A callback page as a test reads it: status, HTML, headers, and the completion it would post (success only). */
export interface CallbackPage {
  status: number
  html: string
  headers: Headers
  completion?: PageCompletion
}

/**
 * Tests only: one browser's popup against an in-process auth server (`server.handle`), with its
 * own cookie jar for the auth server's origin: it opens a login request's launch URL (keeping the
 * launch cookie), walks the local identity provider, and brings the provider's answer back to the
 * callback with the cookies it holds. Two of these are two browsers.
 */
export function popupBrowser(server: Pick<AuthServer, 'handle'>, authPublicUrl: string, clientIp = '192.0.2.1') {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...value] = pair!.split('=')
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
      if (gone) jar.delete(name!.trim())
      else jar.set(name!.trim(), value.join('='))
    }
  }
  const withCookies = (request: Request) => {
    const headers = new Headers(request.headers)
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    return new Request(request, { headers })
  }
  /** Follows the auth server's own redirects (form_post's 303 to the GET callback) within its origin. */
  const handle = async (request: Request): Promise<Response> => {
    let response = await server.handle(withCookies(request), { clientIp })
    keep(response)
    for (let hop = 0; hop < 3 && response.status === 303; hop++) {
      const next = new URL(response.headers.get('Location')!, request.url).href
      if (!next.startsWith(authPublicUrl)) break
      response = await server.handle(withCookies(new Request(next)), { clientIp })
      keep(response)
    }
    return response
  }

  return {
    /** The cookies this browser holds for the auth server. */
    cookies: jar,

    /** Opens `url` (a login request's launch URL): keeps its cookie, resolves where it sends the popup (the provider's page). */
    async launch(url: string): Promise<{ status: number; location?: string; html: string }> {
      const response = await server.handle(withCookies(new Request(url)), { clientIp })
      keep(response)
      const location = response.headers.get('Location') ?? undefined
      return { status: response.status, ...(location ? { location } : {}), html: await response.text() }
    },

    /** Brings the provider's answer (a Request for the callback) back with this browser's cookies; reads the page. */
    async callback(answer: Request): Promise<CallbackPage> {
      const response = await handle(answer)
      const html = await response.text()
      const json = /<script type="application\/json" id="wm-completion">(.*?)<\/script>/.exec(html)?.[1]
      return {
        status: response.status,
        html,
        headers: response.headers,
        ...(json ? { completion: JSON.parse(json) as PageCompletion } : {}),
      }
    },

    /** Launch, sign `person` in at the local IdP, and resolve the provider's answer (not yet brought back). */
    async signIn(url: string, person: Parameters<typeof signInAtLocalIdp>[2]): Promise<Request> {
      const launched = await this.launch(url)
      if (!launched.location)
        throw new Error(`the launch URL answered ${launched.status}: ${launched.html.slice(0, 200)}`)
      return signInAtLocalIdp(launched.location, authPublicUrl, person)
    },
  }
}

/** One test browser's popup. */
export type PopupBrowser = ReturnType<typeof popupBrowser>
