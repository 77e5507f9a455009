/**
 * The SIWX verifier's class of the security review: forged messages and signatures, replayed and
 * unknown nonces, wrong domains, URIs, chains and times. Every signer is a fresh key, so the
 * per-address limit never decides an outcome. Bench code only.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import { call, freshIp, postJson, statusIn, type Recorder } from './harness.js'
import { APP, SIWX_DOMAIN, SIWX_URI, type Servers } from './servers.js'

export const SIWX = 'SIWX forgery, replay, domain, chain'

const message = (account: PrivateKeyAccount, nonce: string, overrides: Partial<CreateSiweMessageParameters> = {}) =>
  createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: SIWX_DOMAIN,
    uri: `${SIWX_URI}/login`,
    version: '1',
    nonce,
    issuedAt: new Date(),
    statement: 'Sign in.',
    ...overrides,
  })

export async function siwxClass(rec: Recorder, s: Servers): Promise<void> {
  const base = s.urls.siwx
  const nonce = async () => (await postJson(`${base}/nonce`, {}, { Origin: APP })).json.nonce as string
  const verify = (msg: string, signature: string) =>
    postJson(`${base}/verify`, { message: msg, signature }, { Origin: APP })
  const account = () => privateKeyToAccount(generatePrivateKey())
  const ok = (a: { status: number; json: any }) =>
    (a.status === 200 && typeof a.json?.token === 'string') || `got ${a.status} ${a.json?.error}`

  // Honest controls.
  for (let i = 0; i < 4; i++) {
    const me = account()
    const msg = message(me, await nonce())
    await rec.input(
      SIWX,
      false,
      'an honest EIP-4361 sign-in',
      '200 session',
      async () => verify(msg, await me.signMessage({ message: msg })),
      ok,
    )
  }

  // Forged signatures: another key, a tampered message, junk.
  const signedBy = async (
    signer: PrivateKeyAccount,
    victim: PrivateKeyAccount,
    overrides: Partial<CreateSiweMessageParameters> = {},
  ) => {
    const msg = message(victim, await nonce(), overrides)
    return { msg, signature: await signer.signMessage({ message: msg }) }
  }
  for (let i = 0; i < 6; i++) {
    const { msg, signature } = await signedBy(account(), account())
    await rec.input(
      SIWX,
      true,
      "a message for the victim's address signed by another key",
      '401 invalid signature',
      () => verify(msg, signature),
      statusIn(401),
    )
  }
  const tamper: [string, (m: string) => string][] = [
    ['statement changed after signing', (m) => m.replace('Sign in.', 'Sign in and approve.')],
    ['expiration added after signing', (m) => `${m}\nExpiration Time: 2099-01-01T00:00:00.000Z`],
    ['chain changed after signing', (m) => m.replace('Chain ID: 1', 'Chain ID: 1 ')],
    ['address case changed after signing', (m) => m.replace(/0x[0-9a-fA-F]{40}/, (a) => a.toLowerCase())],
    ['a trailing newline', (m) => `${m}\n`],
  ]
  for (const [label, change] of tamper) {
    const me = account()
    const msg = message(me, await nonce())
    const signature = await me.signMessage({ message: msg })
    await rec.input(SIWX, true, label, '400/401', () => verify(change(msg), signature), statusIn(400, 401))
  }
  const junk = [
    '0x',
    '0x00',
    `0x${'00'.repeat(65)}`,
    `0x${'ff'.repeat(65)}`,
    `0x${'1b'.repeat(65)}`,
    'not hex',
    `0x${'ab'.repeat(200)}`,
    '',
  ]
  for (const signature of junk) {
    const msg = message(account(), await nonce())
    await rec.input(
      SIWX,
      true,
      `junk signature ${signature.slice(0, 12) || '(empty)'}`,
      '400/401',
      () => verify(msg, signature),
      statusIn(400, 401),
    )
  }

  // Replayed and unknown nonces.
  for (let i = 0; i < 3; i++) {
    const me = account()
    const msg = message(me, await nonce())
    const signature = await me.signMessage({ message: msg })
    await rec.input(SIWX, false, 'a sign-in (before its replay)', '200 session', () => verify(msg, signature), ok)
    await rec.input(
      SIWX,
      true,
      'the same signed message again (replay)',
      '401 unknown or reused nonce',
      () => verify(msg, signature),
      statusIn(401),
    )
    await rec.input(
      SIWX,
      true,
      'the same signed message from another IP',
      '401',
      () => postJson(`${base}/verify`, { message: msg, signature }, { Origin: APP }, freshIp()),
      statusIn(401),
    )
  }
  for (const made of ['abcdefgh12345678', 'AAAAAAAAAAAAAAAA', '0000000000000000']) {
    const me = account()
    const msg = message(me, made)
    await rec.input(
      SIWX,
      true,
      `a nonce never issued (${made})`,
      '401',
      async () => verify(msg, await me.signMessage({ message: msg })),
      statusIn(401),
    )
  }

  // Wrong domains, URIs, chains, versions and times, each correctly signed by its own key.
  const wrong: [string, Partial<CreateSiweMessageParameters>][] = [
    ['domain evil.test', { domain: 'evil.test' }],
    ['domain app.test.evil.test', { domain: 'app.test.evil.test' }],
    ['domain evilapp.test', { domain: 'evilapp.test' }],
    ['domain with a port', { domain: 'app.test:8443' }],
    ['domain in upper case', { domain: 'APP.TEST' }],
    ['URI on another origin', { uri: 'https://evil.test/login' }],
    ['URI over http', { uri: 'http://app.test/login' }],
    ['URI on a subdomain', { uri: 'https://x.app.test/login' }],
    ['chain 5 (not allowed)', { chainId: 5 }],
    ['chain 137 (not allowed)', { chainId: 137 }],
    ['chain 31337 (not allowed)', { chainId: 31337 }],
    ['expired an hour ago', { expirationTime: new Date(Date.now() - 3_600_000) }],
    ['not valid before tomorrow', { notBefore: new Date(Date.now() + 86_400_000) }],
    ['issued a day ago', { issuedAt: new Date(Date.now() - 86_400_000) }],
    ['issued a day ahead', { issuedAt: new Date(Date.now() + 86_400_000) }],
  ]
  for (const [label, overrides] of wrong) {
    const me = account()
    const msg = message(me, await nonce(), overrides)
    await rec.input(
      SIWX,
      true,
      label,
      '400/401',
      async () => verify(msg, await me.signMessage({ message: msg })),
      statusIn(400, 401),
    )
  }
  const edits: [string, (m: string) => string][] = [
    ['version 2', (m) => m.replace('Version: 1', 'Version: 2')],
    ['domain with userinfo (app.test@evil.test)', (m) => m.replace(/^app\.test /, 'app.test@evil.test ')],
    ['domain with a trailing dot', (m) => m.replace(/^app\.test /, 'app.test. ')],
    ['two URI lines', (m) => m.replace(/^URI: .*$/m, (line) => `URI: https://evil.test/\n${line}`)],
  ]
  for (const [label, edit] of edits) {
    const me = account()
    const text = edit(message(me, await nonce()))
    await rec.input(
      SIWX,
      true,
      `${label}, signed`,
      '400/401',
      async () => verify(text, await me.signMessage({ message: text })),
      statusIn(400, 401),
    )
  }

  // Sign-In With Solana: the network is not allowed here, and a forged signature.
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const sol = createSignInMessageText({
    domain: SIWX_DOMAIN,
    address,
    statement: 'Sign in.',
    uri: `${SIWX_URI}/login`,
    version: '1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    nonce: await nonce(),
    issuedAt: new Date().toISOString(),
  })
  await rec.input(
    SIWX,
    true,
    'Solana on a network not allowed',
    '400/401',
    () => verify(sol, base58.encode(ed25519.sign(new TextEncoder().encode(sol), secret))),
    statusIn(400, 401),
  )
  await rec.input(
    SIWX,
    true,
    'Solana signed by another key',
    '400/401',
    () => verify(sol, base58.encode(ed25519.sign(new TextEncoder().encode(sol), ed25519.utils.randomPrivateKey()))),
    statusIn(400, 401),
  )

  // Sessions of another account with one's own token.
  const mine = account()
  const msg = message(mine, await nonce())
  const session = await verify(msg, await mine.signMessage({ message: msg }))
  const other = account()
  await rec.input(
    SIWX,
    false,
    "one's own sessions",
    '200',
    () =>
      call(`${base}/sessions?caipNetworkId=eip155:1&address=${mine.address}`, {
        headers: { Authorization: `Bearer ${session.json.token}` },
      }),
    statusIn(200),
  )
  await rec.input(
    SIWX,
    true,
    "another address's sessions with one's own token",
    '403',
    () =>
      call(`${base}/sessions?caipNetworkId=eip155:1&address=${other.address}`, {
        headers: { Authorization: `Bearer ${session.json.token}` },
      }),
    statusIn(403),
  )
  await rec.input(
    SIWX,
    true,
    "revoking another address's sessions with one's own token",
    '403',
    () =>
      call(`${base}/sessions?caipNetworkId=eip155:1&address=${other.address}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${session.json.token}` },
      }),
    statusIn(403),
  )
}
