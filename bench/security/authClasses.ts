/**
 * The auth server's classes of the security review: OTP brute force and replay, key-share IDOR,
 * social login request fixation, and the unknown provider's callback page. Bench code only.
 */
import { signInAtLocalIdp } from '../../src/server/auth/social/idpDriver.js'
import { popupBrowser } from '../../src/server/auth/social/popupBrowser.js'
import { deviceKey, proof, type DeviceKey } from './dpop.js'
import { call, freshIp, postJson, refused4xx, statusIn, type Answer, type Recorder } from './harness.js'
import { APP, SIGNER, type Servers } from './servers.js'

export const OTP = 'OTP brute force and replay'
export const IDOR = 'Key-share IDOR'
export const FIXATION = 'Social login request fixation'
export const UNKNOWN_PROVIDER = 'Unknown-provider callback page'

let emails = 0
const freshEmail = (who: string) => `${who}-${++emails}-${Date.now().toString(36)}@example.test`
/** A six-digit code that is not `right`. */
const wrongCode = (right: string, i: number) => {
  let n = (Number(right) + 1 + i * 7919) % 1_000_000
  if (n === Number(right)) n = (n + 1) % 1_000_000
  return String(n).padStart(6, '0')
}

function authApi(s: Servers) {
  const url = s.urls.auth
  return {
    start: (email: string, ip = freshIp()) =>
      postJson(`${url}/otp/start`, { email, site: APP }, { Origin: SIGNER }, ip),
    verify: (challengeId: unknown, code: string, ip = freshIp(), deviceId = 'device-0001', key?: DeviceKey) =>
      postJson(
        `${url}/otp/verify`,
        { challengeId, code, deviceId, ...(key ? { dpopKey: key.jwk } : {}) },
        { Origin: SIGNER },
        ip,
      ),
    /** A GET as a signed-in device: the bearer token and, with `key`, a DPoP proof for this URL. */
    get: async (path: string, token?: string, headers: Record<string, string> = {}, key?: DeviceKey) =>
      call(`${url}${path}`, {
        headers: {
          Origin: SIGNER,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(key && token ? { DPoP: await proof(key, 'GET', `${url}${path}`, token, s.authNow()) } : {}),
          ...headers,
        },
      }),
  }
}

