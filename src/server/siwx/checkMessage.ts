import { SIWX_SERVER_ERRORS, SiwxServerError, type SiwxServerErrorMessage } from './errors.js'
import type { ResolvedSiwxServerOptions } from './options.js'
import type { ParsedSiwxMessage } from './parsedMessage.js'

/**
 * The checks that need neither storage nor cryptography, in this order: domain (exact string;
 * an EIP-4361 scheme, when present, must be the configured uri's), URI (same origin as the
 * configured uri), network (in `allowedNetworks`, or any of the message's namespace when unset),
 * Issued At (within `issuedAtToleranceMs` of `now`, either way), Not Before (not after `now`),
 * Expiration Time (after `now`).
 * @throws SiwxServerError (401) 'Domain mismatch' | 'URI mismatch' | 'Unsupported network' |
 *   'Issued At too far from server time' | 'Message not yet valid' | 'Message expired'
 */
export function checkSiwxMessage(message: ParsedSiwxMessage, options: ResolvedSiwxServerOptions, now: Date): void {
  const { fields } = message
  if (fields.domain !== options.domain) throw rejected(SIWX_SERVER_ERRORS.domainMismatch)
  if (message.scheme !== undefined && message.scheme !== options.scheme)
    throw rejected(SIWX_SERVER_ERRORS.domainMismatch)
  if (originOf(fields.uri) !== options.origin) throw rejected(SIWX_SERVER_ERRORS.uriMismatch)
  const allowed = options.allowedNetworks
    ? options.allowedNetworks.has(fields.chainId)
    : fields.chainId.startsWith(`${message.namespace}:`)
  if (!allowed) throw rejected(SIWX_SERVER_ERRORS.unsupportedNetwork)
  if (Math.abs(Date.parse(fields.issuedAt) - now.getTime()) > options.issuedAtToleranceMs) {
    throw rejected(SIWX_SERVER_ERRORS.issuedAtOutOfRange)
  }
  if (fields.notBefore && Date.parse(fields.notBefore) > now.getTime()) {
    throw rejected(SIWX_SERVER_ERRORS.messageNotYetValid)
  }
  if (fields.expirationTime && Date.parse(fields.expirationTime) <= now.getTime()) {
    throw rejected(SIWX_SERVER_ERRORS.messageExpired)
  }
}

/** The URI's origin; 'null' for opaque ones (data:, file:), which never equals the http(s) `options.origin`. */
function originOf(uri: string): string | undefined {
  return URL.canParse(uri) ? new URL(uri).origin : undefined
}

function rejected(message: SiwxServerErrorMessage): SiwxServerError {
  return new SiwxServerError(message, 401)
}
