/**
 * The security review's social login classes: request fixation, and the unknown provider's callback
 * page. Bench code only.
 */
import { signInAtLocalIdp } from '../../src/server/auth/__fixtures__/idpDriver.js'
import { popupBrowser } from '../../src/server/auth/__fixtures__/popupBrowser.js'
import { deviceKey } from './dpop.js'
import { call, postJson, refused4xx, statusIn, type Answer, type Recorder } from './harness.js'
import { APP, SIGNER, type Servers } from './servers.js'

export const FIXATION = 'Social login request fixation'
export const UNKNOWN_PROVIDER = 'Unknown-provider callback page'

const httpBrowser = (s: Servers) =>
  popupBrowser({ handle: (request: Request) => fetch(request, { redirect: 'manual' }) }, s.urls.auth)

/**
 * Social login request fixation: an attacker starts a request and gets a
 * victim's browser to finish it at the provider. The callback must refuse a browser without the
 * request's launch cookie, and the attacker's poll and collect must never yield a session.
 */
export async function fixationClass(rec: Recorder, s: Servers): Promise<void> {
  const url = s.urls.auth
  const start = (provider: string) => postJson(`${url}/social/start`, { provider, site: APP }, { Origin: SIGNER })
  const poll = (started: any, code?: string) =>
    postJson(
      `${url}/social/poll`,
      { requestId: started.requestId, secret: started.secret, ...(code ? { code } : {}) },
      { Origin: SIGNER },
    )
  const collect = async (started: any, code?: string) =>
    postJson(
      `${url}/social/collect`,
      {
        requestId: started.requestId,
        secret: started.secret,
        deviceId: 'device-0002',
        dpopKey: (await deviceKey()).jwk,
        ...(code ? { code } : {}),
      },
      { Origin: SIGNER },
    )
  const noSession = (a: Answer): true | string =>
    a.json?.token ? 'a session was issued' : a.json?.status === 'confirm' ? 'the poll confirmed a sign-in' : true
  const refusedNoSession = (a: Answer) => (noSession(a) === true ? refused4xx(a) : noSession(a))
  const pendingOrRefused = (a: Answer) =>
    noSession(a) === true
      ? a.status === 200
        ? a.json?.status === 'pending' || 'not pending'
        : refused4xx(a)
      : noSession(a)
  const page = (p: { status: number; html: string }) => ({
    status: p.status,
    headers: new Headers(),
    text: p.html,
    json: undefined,
    ms: 0,
  })
  const randomCode = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

  for (const provider of ['google', 'github', 'apple']) {
    // The honest journey (control): start, popup, callback page with its completion, poll, confirm, collect.
    const honest = (await rec.input(FIXATION, false, `${provider}: start`, '200', () => start(provider), statusIn(200)))
      .json
    const browser = httpBrowser(s)
    const answer = await browser.signIn(honest.url, { username: `honest-${provider}-${s.backend}` })
    const replay = answer.clone()
    const done = await browser.callback(answer)
    await rec.input(
      FIXATION,
      false,
      `${provider}: callback in the browser that launched`,
      '200 with a completion code',
      async () => page(done),
      (a) => (a.status === 200 && done.completion !== undefined) || 'no completion',
    )
    await rec.input(
      FIXATION,
      false,
      `${provider}: poll with the completion code`,
      '200 confirm',
      () => poll(honest, done.completion?.code),
      (a) => a.json?.status === 'confirm' || `got ${a.status} ${a.text.slice(0, 80)}`,
    )
    const collected = await rec.input(
      FIXATION,
      false,
      `${provider}: collect`,
      '200 session',
      () => collect(honest, done.completion?.code),
      (a) => (a.status === 200 && typeof a.json?.token === 'string') || `got ${a.status}`,
    )
    await rec.input(
      FIXATION,
      false,
      `${provider}: the session works`,
      '200',
      () => call(`${url}/session`, { headers: { Authorization: `Bearer ${collected.json?.token}` } }),
      statusIn(200),
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: the same callback replayed`,
      '4xx, no completion',
      async () => page(await httpBrowser(s).callback(replay)),
      (a) => (a.status >= 400 && !a.text.includes('wm-completion')) || `got ${a.status}`,
    )

    // The attack of the review: the attacker learns the provider URL from its own launch and sends it to the victim.
    const attack = (await start(provider)).json
    const providerUrl = (await httpBrowser(s).launch(attack.url)).location!
    const victimAnswer = await signInAtLocalIdp(providerUrl, url, { username: `victim-${provider}-${s.backend}` })
    const victim = httpBrowser(s)
    await rec.input(
      FIXATION,
      true,
      `${provider}: victim's callback without the launch cookie`,
      '400 started in another browser',
      async () => page(await victim.callback(victimAnswer)),
      (a) =>
        (a.status === 400 && a.text.includes('started in another browser') && !a.text.includes('wm-completion')) ||
        `got ${a.status}`,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker polls`,
      'refused, no confirm',
      () => poll(attack),
      refusedNoSession,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker collects`,
      'refused, no session',
      () => collect(attack),
      refusedNoSession,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker collects with a made-up code`,
      'refused, no session',
      () => collect(attack, randomCode()),
      refusedNoSession,
    )

    // A forged launch cookie on the victim's side.
    const forged = (await start(provider)).json
    const forgedUrl = (await httpBrowser(s).launch(forged.url)).location!
    const forgedAnswer = await signInAtLocalIdp(forgedUrl, url, { username: `victim2-${provider}-${s.backend}` })
    const planted = httpBrowser(s)
    planted.cookies.set(`wm-social-${forged.requestId}`, randomCode())
    await rec.input(
      FIXATION,
      true,
      `${provider}: callback with a forged launch cookie`,
      '400',
      async () => page(await planted.callback(forgedAnswer)),
      (a) => (a.status === 400 && !a.text.includes('wm-completion')) || `got ${a.status}`,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker polls after the forged cookie`,
      'refused, no confirm',
      () => poll(forged),
      refusedNoSession,
    )

    // The victim opens the attacker's launch URL itself: the login completes in the victim's popup, whose code goes only to the opener at the site.
    const lured = (await start(provider)).json
    const luredBrowser = httpBrowser(s)
    await luredBrowser.callback(await luredBrowser.signIn(lured.url, { username: `victim3-${provider}-${s.backend}` }))
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker polls a request the victim finished`,
      'pending (no completion code)',
      () => poll(lured),
      pendingOrRefused,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker polls with a made-up code`,
      'pending',
      () => poll(lured, randomCode()),
      pendingOrRefused,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker collects without the code`,
      'refused, no session',
      () => collect(lured),
      refusedNoSession,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: attacker collects with another request's code`,
      'refused, no session',
      () => collect(lured, done.completion?.code),
      refusedNoSession,
    )
    await rec.input(
      FIXATION,
      true,
      `${provider}: callback with an unknown state`,
      '400',
      async () =>
        page(
          await httpBrowser(s).callback(new Request(`${url}/social/callback/${provider}?code=x&state=${randomCode()}`)),
        ),
      (a) => (a.status === 400 && !a.text.includes('wm-completion')) || `got ${a.status}`,
    )
  }
}

