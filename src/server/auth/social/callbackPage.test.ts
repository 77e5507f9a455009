import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS } from '../errors.js'
import { callbackPage } from './callbackPage.js'

/** What the popup shows: the title, the heading and the status line, as the browser reads them (entities kept). */
async function shown(response: Response) {
  const html = await response.text()
  return {
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    heading: /<h1>(.*?)<\/h1>/.exec(html)?.[1],
    status: /<p role="status">(.*?)<\/p>/.exec(html)?.[1],
    html,
  }
}

describe('the page the provider popup ends on', () => {
  it('after a sign-in: names the provider and the host of the site, 200', async () => {
    const response = callbackPage({ ok: true, provider: 'Google', detail: 'https://app.example.com:8443' })
    expect(response.status).toBe(200)
    expect(await shown(response)).toMatchObject({
      title: 'Signed in with Google',
      heading: 'Signed in with Google',
      status: 'You are signed in to app.example.com:8443. This window closes by itself; you can also close it.',
    })
  })

  it('after a refusal: names the provider and says why, with one full stop, 400', async () => {
    const refused = callbackPage({ ok: false, provider: 'GitHub', detail: AUTH_ERRORS.loginAlreadyUsed })
    expect(refused.status).toBe(400)
    // The error text ends with its own full stop: none is added.
    expect(await shown(refused)).toMatchObject({
      title: 'GitHub sign-in failed',
      heading: 'GitHub sign-in failed',
      status: `${AUTH_ERRORS.loginAlreadyUsed} You can close this window.`,
    })
    // A text without one gets it.
    expect((await shown(callbackPage({ ok: false, provider: 'X', detail: AUTH_ERRORS.unknownProvider }))).status).toBe(
      'Unknown sign-in provider. You can close this window.',
    )
    expect((await shown(callbackPage({ ok: false, provider: 'X', detail: '.well' }))).status).toBe(
      '.well. You can close this window.',
    )
  })

  it('escapes what it shows as HTML character references', async () => {
    const page = await shown(callbackPage({ ok: false, provider: `<b>A&B's "IdP"</b>`, detail: 'Refused' }))
    expect(page.title).toBe('&#60;b&#62;A&#38;B&#39;s &#34;IdP&#34;&#60;/b&#62; sign-in failed')
    expect(page.html).not.toContain('<b>')
  })

  it('is never cached, loads nothing, cannot be framed, and sends no referrer (the code is in its URL)', () => {
    for (const ok of [true, false]) {
      const { headers } = callbackPage({ ok, provider: 'Google', detail: 'https://app.example.com' })
      expect(Object.fromEntries(headers)).toEqual({
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; script-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        'content-type': 'text/html; charset=utf-8',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
      })
    }
  })

  it('after a sign-in with a completion: posts it to the opener only at the request site, by a script the CSP names by its hash; data is inert JSON with no markup', async () => {
    const completion = {
      requestId: 'r'.repeat(22),
      code: 'c'.repeat(43),
      site: 'https://app.example.com</script><script>alert(1)//',
    }
    const response = callbackPage({
      ok: true,
      provider: 'Google',
      detail: 'https://app.example.com',
      completion,
      clearCookie: 'wm-social-abc',
    })
    const html = await response.text()
    const json = /<script type="application\/json" id="wm-completion">(.*?)<\/script>/.exec(html)![1]!
    expect(json).not.toMatch(/[<>]/)
    expect(JSON.parse(json)).toEqual(completion)
    const script = /<script>(.*?)<\/script>/.exec(html)![1]!
    expect(script).toContain(
      "window.opener.postMessage({type:'wallet-modal:social-callback',requestId:d.requestId,code:d.code},d.site)",
    )
    const hash = createHash('sha256').update(script, 'utf8').digest('base64')
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(response.headers.get('Set-Cookie')).toBe('wm-social-abc=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  })

  it('clears a __Host- launch cookie with Secure, which a browser needs to take the clearing (RFC 6265bis 4.1.3.2); a plain one without', () => {
    const cleared = (clearCookie: string) =>
      callbackPage({ ok: false, provider: 'Google', detail: AUTH_ERRORS.providerCancelled, clearCookie }).headers.get(
        'Set-Cookie',
      )
    expect(cleared('__Host-wm-social-abc')).toBe(
      '__Host-wm-social-abc=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    )
    expect(cleared('wm-social-abc')).toBe('wm-social-abc=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
  })

  it('a refusal carries no script, and an unknown provider is titled without its name', async () => {
    const page = await shown(callbackPage({ ok: false, provider: '', detail: AUTH_ERRORS.unknownProvider }))
    expect(page.title).toBe('Sign-in failed')
    expect(page.html).not.toContain('<script')
  })
})