/** OTP brute force and replay: wrong codes per challenge and per IP, a used, replaced, expired or foreign code. */
export async function otpClasses(rec: Recorder, s: Servers): Promise<void> {
  const api = authApi(s)
  const dead = (a: Answer) => statusIn(401)(a) === true && a.json?.error !== undefined
  // 1. Guessing one address's code: 5 wrong tries, then the code is dead, the right one included.
  for (let v = 0; v < 4; v++) {
    const email = freshEmail('victim')
    const started = await rec.input(
      OTP,
      false,
      'request a code',
      '200 challenge',
      () => api.start(email),
      statusIn(200),
    )
    const right = s.mailer.codeFor(email)
    const attacker = freshIp()
    for (let i = 0; i < 7; i++) {
      await rec.input(
        OTP,
        true,
        `wrong code #${i + 1} for one challenge`,
        i < 5 ? '401 wrong code' : '401 too many wrong codes',
        () => api.verify(started.json.challengeId, wrongCode(right, i), attacker),
        (a) =>
          (dead(a) && (i < 5 ? a.json.error.startsWith('Wrong code') : a.json.error.startsWith('Too many'))) ||
          `got ${a.status} ${a.json?.error}`,
      )
    }
    await rec.input(
      OTP,
      true,
      'the right code after 5 wrong ones',
      '401 (the code is dead)',
      () => api.verify(started.json.challengeId, right, attacker),
      (a) => dead(a) || `got ${a.status}`,
    )
  }
  // 2. Guessing across many challenges from one IP: 100 checks per IP per hour, then 429.
  const attacker = freshIp()
  const live: { challengeId: string; right: string }[] = []
  for (let c = 0; c < 27; c++) {
    const email = freshEmail('many')
    const started = await rec.input(
      OTP,
      false,
      'request a code (another address)',
      '200 challenge',
      () => api.start(email),
      statusIn(200),
    )
    live.push({ challengeId: started.json.challengeId, right: s.mailer.codeFor(email) })
  }
  let tries = 0
  for (const { challengeId, right } of live) {
    for (let i = 0; i < 4 && tries < 105; i++, tries++) {
      const capped = tries >= 100
      await rec.input(
        OTP,
        true,
        `wrong code #${tries + 1} from one IP`,
        capped ? '429 past 100 checks per IP' : '401 wrong code',
        () => api.verify(challengeId, wrongCode(right, i), attacker),
        statusIn(capped ? 429 : 401),
      )
    }
  }
  const last = live.at(-1)!
  await rec.input(
    OTP,
    true,
    'the right code from the capped IP',
    '429',
    () => api.verify(last.challengeId, last.right, attacker),
    statusIn(429),
  )
  await rec.input(
    OTP,
    false,
    'the owner, from its own IP, with one try left',
    '200 session',
    () => api.verify(last.challengeId, last.right),
    statusIn(200),
  )

  // 3. Replay: a used code, a code of another challenge, a replaced code, an expired code.
  const email = freshEmail('replay')
  const first = await api.start(email)
  const code = s.mailer.codeFor(email)
  await rec.input(
    OTP,
    false,
    'the right code once',
    '200 session',
    () => api.verify(first.json.challengeId, code),
    statusIn(200),
  )
  await rec.input(
    OTP,
    true,
    'the same code again (replay)',
    '401 code used',
    () => api.verify(first.json.challengeId, code),
    statusIn(401),
  )
  await rec.input(
    OTP,
    true,
    'the same code again from another IP and device',
    '401 code used',
    () => api.verify(first.json.challengeId, code, freshIp(), 'device-9999'),
    statusIn(401),
  )
  const other = freshEmail('other')
  const otherStarted = await api.start(other)
  await rec.input(
    OTP,
    true,
    "one address's code on another's challenge",
    '401',
    () => api.verify(otherStarted.json.challengeId, code),
    statusIn(401),
  )
  const email2 = freshEmail('replaced')
  const old = await api.start(email2)
  const oldCode = s.mailer.codeFor(email2)
  s.advanceAuthClock(31_000)
  const renewed = await rec.input(
    OTP,
    false,
    'a new code after the 30 s cooldown',
    '200',
    () => api.start(email2),
    statusIn(200),
  )
  await rec.input(
    OTP,
    true,
    'the replaced code',
    '401 a newer code was sent',
    () => api.verify(old.json.challengeId, oldCode),
    statusIn(401),
  )
  await rec.input(
    OTP,
    false,
    'the newer code',
    '200 session',
    () => api.verify(renewed.json.challengeId, s.mailer.codeFor(email2)),
    statusIn(200),
  )
  const email3 = freshEmail('late')
  const late = await api.start(email3)
  s.advanceAuthClock(10 * 60_000 + 1_000)
  await rec.input(
    OTP,
    true,
    'the right code after its 10 minutes',
    '401 expired',
    () => api.verify(late.json.challengeId, s.mailer.codeFor(email3)),
    statusIn(401),
  )
  await rec.input(
    OTP,
    true,
    'an unknown challenge id',
    '401',
    () => api.verify('A'.repeat(22), '123456'),
    statusIn(401),
  )
}

/** Signs an address in and gives it a wallet; resolves its token and shares. */
async function userWithWallet(rec: Recorder, s: Servers, who: string, n: number) {
  const api = authApi(s)
  const email = freshEmail(who)
  const started = await api.start(email)
  const key = await deviceKey()
  const verified = await rec.input(
    IDOR,
    false,
    `${who} signs in (device key sent)`,
    '200 session',
    () => api.verify(started.json.challengeId, s.mailer.codeFor(email), freshIp(), 'device-0001', key),
    statusIn(200),
  )
  const token = verified.json.token as string
  const wallet = {
    eip155: `0x${String(n).repeat(40).slice(0, 40)}`,
    solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    recoveryMode: 'operator',
    authShare: Buffer.alloc(17, n).toString('base64url'),
    recoveryShare: Buffer.alloc(17, n + 100).toString('base64url'),
  }
  await rec.input(
    IDOR,
    false,
    `${who} registers its wallet`,
    '201',
    async () =>
      postJson(`${s.urls.auth}/wallet`, wallet, {
        Origin: SIGNER,
        Authorization: `Bearer ${token}`,
        DPoP: await proof(key, 'POST', `${s.urls.auth}/wallet`, token, s.authNow()),
      }),
    statusIn(201),
  )
  return { token, wallet, key }
}

