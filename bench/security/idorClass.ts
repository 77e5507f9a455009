/**
 * The security review's key-share IDOR class: with one's own token, or a tampered one, try to get
 * another user's share. Bench code only.
 */
import { deviceKey, proof } from './dpop.js'
import { call, freshIp, postJson, refused4xx, statusIn, type Answer, type Recorder } from './harness.js'
import { SIGNER, type Servers } from './servers.js'
import { authApi, freshEmail } from './authApi.js'

export const IDOR = 'Key-share IDOR'

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
