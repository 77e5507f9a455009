import type { AuthWallet, KeyShareKind } from '../storage/authTypes.js'
import type { AccountContext, Authenticated, NewWallet } from './accountContext.js'
import { DPOP_MAX_SKEW_MS, DpopError, verifyDpopProof, type DeviceJwk } from './dpop.js'
import { openRecord, sealRecord } from './envelope.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import { isRateLimited, pointsLimiters, type PointsLimiter } from '../http/storageRateLimiter.js'

const SHARE_BINDING_KIND: Record<KeyShareKind, string> = {
  auth: 'auth-share',
  recovery: 'recovery-share',
  'device-auth': 'device-auth-share',
}

/**
 * The wallet and its key shares: the wallet's record, its sealed auth and recovery shares, each
 * device's own share, and the checks in front of a release (device proof, step-up, per-user limits),
 * every release and refusal audited.
 */
export function createWalletShares(context: AccountContext) {
  const { options, storage, keys, now, log, refuseShare } = context
  const { users, shares } = storage.auth
  const shareBinding = (userId: string, deviceId: string, kind: KeyShareKind) => ({
    user: userId,
    device: deviceId,
    kind: SHARE_BINDING_KIND[kind],
  })
  const keyringOf = (kind: KeyShareKind) => (kind === 'recovery' ? keys.recoveryKek : keys.kek)
  const limiter = pointsLimiters(storage.rateLimiterPoints, now)
  const releasesPerUser = limiter('auth-share-user', options.shareReleasesPerUserPerHour, 3_600_000)
  const recoveriesPerUser = limiter('auth-share-recovery-user', options.recoveryReleasesPerUserPerDay, 86_400_000)
  /** Spends one point of `limit` for the user, or refuses (audited) with 429 and `retryAfter`. */
  const spend = async (
    auth: Authenticated,
    kind: KeyShareKind,
    limit: PointsLimiter,
    clientIp: string,
  ): Promise<void> => {
    try {
      await limit.consume(auth.user.id)
    } catch (refusal) {
      if (!isRateLimited(refusal)) throw refusal
      const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      await refuseShare(
        auth,
        kind,
        'rate limited',
        clientIp,
        new AuthServerError(AUTH_ERRORS.tooManyShareReleases, 429, { retryAfter }),
      )
    }
  }

  return {
    /**
     * POST /wallet: records the wallet's addresses (the commitment) once, then its auth and recovery shares.
     * @throws AuthServerError 'Wallet already exists' (409) | 'Recovery mode not allowed' (400)
     */
    async createWallet(auth: Authenticated, wallet: NewWallet, clientIp: string): Promise<AuthWallet> {
      if (!options.recoveryModes.has(wallet.recoveryMode))
        throw new AuthServerError(AUTH_ERRORS.recoveryModeNotAllowed, 400)
      const record: AuthWallet = { eip155: wallet.eip155, solana: wallet.solana, recoveryMode: wallet.recoveryMode }
      if (!(await users.setWallet(auth.user.id, record))) throw new AuthServerError(AUTH_ERRORS.walletExists, 409)
      const createdAt = now()
      for (const [kind, bytes] of [
        ['auth', wallet.authShare],
        ['recovery', wallet.recoveryShare],
      ] as const) {
        const sealed = sealRecord(
          keyringOf(kind),
          Buffer.from(bytes, 'base64url'),
          shareBinding(auth.user.id, '', kind),
        )
        await shares.putShare({ userId: auth.user.id, deviceId: '', kind, sealed, createdAt }, true)
      }
      await log('wallet.created', auth.user.id, clientIp, wallet.recoveryMode)
      return record
    },

    /**
     * GET /wallet/shares/:kind: releases one share to the signed-in frame ('device-auth': the one of
     * the session's device). The recovery share only to a session that signed in within
     * `recoveryStepUpMs` (step-up); at most `shareReleasesPerUserPerHour` releases per user, and
     * `recoveryReleasesPerUserPerDay` of the recovery share. Every release is audited
     * ('share.released'), and so is every refusal ('share.refused', with the reason).
     * @throws AuthServerError 'No wallet yet' | 'Key share not found' (404) | 'Confirm it is you...' (403) |
     *   'Too many wallet unlocks. Try again later.' (429, `retryAfter`)
     */
    async releaseShare(auth: Authenticated, kind: KeyShareKind, clientIp: string): Promise<string> {
      if (!auth.user.wallet)
        await refuseShare(auth, kind, 'no wallet', clientIp, new AuthServerError(AUTH_ERRORS.noWallet, 404))
      if (kind === 'recovery' && now().getTime() - auth.session.createdAt.getTime() > options.recoveryStepUpMs) {
        await refuseShare(auth, kind, 'step-up needed', clientIp, new AuthServerError(AUTH_ERRORS.stepUpRequired, 403))
      }
      const deviceId = kind === 'device-auth' ? auth.session.deviceId : ''
      const stored = await shares.getShare(auth.user.id, deviceId, kind)
      if (!stored)
        return refuseShare(auth, kind, 'not found', clientIp, new AuthServerError(AUTH_ERRORS.shareNotFound, 404))
      await spend(auth, kind, releasesPerUser, clientIp)
      if (kind === 'recovery') {
        try {
          await spend(auth, kind, recoveriesPerUser, clientIp)
        } catch (error) {
          await releasesPerUser.reward(auth.user.id)
          throw error
        }
      }
      const bytes = openRecord(keyringOf(kind), stored.sealed, shareBinding(auth.user.id, deviceId, kind))
      await log('share.released', auth.user.id, clientIp, kind)
      return Buffer.from(bytes).toString('base64url')
    },

    /**
     * Checks the DPoP proof of a share request (see `verifyDpopProof`) against the session's device
     * key, and that its `jti` was not used within {@link DPOP_MAX_SKEW_MS} (twice that, kept in the
     * shared rate-limit points, so the check holds across processes). `what` names the request in
     * the audit log ('recovery', 'device-auth store', 'wallet create').
     * @throws AuthServerError 'This device could not prove it holds the session. Sign in again.' (401), audited
     */
    async requireDeviceProof(
      auth: Authenticated,
      request: { proof: string | undefined; method: string; urls: readonly string[]; accessToken: string },
      what: string,
      clientIp: string,
    ): Promise<void> {
      const refuse = (reason: string) =>
        refuseShare(
          auth,
          what,
          `device proof ${reason}`,
          clientIp,
          new AuthServerError(AUTH_ERRORS.invalidDeviceProof, 401),
        )
      const { dpopJkt, dpopJwk } = auth.session
      if (!dpopJkt || !dpopJwk) return refuse('unbound session')
      const at = now()
      let jti: string
      try {
        ;({ jti } = verifyDpopProof(request.proof, {
          jkt: dpopJkt,
          jwk: JSON.parse(dpopJwk) as DeviceJwk,
          method: request.method,
          urls: request.urls,
          accessToken: request.accessToken,
          now: at,
        }))
      } catch (error) {
        if (error instanceof DpopError) return refuse(error.message)
        throw error
      }
      const seen = await storage.rateLimiterPoints.upsert(
        `auth-dpop-jti:${dpopJkt}:${jti}`,
        1,
        2 * DPOP_MAX_SKEW_MS,
        false,
        at,
      )
      if (seen.points > 1) return refuse('replayed')
    },

    /** PUT /wallet/shares/device-auth: stores (or replaces) the session device's own auth share. */
    async storeDeviceShare(auth: Authenticated, share: string, clientIp: string): Promise<void> {
      if (!auth.user.wallet) throw new AuthServerError(AUTH_ERRORS.noWallet, 404)
      const { deviceId } = auth.session
      const sealed = sealRecord(
        keys.kek,
        Buffer.from(share, 'base64url'),
        shareBinding(auth.user.id, deviceId, 'device-auth'),
      )
      await shares.putShare({ userId: auth.user.id, deviceId, kind: 'device-auth', sealed, createdAt: now() }, true)
      await log('device.share.stored', auth.user.id, clientIp)
    },
  }
}
