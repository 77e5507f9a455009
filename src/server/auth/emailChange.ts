import type { AccountContext, Authenticated } from './accountContext.js'
import { emailLookup } from './emailAddress.js'
import { openText, sealText } from './envelope.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import type { OtpService, SentCode } from './otpService.js'

/**
 * Changing an account's email address (UpdateEmailWallet): a code to the current address carrying
 * the new one, then a code to the new address, then the account moves to it.
 */
export function createEmailChange(context: AccountContext, otp: OtpService) {
  const { storage, keys, log, emailBinding, emailOf, parseEmail } = context
  const { users } = storage.auth
  return {
    /** POST /email/change: a code to the current address, carrying the new one (UpdateEmailWallet, step 1). */
    async startEmailChange(
      auth: Authenticated,
      rawNewEmail: string,
      site: string,
      clientIp: string,
    ): Promise<SentCode> {
      const next = parseEmail(rawNewEmail)
      const current = await emailOf(auth.user.id)
      if (next.email === current) throw new AuthServerError(AUTH_ERRORS.invalidEmail, 400)
      const lookup = emailLookup(keys.emailIndexKey, current)
      return otp.send({
        purpose: 'email-change-old',
        to: current,
        lookup,
        carries: next.email,
        userId: auth.user.id,
        site,
        clientIp,
      })
    },

    /** POST /email/change/confirm-old: the current address confirmed; a code to the new one (step 2). */
    async confirmOldEmail(
      auth: Authenticated,
      challengeId: string,
      code: string,
      site: string,
      clientIp: string,
    ): Promise<SentCode & { email: string }> {
      const { email } = await otp.check(challengeId, code, 'email-change-old', clientIp, auth.user.id)
      const lookup = emailLookup(keys.emailIndexKey, email)
      return {
        ...(await otp.send({ purpose: 'email-change-new', to: email, lookup, userId: auth.user.id, site, clientIp })),
        email,
      }
    },

    /** POST /email/change/resend: a fresh code to the new address of a pending change (after its cooldown). */
    async resendNewEmail(
      auth: Authenticated,
      challengeId: string,
      site: string,
      clientIp: string,
    ): Promise<SentCode & { email: string }> {
      const previous = await storage.auth.otp.getChallenge(challengeId)
      if (previous?.purpose !== 'email-change-new' || previous.userId !== auth.user.id)
        throw new AuthServerError(AUTH_ERRORS.codeExpired, 401)
      const email = openText(keys.kek, previous.sealedEmail, { user: '', device: '', kind: `otp:${previous.id}` })
      return {
        ...(await otp.send({
          purpose: 'email-change-new',
          to: email,
          lookup: previous.lookup,
          userId: auth.user.id,
          site,
          clientIp,
        })),
        email,
      }
    },

    /**
     * POST /email/change/confirm-new: the new address confirmed; the account moves to it.
     * @throws AuthServerError 'That email belongs to another account' (409)
     */
    async confirmNewEmail(
      auth: Authenticated,
      challengeId: string,
      code: string,
      clientIp: string,
    ): Promise<{ email: string }> {
      const { challenge, email } = await otp.check(challengeId, code, 'email-change-new', clientIp, auth.user.id)
      const moved = await users.replaceIdentity(
        auth.user.id,
        'email',
        challenge.lookup,
        sealText(keys.kek, email, emailBinding(auth.user.id)),
      )
      if (!moved) throw new AuthServerError(AUTH_ERRORS.emailTaken, 409)
      await log('email.changed', auth.user.id, clientIp)
      return { email }
    },
  }
}
