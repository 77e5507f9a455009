/**
 * A signer frame's device key as the review's client holds it (sessions bound to
 * a P-256 key, a DPoP proof, RFC 9449, on every share request), made with jose apart from the
 * signer's and the server's code. Bench code only.
 */
import { createHash, randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose'

export interface DeviceKey {
  privateKey: CryptoKey
  jwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string }
}

export async function deviceKey(): Promise<DeviceKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const { x, y } = await exportJWK(publicKey)
  return { privateKey, jwk: { kty: 'EC', crv: 'P-256', x: x!, y: y! } }
}

/** A proof by `key` for `method` on `url` (query dropped) with `token`, issued at `now`; `claims` override (undefined drops one). */
export async function proof(
  key: DeviceKey,
  method: string,
  url: string,
  token: string,
  now: Date,
  claims: Record<string, unknown> = {},
): Promise<string> {
  const u = new URL(url)
  const payload: Record<string, unknown> = {
    htm: method,
    htu: `${u.origin}${u.pathname}`,
    iat: Math.floor(now.getTime() / 1000),
    jti: randomBytes(16).toString('base64url'),
    ath: createHash('sha256').update(token).digest('base64url'),
    ...claims,
  }
  for (const name of Object.keys(payload)) if (payload[name] === undefined) delete payload[name]
  return new SignJWT(payload)
    .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk as JWK })
    .sign(key.privateKey)
}
