import { parseCaipNetworkId, type CaipNetworkId } from '../../core/caip.js'
import type { UnexpectedErrorHook } from '../http/unexpectedError.js'
import { DEFAULT_BODY_READ_TIMEOUT_MS } from '../http/readBody.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { DEFAULT_MAX_MESSAGE_LENGTH } from './parseMessage.js'
import { resolveSiwxRateLimits, type ResolvedSiwxRateLimits, type SiwxRateLimits } from './rateLimits.js'
import type { SessionAccessCheck } from './sessionAccess.js'
import type { ServiceRequestOptions } from '../http/serviceOptions.js'

/** Default lifetime of an issued nonce: 5 minutes, in ms. */
export const DEFAULT_NONCE_TTL_MS = 5 * 60_000
/** Default lifetime of a session whose message has no Expiration Time: 24 hours, in ms. */
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000
/** Default longest session, whatever Expiration Time its message asks for: 7 days, in ms. */
export const DEFAULT_MAX_SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** Default largest distance between a message's Issued At and the server clock: 5 minutes, in ms. */
export const DEFAULT_ISSUED_AT_TOLERANCE_MS = 5 * 60_000

/** Default time between sweeps of expired nonces, sessions and rate-limit windows: 1 minute, in ms. */
export const DEFAULT_SWEEP_INTERVAL_MS = 60_000

/** Default cap of a request body: 16 KiB (a message of 4,096 characters plus an ERC-6492 signature fit). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024

/** Options of `createSiwxServer` (spec section 4, Sign-in). */
export interface SiwxServerOptions extends ServiceRequestOptions {
  /** The exact RFC 3986 authority a message must carry as its domain, e.g. '127.0.0.1:14173'. */
  domain: string
  /**
   * An absolute URL of the app, e.g. 'https://app.example.com'. Only its origin counts: a
   * message's URI is accepted when it parses as a URL with the same origin (scheme, host, port),
   * whatever its path. Origins are compared parsed, never by string prefix, so
   * 'https://app.example.com.evil.io' or 'https://app.example.com@evil.io' never pass.
   */
  uri: string
  /**
   * Where nonces, sessions and rate-limit counters live: `createSqliteStorage()`
   * (`wallet-modal/server/sqlite`), `createPostgresStorage()` (`wallet-modal/server/postgres`), or
   * the default {@link createMemoryStorage} (one process, lost on restart). The server never closes it.
   */
  storage?: ServerStorage
  /** Lifetime of an issued nonce in ms; default 300 000 (5 min). */
  nonceTtlMs?: number
  /** Lifetime in ms of a session whose message has no Expiration Time; default 86 400 000 (24 h). */
  sessionTtlMs?: number
  /**
   * Longest session in ms, counted from the verify: a message whose Expiration Time lies further
   * ahead gets a session (and token) that ends here instead. Default 604 800 000 (7 days), or
   * `sessionTtlMs` when that is longer.
   */
  maxSessionTtlMs?: number
  /**
   * Largest distance in ms, either way, between a message's Issued At and the server clock
   * ('Issued At too far from server time', 401). Default 300 000 (5 min).
   */
  issuedAtToleranceMs?: number
  /**
   * EVM JSON-RPC URL per CAIP-2 network, e.g. `{ 'eip155:8453': 'https://…' }`. With one, a
   * signature is checked through viem's public client (EOA, EIP-1271 and ERC-6492 smart
   * accounts); without, only EOA signatures (ecrecover) pass.
   */
  rpcUrls?: Partial<Record<CaipNetworkId, string>>
  /**
   * CAIP-2 networks a message may name. When absent every `eip155:*`, `solana:*` and `bip122:*` network is
   * accepted: set it in production so a session is bound to networks you support.
   */
  allowedNetworks?: CaipNetworkId[]
  /**
   * Browser origins allowed to call the HTTP API cross-origin (exact match, e.g.
   * 'http://127.0.0.1:14173'). Default none: no CORS headers, so only same-origin pages can read
   * the answers.
   */
  allowedOrigins?: string[]
  /**
   * Largest request body in bytes; a bigger one is refused with 413 'Request body too large'
   * before it is read whole (by `Content-Length`, else by counting while reading). Default 16,384.
   */
  maxBodyBytes?: number
  /**
   * Longest wait for a whole verify body, in ms, from when the route starts reading it; a client
   * that sends part of one and stalls gets 408 'Request body not received in time' and its
   * connection closed. Default 10 000 (`DEFAULT_BODY_READ_TIMEOUT_MS`).
   */
  bodyReadTimeoutMs?: number
  /**
   * Longest sign-in message in UTF-16 code units, checked before any parsing ('Message too long',
   * 400). Default 4,096.
   */
  maxMessageLength?: number
  /**
   * Who may list (GET) or revoke (DELETE) an account's sessions over HTTP. Default: the bearer
   * token `verify` returned, for exactly that account (401 without a live token, 403 with another
   * account's). A host that ties sessions to its own login passes its own check instead, e.g.
   * `(request, caipAddress) => myUserOwns(request, caipAddress) ? 'allow' : 'forbidden'`.
   */
  authorizeSessionAccess?: SessionAccessCheck
  /** Rate limits per endpoint; see {@link SiwxRateLimits} for the defaults. */
  rateLimits?: SiwxRateLimits
  /**
   * Time between sweeps of expired nonces, sessions and rate-limit windows, in ms (an unref'd
   * timer, stopped by `close()`); `false` for none (e.g. when another process sweeps). Default 60 000.
   */
  sweepIntervalMs?: number | false
  /** The clock; default `() => new Date()`. */
  now?: () => Date
}

