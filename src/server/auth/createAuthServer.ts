import type { RequestInfo } from '../http/requestInfo.js'
import { startSweeper } from '../storage/sweeper.js'
import { createAccountService } from './accountService.js'
import { createAuthHttpApp } from './httpApp.js'
import { resolveAuthServerOptions, type AuthServerOptions } from './options.js'
import { createOtpService } from './otpService.js'
import { resolveSocialOptions } from './social/socialOptions.js'
import { createSocialService } from './social/socialService.js'

/** The auth server returned by {@link createAuthServer}. */
export interface AuthServer {
  /**
   * The HTTP API as a Fetch handler (see `createAuthHttpApp` for the routes). `info.clientIp` is the
   * client's address as the runtime saw it; it keys the per-IP limits.
   */
  handle(request: Request, info?: RequestInfo): Promise<Response>
  /** Stops the sweeper timer; leaves the storage open (its owner closes it). Safe to call twice. */
  close(): void
}

/**
 * Creates the embedded wallet's auth server (`wallet-modal/auth`; docs/contributing/architecture.md, "The embedded
 * wallet"): email one-time codes (6 digits from `crypto.randomInt`, stored as an HMAC, compared in
 * constant time, 10 minutes, single use, dead after 5 wrong tries, a new code voids the old, 30 s
 * between sends, 20 per IP per hour checked first, 5 per address per client IP and 20 per address
 * over all clients per hour, points spent only for mails sent), sessions with 256-bit bearer tokens stored
 * hashed (24 h idle, 30 days absolute), the wallet's addresses as its commitment, and its key shares
 * sealed per record under the key file's KEKs. With `social`, the same users also sign in through
 * OAuth 2 / OpenID Connect providers and Sign In With Farcaster (openid-client, jose and
 * @farcaster/auth-client load with the first such login). The signer page is its only client. Mount `handle`
 * under `basePath` (e.g. '/api/auth'; default '/') in Node (`@hono/node-server`), Bun, Deno or an edge runtime.
 * @throws Error for invalid options (see `resolveAuthServerOptions`, and `resolveSocialOptions` for `social`)
 */
export function createAuthServer(options: AuthServerOptions & { basePath?: string }): AuthServer {
  const resolved = resolveAuthServerOptions(options)
  const social = options.social && resolveSocialOptions(options.social)
  const service = createAccountService(resolved, createOtpService(resolved))
  const app = createAuthHttpApp(
    service,
    resolved,
    options.basePath ?? '/',
    social && createSocialService(resolved, social, service),
  )
  const sweeper =
    resolved.sweepIntervalMs === undefined
      ? undefined
      : startSweeper(resolved.storage, { intervalMs: resolved.sweepIntervalMs, now: resolved.now })
  return {
    handle: async (request, info = {}) => app.fetch(request, info),
    close: () => sweeper?.stop(),
  }
}