/** Key-share IDOR: with one's own token, or a tampered one, try to get another user's share. */
export async function idorClass(rec: Recorder, s: Servers): Promise<void> {
  const api = authApi(s)
  const alice = await userWithWallet(rec, s, 'alice', 1)
  const bob = await userWithWallet(rec, s, 'bob', 2)
  const bobShares = new Set([bob.wallet.authShare, bob.wallet.recoveryShare])
  const aliceShares = new Set([alice.wallet.authShare, alice.wallet.recoveryShare])
  /** Refused, or Alice's own share: never Bob's. */
  const notBobs = (a: Answer): true | string => {
    if (a.status === 200)
      return (
        aliceShares.has(a.json?.share) || (bobShares.has(a.json?.share) ? "got Bob's share" : 'got an unknown share')
      )
    return refused4xx(a)
  }
  await rec.input(
    IDOR,
    false,
    "Alice's own auth share",
    "200 Alice's share",
    () => api.get('/wallet/shares/auth', alice.token, {}, alice.key),
    (a) => (a.status === 200 && a.json.share === alice.wallet.authShare) || `got ${a.status}`,
  )
  await rec.input(
    IDOR,
    false,
    "Alice's own recovery share (fresh session)",
    "200 Alice's share",
    () => api.get('/wallet/shares/recovery', alice.token, {}, alice.key),
    (a) => (a.status === 200 && a.json.share === alice.wallet.recoveryShare) || `got ${a.status} ${a.json?.error}`,
  )
  const bobHints = [
    'userId=1',
    `email=${encodeURIComponent('bob@example.test')}`,
    `user=${bob.token.slice(0, 8)}`,
    'userId[]=0',
    `token=${bob.token}`,
  ]
  for (const kind of ['auth', 'recovery']) {
    for (const hint of bobHints)
      await rec.input(
        IDOR,
        true,
        `Alice's token, ${kind} share, ?${hint.split('=')[0]}=…`,
        "refused or Alice's own",
        () => api.get(`/wallet/shares/${kind}?${hint}`, alice.token, {}, alice.key),
        notBobs,
      )
    for (const [name, value] of [
      ['X-User-Id', '1'],
      ['X-Forwarded-User', 'bob'],
      ['X-Device-Id', 'device-0001'],
      ['Cookie', `token=${bob.token}`],
    ]) {
      await rec.input(
        IDOR,
        true,
        `Alice's token, ${kind} share, ${name} header`,
        "refused or Alice's own",
        () => api.get(`/wallet/shares/${kind}`, alice.token, { [name!]: value! }, alice.key),
        notBobs,
      )
    }
  }
  const paths = [
    '/wallet/bob/shares/auth',
    '/wallet/shares/auth/..%2Frecovery',
    '/wallet/shares/AUTH',
    '/wallet/shares/auth%00',
    '/wallet/shares/device-auth',
    '/wallet/shares/../shares/recovery',
    '/wallet/shares/%61uth',
  ]
  for (const path of paths)
    await rec.input(
      IDOR,
      true,
      `Alice's token, ${path}`,
      "refused or Alice's own",
      () => api.get(path, alice.token, {}, alice.key),
      notBobs,
    )
  const flip = (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`
  const forged: [string, Record<string, string>][] = [
    ["Bob's token with its last character changed", { Authorization: `Bearer ${flip(bob.token)}` }],
    ["Alice's token with a character appended", { Authorization: `Bearer ${alice.token}x` }],
    ["Bob's token as the query, no header", {}],
    ['an empty bearer', { Authorization: 'Bearer ' }],
    ['Bearer null', { Authorization: 'Bearer null' }],
    ["Bob's token as Basic", { Authorization: `Basic ${bob.token}` }],
    ["Bob's token as a cookie", { Cookie: `session=${bob.token}` }],
    ["Bob's token in lower case", { Authorization: `Bearer ${bob.token.toLowerCase()}` }],
  ]
  for (const [label, headers] of forged) {
    for (const kind of ['auth', 'recovery']) {
      await rec.input(
        IDOR,
        true,
        `${label} (${kind})`,
        '401',
        () =>
          call(`${s.urls.auth}/wallet/shares/${kind}${label.includes('query') ? `?access_token=${bob.token}` : ''}`, {
            headers: { Origin: SIGNER, ...headers },
          }),
        statusIn(401),
      )
    }
  }
  // A token without its device: no proof, another device's proof, a replayed, stale or misdirected one.
  const sharesUrl = (kind: string) => `${s.urls.auth}/wallet/shares/${kind}`
  const withProof = (token: string, dpop: string | undefined, kind = 'auth') =>
    call(sharesUrl(kind), { headers: { Authorization: `Bearer ${token}`, ...(dpop ? { DPoP: dpop } : {}) } })
  const now = () => s.authNow()
  const replayed = await proof(alice.key, 'GET', sharesUrl('auth'), alice.token, now())
  await rec.input(
    IDOR,
    false,
    "Alice's auth share with a fresh proof",
    '200',
    () => withProof(alice.token, replayed),
    statusIn(200),
  )
  const stolen: [string, () => Promise<Answer>][] = [
    ["Bob's token, no proof", () => withProof(bob.token, undefined)],
    [
      "Bob's token, a proof by Alice's device key",
      async () => withProof(bob.token, await proof(alice.key, 'GET', sharesUrl('auth'), bob.token, now())),
    ],
    [
      "Bob's token, a proof by a new key",
      async () => withProof(bob.token, await proof(await deviceKey(), 'GET', sharesUrl('auth'), bob.token, now())),
    ],
    ["Alice's token, her last proof replayed", () => withProof(alice.token, replayed)],
    [
      "Alice's token, a proof for Bob's token",
      async () => withProof(alice.token, await proof(alice.key, 'GET', sharesUrl('auth'), bob.token, now())),
    ],
    [
      "Alice's token, a proof for the recovery URL",
      async () =>
        withProof(alice.token, await proof(alice.key, 'GET', sharesUrl('recovery'), alice.token, now()), 'auth'),
    ],
    [
      "Alice's token, a proof for POST",
      async () => withProof(alice.token, await proof(alice.key, 'POST', sharesUrl('auth'), alice.token, now())),
    ],
    [
      "Alice's token, a proof 5 minutes old",
      async () =>
        withProof(
          alice.token,
          await proof(alice.key, 'GET', sharesUrl('auth'), alice.token, new Date(now().getTime() - 300_000)),
        ),
    ],
    [
      "Alice's token, a proof for another host",
      async () =>
        withProof(
          alice.token,
          await proof(alice.key, 'GET', 'https://evil.test/wallet/shares/auth', alice.token, now()),
        ),
    ],
    [
      "Alice's token, a proof without ath",
      async () =>
        withProof(
          alice.token,
          await proof(alice.key, 'GET', sharesUrl('auth'), alice.token, now(), { ath: undefined }),
        ),
    ],
    [
      "Alice's token, a proof with its signature cut",
      async () =>
        withProof(
          alice.token,
          (await proof(alice.key, 'GET', sharesUrl('auth'), alice.token, now())).replace(/\.[^.]+$/, '.AAAA'),
        ),
    ],
    [
      "Alice's token, an unsigned (alg none) proof",
      async () => {
        const p = await proof(alice.key, 'GET', sharesUrl('auth'), alice.token, now())
        const [, body] = p.split('.')
        return withProof(
          alice.token,
          `${Buffer.from(JSON.stringify({ typ: 'dpop+jwt', alg: 'none', jwk: alice.key.jwk })).toString('base64url')}.${body}.`,
        )
      },
    ],
  ]
  for (const [label, send] of stolen) await rec.input(IDOR, true, label, '401', send, statusIn(401))
  await rec.input(
    IDOR,
    false,
    'Bob signs out',
    '204',
    () => call(`${s.urls.auth}/session`, { method: 'DELETE', headers: { Authorization: `Bearer ${bob.token}` } }),
    statusIn(204),
  )
  await rec.input(
    IDOR,
    true,
    "Bob's token after sign-out",
    '401',
    () => api.get('/wallet/shares/auth', bob.token),
    statusIn(401),
  )
}

/** A test browser whose popup talks to the auth server over loopback HTTP (its own cookie jar). */
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