/** {@link SiwxServerOptions} with every default filled in and the `uri` origin extracted. */
export interface ResolvedSiwxServerOptions {
  domain: string
  /** The origin of `uri`, e.g. 'https://app.example.com'. */
  origin: string
  /** The scheme of `uri` without ':', e.g. 'https'. */
  scheme: string
  storage: ServerStorage
  nonceTtlMs: number
  sessionTtlMs: number
  maxSessionTtlMs: number
  issuedAtToleranceMs: number
  rpcUrls: Partial<Record<CaipNetworkId, string>>
  allowedNetworks: ReadonlySet<CaipNetworkId> | undefined
  allowedOrigins: ReadonlySet<string>
  maxBodyBytes: number
  bodyReadTimeoutMs: number
  maxMessageLength: number
  authorizeSessionAccess: SessionAccessCheck | undefined
  rateLimits: ResolvedSiwxRateLimits
  clientIp: ((request: Request) => string | undefined) | undefined
  onUnexpectedError: UnexpectedErrorHook | undefined
  sweepIntervalMs: number | undefined
  now: () => Date
}

/**
 * Fills in the defaults of {@link SiwxServerOptions} and checks them.
 * @throws Error 'SIWX server: domain is required'
 * @throws Error 'SIWX server: uri must be an absolute http(s) URL, got "<uri>"'
 * @throws Error 'SIWX server: <name> must be a positive number of ms' (also bodyReadTimeoutMs)
 * @throws Error 'SIWX server: sessionTtlMs must not exceed maxSessionTtlMs'
 * @throws Error 'SIWX server: <name> must be a positive integer' (maxBodyBytes, maxMessageLength)
 * @throws Error 'SIWX server: rateLimits.<name> needs a positive integer limit and a positive windowMs'
 * @throws CaipError for a malformed id in `allowedNetworks` or `rpcUrls`
 */
export function resolveSiwxServerOptions(options: SiwxServerOptions): ResolvedSiwxServerOptions {
  if (!options.domain) throw new Error('SIWX server: domain is required')
  const url = URL.canParse(options.uri) ? new URL(options.uri) : undefined
  // Non-http(s) URLs have the opaque origin 'null', which every such URL would share.
  if (!url || url.origin === 'null')
    throw new Error(`SIWX server: uri must be an absolute http(s) URL, got "${options.uri}"`)
  const nonceTtlMs = positive('nonceTtlMs', options.nonceTtlMs ?? DEFAULT_NONCE_TTL_MS)
  const sessionTtlMs = positive('sessionTtlMs', options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS)
  const maxSessionTtlMs = positive(
    'maxSessionTtlMs',
    options.maxSessionTtlMs ?? Math.max(DEFAULT_MAX_SESSION_TTL_MS, sessionTtlMs),
  )
  if (sessionTtlMs > maxSessionTtlMs) throw new Error('SIWX server: sessionTtlMs must not exceed maxSessionTtlMs')
  const rpcUrls = { ...options.rpcUrls }
  for (const id of Object.keys(rpcUrls)) parseCaipNetworkId(id)
  for (const id of options.allowedNetworks ?? []) parseCaipNetworkId(id)
  return {
    domain: options.domain,
    origin: url.origin,
    scheme: url.protocol.slice(0, -1),
    storage: options.storage ?? createMemoryStorage(),
    nonceTtlMs,
    sessionTtlMs,
    maxSessionTtlMs,
    issuedAtToleranceMs: positive('issuedAtToleranceMs', options.issuedAtToleranceMs ?? DEFAULT_ISSUED_AT_TOLERANCE_MS),
    rpcUrls,
    allowedNetworks: options.allowedNetworks ? new Set(options.allowedNetworks) : undefined,
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    maxBodyBytes: positiveInteger('maxBodyBytes', options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
    bodyReadTimeoutMs: positive('bodyReadTimeoutMs', options.bodyReadTimeoutMs ?? DEFAULT_BODY_READ_TIMEOUT_MS),
    maxMessageLength: positiveInteger('maxMessageLength', options.maxMessageLength ?? DEFAULT_MAX_MESSAGE_LENGTH),
    authorizeSessionAccess: options.authorizeSessionAccess,
    rateLimits: resolveSiwxRateLimits(options.rateLimits),
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
    sweepIntervalMs:
      options.sweepIntervalMs === false
        ? undefined
        : positive('sweepIntervalMs', options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS),
    now: options.now ?? (() => new Date()),
  }
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`SIWX server: ${name} must be a positive number of ms`)
  return value
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`SIWX server: ${name} must be a positive integer`)
  return value
}
