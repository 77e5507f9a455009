/** A test auth server with social login over the local IdP, and the steps of a login (tests only: a fixture). */
import { expect } from 'vitest'
import type { AuthServerOptions } from '../options.js'
import type { LocalIdpProvider, RunningLocalIdp } from '../testing/localIdentityProvider.js'
import { createTestAuthServer, SITE } from '../testFixtures.js'
import type { signInAtLocalIdp } from './idpDriver.js'
import { popupBrowser, type PopupBrowser } from './popupBrowser.js'
import type { SocialLoginOptions } from '../social/socialOptions.js'
import { AUTH_URL } from './localIdp.js'

/** Who signs in at the local IdP. */
export type Person = Parameters<typeof signInAtLocalIdp>[2]

/**
 * A test auth server over the local IdP of the calling test file (`localIdpForFile()`) with its providers,
 * and the steps of a social login over HTTP, in test browsers of their own.
 */
export function socialServerOver(idp: () => RunningLocalIdp) {
  return (options: Partial<AuthServerOptions> = {}, social: Partial<SocialLoginOptions> = {}) =>
    socialServer(idp, options, social)
}

function socialServer(
  idp: () => RunningLocalIdp,
  options: Partial<AuthServerOptions> = {},
  social: Partial<SocialLoginOptions> = {},
) {
  const test = createTestAuthServer({
    ...options,
    social: { publicUrl: AUTH_URL, providers: idp().providers, allowInsecureRequests: true, ...social },
  })
  const { client } = test
  /** The browser the honest user signs in with. */
  const browser = popupBrowser(test.server, AUTH_URL)
  const start = (provider: string) => client.call('POST', '/social/start', { provider, site: SITE })
  const poll = (body: Record<string, unknown>, code?: string) =>
    client.call('POST', '/social/poll', { requestId: body.requestId, secret: body.secret, ...(code ? { code } : {}) })
  const collect = (body: Record<string, unknown>, code?: string, deviceId = 'device-0001') =>
    client.call('POST', '/social/collect', {
      requestId: body.requestId,
      secret: body.secret,
      deviceId,
      ...(code ? { code } : {}),
    })
  /** The popup's way back (in `through`, the honest browser by default): the page the auth server answers the provider's redirect with. */
  const callback = async (request: Request | string, through: PopupBrowser = browser) => {
    const page = await through.callback(typeof request === 'string' ? new Request(request) : request)
    return {
      status: page.status,
      title: /<title>(.*?)<\/title>/.exec(page.html)?.[1],
      text: /<p role="status">(.*?)<\/p>/.exec(page.html)?.[1],
      completion: page.completion,
    }
  }
  /** Starts a login and signs `person` in at the IdP through its launch URL; resolves the start answer and the IdP's redirect back. */
  const signIn = async (provider: LocalIdpProvider, person: Person, through: PopupBrowser = browser) => {
    const started = await start(provider)
    expect(started.status).toBe(200)
    return { started: started.body, answer: await through.signIn(started.body.url as string, person) }
  }
  /** A whole social login: the callback's completion code, the poll's confirmation, the collect; resolves the session token and the account. */
  const login = async (provider: LocalIdpProvider, person: Person) => {
    const { started, answer } = await signIn(provider, person)
    const page = await callback(answer)
    expect(page.status).toBe(200)
    const polled = await poll(started, page.completion!.code)
    expect(polled.body.status).toBe('confirm')
    const collected = await collect(started, page.completion!.code)
    expect(collected.status).toBe(200)
    return collected.body as { token: string; account: Record<string, unknown> }
  }
  const session = async (token: string) =>
    (await client.call('GET', '/session', undefined, token)).body.account as Record<string, unknown>
  return { ...test, browser, start, poll, collect, callback, signIn, login, session }
}
