import { isHex, type Hex } from 'viem'
import type { UnexpectedErrorHook } from '../http/unexpectedError.js'
import { DEFAULT_BODY_READ_TIMEOUT_MS } from '../http/readBody.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { RateLimitRule } from '../http/rateLimit.js'
import type { ServerStorage } from '../storage/types.js'
import type { ServiceRequestOptions } from '../http/serviceOptions.js'

/** Options of {@link createNameService} (`wallet-modal/server`). */
export interface NameServiceOptions extends ServiceRequestOptions {
  /**
   * The operator's suffix, without the leading dot: names are `label.suffix` (spec section 9 names
   * Reown's '.reown.id'; an operator uses a domain it controls, e.g. 'names.example.com' or, with a
   * wildcard resolver on its ENS name, 'example.eth').
   */
  suffix: string
  /** Former suffixes that still resolve to the same labels (spec section 9: a legacy suffix). Default none. */
  legacySuffixes?: string[]
  /** The service's host[:port] that registration messages must name (their `Domain:` line). */
  domain: string
  /** Default: memory (one process only); give SQLite or PostgreSQL (`wallet-modal/server/sqlite`, `/postgres`). */
  storage?: ServerStorage
  /** An EVM RPC on which ERC-1271 / ERC-6492 smart-account signatures are checked; without one, EOAs only. */
  evmRpcUrl?: string
  /** The gateway's signing key (0x + 64 hex), whose address the resolver contract trusts. Without one, no gateway route. */
  gatewayPrivateKey?: Hex
  /**
   * Seconds a signed gateway answer stays valid. Default 300. The service reuses an answer for the
   * same (sender, data) during the first half of its validity (so one never goes out with less
   * than half left), and forgets them all when a name is registered here.
   */
  gatewayTtlSeconds?: number
  /** Origins allowed to POST nonce and register from a browser (exact match). Reads are public (`*`). Default none. */
  allowedOrigins?: string[]
  /** Largest register body, in bytes. Default 8192. */
  maxBodyBytes?: number
  /**
   * Longest wait for a whole POST body (register, gateway), in ms, from when the route starts
   * reading it; a client that sends part of one and stalls gets 408 'Request body not received in
   * time' and its connection closed. Default 10 000 (`DEFAULT_BODY_READ_TIMEOUT_MS`).
   */
  bodyReadTimeoutMs?: number
  /** Per-IP (and, for registrations, per-address) limits per window; default {@link DEFAULT_NAME_RATE_LIMITS}. */
  rateLimits?: Partial<NameRateLimits>
  /** The clock (tests). */
  now?: () => Date
}

/** Limits of the name service's routes: per client IP, and registrations per address too. */
export interface NameRateLimits {
  nonce: RateLimitRule
  register: RateLimitRule
  /** Suggestions, lookup and reverse lookup together. */
  reads: RateLimitRule
  /** The CCIP-read gateway (GET and POST together): each answer not in the cache costs a signature. */
  gateway: RateLimitRule
  /**
   * Registrations per address (per coin type and address, from any IP), counted once the
   * signature checks out: only the key's holder spends them.
   */
  registerPerAddress: RateLimitRule
}

/**
 * 30 nonces, 10 registrations, 600 reads and 600 gateway answers per IP per minute; 5 signed
 * registrations per address per hour.
 */
export const DEFAULT_NAME_RATE_LIMITS: NameRateLimits = {
  nonce: { limit: 30, windowMs: 60_000 },
  register: { limit: 10, windowMs: 60_000 },
  reads: { limit: 600, windowMs: 60_000 },
  gateway: { limit: 600, windowMs: 60_000 },
  registerPerAddress: { limit: 5, windowMs: 3_600_000 },
}

/** {@link NameServiceOptions} with defaults filled in. */
export interface ResolvedNameServiceOptions {
  suffix: string
  suffixes: string[]
  domain: string
  storage: ServerStorage
  evmRpcUrl: string | undefined
  gatewayPrivateKey: Hex | undefined
  gatewayTtlSeconds: number
  allowedOrigins: ReadonlySet<string>
  maxBodyBytes: number
  bodyReadTimeoutMs: number
  rateLimits: NameRateLimits
  clientIp: ((request: Request) => string | undefined) | undefined
  onUnexpectedError: UnexpectedErrorHook | undefined
  now: () => Date
}

const SUFFIX_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/

/**
 * Checks and completes the options.
 * @throws Error 'names: suffix must be lowercase labels separated by dots, got "<suffix>"' (also
 *   for a legacy suffix); 'names: domain is required'; 'names: gatewayPrivateKey must be 0x and 64 hex digits';
 *   'names: bodyReadTimeoutMs must be a positive number of ms'
 */
export function resolveNameServiceOptions(options: NameServiceOptions): ResolvedNameServiceOptions {
  const suffixes = [options.suffix, ...(options.legacySuffixes ?? [])]
  for (const suffix of suffixes) {
    if (!SUFFIX_PATTERN.test(suffix))
      throw new Error(`names: suffix must be lowercase labels separated by dots, got "${suffix}"`)
  }
  if (!options.domain) throw new Error('names: domain is required')
  if (
    options.gatewayPrivateKey !== undefined &&
    !(isHex(options.gatewayPrivateKey, { strict: true }) && options.gatewayPrivateKey.length === 66)
  ) {
    throw new Error('names: gatewayPrivateKey must be 0x and 64 hex digits')
  }
  return {
    suffix: options.suffix,
    suffixes,
    domain: options.domain,
    storage: options.storage ?? createMemoryStorage(),
    evmRpcUrl: options.evmRpcUrl,
    gatewayPrivateKey: options.gatewayPrivateKey,
    gatewayTtlSeconds: options.gatewayTtlSeconds ?? 300,
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    maxBodyBytes: options.maxBodyBytes ?? 8192,
    bodyReadTimeoutMs: positiveMs('bodyReadTimeoutMs', options.bodyReadTimeoutMs ?? DEFAULT_BODY_READ_TIMEOUT_MS),
    rateLimits: { ...DEFAULT_NAME_RATE_LIMITS, ...options.rateLimits },
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
    now: options.now ?? (() => new Date()),
  }
}

function positiveMs(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`names: ${name} must be a positive number of ms`)
  return value
}
