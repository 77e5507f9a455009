/**
 * Tests only: walks a popup's way through the local identity provider without a browser (cookies
 * kept by hand, redirects followed one by one, the login form posted, Apple's form_post form
 * submitted) until the provider sends the user back to the auth server; resolves that callback as
 * a Request for `auth.handle` (GET with the answer in the query, or POST with it in the form).
 */
export async function signInAtLocalIdp(
  authorizeUrl: string,
  authPublicUrl: string,
  form: { username: string; email?: string; verified?: boolean },
): Promise<Request> {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      cookies.set(name!.trim(), value.join('='))
    }
  }
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    keep(response)
    return response
  }
  let response = await request(authorizeUrl)
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('Location')
    if (location) {
      const next = new URL(location, response.url || authorizeUrl).href
      if (next.startsWith(authPublicUrl)) return new Request(next)
      response = await request(next)
      continue
    }
    const html = await response.text()
    if (response.status !== 200) throw new Error(`local idp answered ${response.status}: ${html.slice(0, 300)}`)
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    if (!action) throw new Error(`no form on the local idp's page: ${html.slice(0, 300)}`)
    if (action.startsWith(authPublicUrl)) {
      // Apple's form_post: the page's hidden inputs, posted to the callback.
      const fields = new URLSearchParams(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
          m[1]!,
          m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
        ]),
      )
      return new Request(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      })
    }
    const body = new URLSearchParams({
      username: form.username,
      ...(form.email ? { email: form.email } : {}),
      ...(form.verified === false ? {} : { verified: '1' }),
    })
    response = await request(new URL(action, authorizeUrl).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
  }
  throw new Error('the local idp never sent the user back')
}
