import { createHash, randomBytes } from 'node:crypto'

/** A session token: 32 random bytes (256 bits) from the OS CSPRNG, base64url without padding: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * A fresh session token and the hash storage keeps instead of it (Lucia's session guide): the
 * client holds `token`, the database only `tokenHash`, the hex SHA-256 of the token's text, so a
 * leaked table yields no usable token.
 */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashSessionToken(token) }
}

/** The hex SHA-256 (64 characters) of a token's UTF-8 text. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** True when `value` has the shape of a token this server issues (checked before hashing or looking it up). */
export function isSessionTokenShape(value: string): boolean {
  return TOKEN_SHAPE.test(value)
}

/**
 * The token of an `Authorization: Bearer <token>` header (scheme case-insensitive, RFC 6750), or
 * undefined when the header is missing, of another scheme, or not a token's shape.
 */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.get('Authorization') ?? '')
  return match && isSessionTokenShape(match[1]!) ? match[1] : undefined
}
