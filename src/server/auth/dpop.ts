/**
 * Device-bound sessions, after DPoP (RFC 9449): the signer frame holds a
 * non-extractable ECDSA P-256 key in its origin's IndexedDB and names its public key when a session
 * opens; every share request then carries a `DPoP` proof signed by that key. A copied bearer token
 * without the key gets no share.
 *
 * Verified with node:crypto (ES256 = ECDSA P-256 + SHA-256, the signature as r‖s), so the auth
 * server needs no JOSE library; the tests cross-check against jose's SignJWT.
 */
import { createHash, createPublicKey, verify } from 'node:crypto'

/** An EC P-256 public key as a JWK: exactly the members RFC 7638 hashes. */
export interface DeviceJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
}

/** A proof's `iat` may be this far from the server's clock, either way (and a `jti` is remembered this long), in ms. */
export const DPOP_MAX_SKEW_MS = 60_000

const B64U_32 = /^[A-Za-z0-9_-]{43}$/

/** The public key of `value` when it is an EC P-256 public JWK (private members refused), else undefined. */
export function asDeviceJwk(value: unknown): DeviceJwk | undefined {
  if (!value || typeof value !== 'object') return undefined
  const jwk = value as Record<string, unknown>
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string')
    return undefined
  if (!B64U_32.test(jwk.x) || !B64U_32.test(jwk.y) || 'd' in jwk) return undefined
  const key = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } as const
  try {
    createPublicKey({ key, format: 'jwk' }) // a point on the curve
  } catch {
    return undefined
  }
  return key
}

/** The RFC 7638 thumbprint of an EC key: base64url SHA-256 of `{"crv","kty","x","y"}` in that order. */
export function jwkThumbprint(jwk: DeviceJwk): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('base64url')
}

/** base64url SHA-256 of an access token: a proof's `ath`. */
export const accessTokenHash = (token: string) => createHash('sha256').update(token, 'ascii').digest('base64url')

/** What a proof must match. */
export interface DpopExpectation {
  /** The session's key thumbprint and public key. */
  jkt: string
  jwk: DeviceJwk
  /** The request's method. */
  method: string
  /** The URLs (origin + path, no query) the proof's `htu` may name. */
  urls: readonly string[]
  /** The bearer token the request carries. */
  accessToken: string
  now: Date
}

/** A proof that failed: `reason` is a short, non-secret note for the audit log. */
export class DpopError extends Error {
  override name = 'DpopError'
}

const decodeJson = (part: string): Record<string, unknown> => {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) throw new DpopError('malformed')
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error()
    return value as Record<string, unknown>
  } catch {
    throw new DpopError('malformed')
  }
}

/** `htu` without query and fragment; undefined when not an http(s) URL. */
const withoutQuery = (htu: unknown): string | undefined => {
  if (typeof htu !== 'string' || !URL.canParse(htu)) return undefined
  const url = new URL(htu)
  return /^https?:$/.test(url.protocol) ? `${url.origin}${url.pathname}` : undefined
}

/**
 * Checks a DPoP proof (RFC 9449 section 4.3) against the session's key: a compact JWS with `typ`
 * 'dpop+jwt', `alg` 'ES256' and the public `jwk` in its header, whose thumbprint is the session's;
 * the signature by that key; `htm` the request's method, `htu` one of `urls` (query ignored),
 * `iat` within {@link DPOP_MAX_SKEW_MS} of `now`, `ath` the token's hash, and a `jti`. Resolves
 * the `jti` (the caller refuses one seen before).
 * @throws DpopError with the reason ('missing', 'malformed', 'wrong key', 'bad signature', 'wrong method', 'wrong url', 'stale', 'wrong token')
 */
export function verifyDpopProof(proof: string | undefined, expected: DpopExpectation): { jti: string } {
  if (!proof) throw new DpopError('missing')
  const parts = proof.split('.')
  if (parts.length !== 3 || proof.length > 4096) throw new DpopError('malformed')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJson(headerPart)
  if (header.typ !== 'dpop+jwt' || header.alg !== 'ES256') throw new DpopError('malformed')
  const jwk = asDeviceJwk(header.jwk)
  if (!jwk || jwkThumbprint(jwk) !== expected.jkt) throw new DpopError('wrong key')
  const payload = decodeJson(payloadPart)
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) throw new DpopError('malformed')
  const signature = Buffer.from(signaturePart, 'base64url')
  const key = createPublicKey({ key: { ...expected.jwk }, format: 'jwk' })
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii')
  if (signature.length !== 64 || !verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature))
    throw new DpopError('bad signature')
  if (typeof payload.htm !== 'string' || payload.htm !== expected.method) throw new DpopError('wrong method')
  const htu = withoutQuery(payload.htu)
  if (!htu || !expected.urls.includes(htu)) throw new DpopError('wrong url')
  if (
    typeof payload.iat !== 'number' ||
    !Number.isFinite(payload.iat) ||
    Math.abs(payload.iat * 1000 - expected.now.getTime()) > DPOP_MAX_SKEW_MS
  ) {
    throw new DpopError('stale')
  }
  if (payload.ath !== accessTokenHash(expected.accessToken)) throw new DpopError('wrong token')
  if (typeof payload.jti !== 'string' || payload.jti.length < 16 || payload.jti.length > 128)
    throw new DpopError('malformed')
  return { jti: payload.jti }
}
