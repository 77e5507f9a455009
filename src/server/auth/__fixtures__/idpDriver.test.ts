import type { IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signInAtLocalIdp } from './idpDriver.js'
import { serveOnLoopback } from '../../http/__fixtures__/loopbackServer.js'

const AUTH_URL = 'http://auth.test/api/auth'
const LONG = 'x'.repeat(400)

/** One request the stand-in provider got. */
interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  form: URLSearchParams
}

/**
 * A stand-in provider with the pages the driver meets at the local IdP: cookies, redirects (one
 * relative), a login form, Apple's form_post page, an error page, a page without a form, and a
 * redirect loop.
 */
async function startPages() {
  const requests: SeenRequest[] = []
  const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`
  const served = await serveOnLoopback(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    })
    const html = (status: number, body: string) =>
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(body)
    const redirect = (location: string, cookies: string[] = []) =>
      response.writeHead(302, { Location: location, 'Set-Cookie': cookies }).end()
    switch (url.pathname) {
      case '/auth':
        // A session cookie whose value ends in base64 padding, its name followed by a space.
        return redirect('/interaction/one', ['sid =c2Vzc2lvbg==; Path=/; HttpOnly', 'lang=en; Path=/'])
      case '/interaction/one':
        return redirect('two')
      case '/interaction/two':
        return html(
          200,
          page('<form method="post" action="/interaction/two/login?step=1&amp;lang=en"><input name="username"></form>'),
        )
      case '/interaction/two/login':
        return redirect(`${AUTH_URL}/social/callback/local?code=the-code&state=the-state`)
      case '/apple':
        return html(
          200,
          page(
            `<form method="post" action="${AUTH_URL}/social/callback/apple"><input type="hidden" name="code" value="a&amp;b"><input type="hidden" name="user" value="{&quot;name&quot;:&quot;Ann&quot;}"></form>`,
          ),
        )
      case '/broken':
        return html(500, LONG)
      case '/no-form':
        return html(200, LONG)
      case '/loop':
        return redirect('/loop')
      default:
        return html(404, 'not found')
    }
  })
  return {
    url: served.url,
    requests,
    seen: (path: string) => requests.filter((r) => r.path === path),
    stop: served.stop,
  }
}

let pages: Awaited<ReturnType<typeof startPages>>
beforeAll(async () => {
  pages = await startPages()
})
afterAll(() => pages?.stop())
beforeEach(() => {
  pages.requests.length = 0
})

describe("the local IdP driver (tests' stand-in for the popup)", () => {
  it('follows the redirects with its cookies, posts the login form and hands back the callback as a GET', async () => {
    const callback = await signInAtLocalIdp(`${pages.url}/auth`, AUTH_URL, {
      username: 'ada',
      email: 'ada@example.com',
    })
    expect(callback.method).toBe('GET')
    expect(callback.url).toBe(`${AUTH_URL}/social/callback/local?code=the-code&state=the-state`)
    // The relative redirect 'two' is taken from the page that sent it.
    expect(pages.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /auth',
      'GET /interaction/one',
      'GET /interaction/two',
      'POST /interaction/two/login',
    ])
    const [login] = pages.seen('/interaction/two/login')
    expect(login!.headers.cookie).toBe('sid=c2Vzc2lvbg==; lang=en')
    expect(Object.fromEntries(login!.query)).toEqual({ step: '1', lang: 'en' })
    expect(login!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(login!.form)).toEqual({ username: 'ada', email: 'ada@example.com', verified: '1' })
  })

  it('leaves the email out when none is given, and the verified box unticked when asked', async () => {
    await signInAtLocalIdp(`${pages.url}/auth`, AUTH_URL, { username: 'bob', verified: false })
    expect(Object.fromEntries(pages.seen('/interaction/two/login')[0]!.form)).toEqual({ username: 'bob' })
  })

  it("posts Apple's form_post page to the callback as a form, its fields unescaped", async () => {
    const callback = await signInAtLocalIdp(`${pages.url}/apple`, AUTH_URL, { username: 'ann' })
    expect(callback.method).toBe('POST')
    expect(callback.url).toBe(`${AUTH_URL}/social/callback/apple`)
    expect(Object.fromEntries(await callback.formData())).toEqual({ code: 'a&b', user: '{"name":"Ann"}' })
  })

  it('fails on an error page or a page without a form, quoting the first 300 characters', async () => {
    await expect(signInAtLocalIdp(`${pages.url}/broken`, AUTH_URL, { username: 'x' })).rejects.toHaveProperty(
      'message',
      `local idp answered 500: ${LONG.slice(0, 300)}`,
    )
    await expect(signInAtLocalIdp(`${pages.url}/no-form`, AUTH_URL, { username: 'x' })).rejects.toHaveProperty(
      'message',
      `no form on the local idp's page: ${LONG.slice(0, 300)}`,
    )
  })

  it('gives up after 10 hops that never reach the auth server', async () => {
    await expect(signInAtLocalIdp(`${pages.url}/loop`, AUTH_URL, { username: 'x' })).rejects.toThrow(
      new Error('the local idp never sent the user back'),
    )
    expect(pages.seen('/loop')).toHaveLength(11)
  })
})