/** The unknown provider's callback page: a fixed text, never the path segment. */
export async function unknownProviderClass(rec: Recorder, s: Servers): Promise<void> {
  const segments = [
    'Your wallet is locked. Call +1 555 0100',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(document.domain)>',
    'Support: visit evil.example to restore access',
    '"><svg onload=alert(1)>',
    'farcaster',
    'GOOGLE',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    '%2e%2e%2fgoogle',
    '💥 Wallet compromised 💥',
  ]
  const fixed =
    (segment: string) =>
    (a: Answer): true | string => {
      if (a.status !== 400) return `got ${a.status}`
      if (!/<title>Sign-in failed<\/title>/.test(a.text)) return 'not the fixed title'
      const shown = [segment, segment.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)].filter((t) => t.length > 4)
      return shown.every((t) => !a.text.includes(t)) || 'the segment is shown'
    }
  for (const segment of segments) {
    await rec.input(
      UNKNOWN_PROVIDER,
      true,
      `GET /social/callback/${segment.slice(0, 30)}`,
      "400 'Sign-in failed', segment not shown",
      () => call(`${s.urls.auth}/social/callback/${encodeURIComponent(segment)}?code=c&state=s`),
      fixed(segment),
    )
  }
  for (const segment of segments.slice(0, 4)) {
    await rec.input(
      UNKNOWN_PROVIDER,
      true,
      `POST (form_post) /social/callback/${segment.slice(0, 30)}`,
      "400 'Sign-in failed', segment not shown",
      () =>
        call(`${s.urls.auth}/social/callback/${encodeURIComponent(segment)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'code=c&state=s',
        }),
      fixed(segment),
    )
  }
  await rec.input(
    UNKNOWN_PROVIDER,
    false,
    'a known provider with a stale state',
    "400 'Google sign-in failed'",
    () => call(`${s.urls.auth}/social/callback/google?code=c&state=s`),
    (a) => (a.status === 400 && a.text.includes('<title>Google sign-in failed</title>')) || `got ${a.status}`,
  )
}
