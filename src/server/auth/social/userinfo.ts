import { z } from 'zod'

/**
 * What the auth server keeps of a provider's user: `subject` keys the identity (provider, subject);
 * `email` links it to an email login's user only when `emailVerified` (the provider says so).
 */
export interface SocialProfile {
  /** The provider's stable id of the user (OIDC `sub`, GitHub's numeric id as text, a Farcaster fid). */
  subject: string
  /** A handle or display name as the provider gives it ('octocat', '@alice'), when it gives one. */
  username?: string
  email?: string
  /** True only when the provider says the address was verified. */
  emailVerified: boolean
}

/** How one provider's userinfo answer becomes a {@link SocialProfile}, and the scopes that answer needs. */
export interface UserinfoMapping {
  /** @throws Error 'The sign-in provider answered badly' for an answer of another shape */
  map(answer: unknown): SocialProfile
  /** Default scopes of an OAuth 2 provider using this mapping. */
  scopes: string[]
  /** GitHub: picks the primary verified address from the emails endpoint's list. */
  pickEmail?(list: unknown): { email: string; verified: boolean } | undefined
}

/** Text of a bad provider answer (the callback page shows it). */
export const BAD_PROVIDER_ANSWER = 'The sign-in provider answered badly'

const id = z.union([z.string().min(1).max(255), z.number().int().nonnegative()]).transform(String)
const text = z.string().min(1).max(255)
const optionalText = text.nullish().transform((v) => v ?? undefined)
const verifiedFlag = z
  .union([z.boolean(), z.literal('true'), z.literal('false')])
  .nullish()
  .transform((v) => v === true || v === 'true')

function parse<S extends z.ZodType>(schema: S, answer: unknown): z.infer<S> {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new Error(BAD_PROVIDER_ANSWER)
  return parsed.data
}

const profile = (
  subject: string,
  username: string | undefined,
  email: string | undefined,
  emailVerified: boolean,
): SocialProfile => ({
  subject,
  ...(username ? { username } : {}),
  ...(email ? { email } : {}),
  emailVerified: !!email && emailVerified,
})

/**
 * The built-in mappings, each of a provider's documented answer:
 * - oidc: OpenID Connect claims (the ID token, whose signature oauthFlow.ts has verified against the
 *   issuer's JWKS, then userinfo): `sub`, `email`, `email_verified` (Apple
 *   sends it as the string 'true'), `preferred_username` or `name`;
 * - github: GET /user `{ id: number, login, email | null }`, and GET /user/emails
 *   `[{ email, primary, verified }]` for a verified address;
 * - x: GET /2/users/me `{ data: { id, username, confirmed_email? } }` (a confirmed email is verified);
 * - discord: GET /users/@me `{ id, username, global_name, email, verified }`;
 * - facebook: GET /me?fields=id,name,email `{ id, name, email }`: Facebook does not say whether
 *   the address was verified, so it never links to an email login.
 */
export const USERINFO_MAPPINGS = {
  oidc: {
    scopes: ['openid', 'email', 'profile'],
    map(answer: unknown) {
      const c = parse(
        z.object({
          sub: text,
          email: optionalText,
          email_verified: verifiedFlag,
          preferred_username: optionalText,
          name: optionalText,
        }),
        answer,
      )
      return profile(c.sub, c.preferred_username ?? c.name, c.email, c.email_verified)
    },
  },
  github: {
    scopes: ['read:user', 'user:email'],
    map(answer: unknown) {
      const u = parse(z.object({ id, login: text, email: optionalText }), answer)
      return profile(u.id, u.login, u.email, false)
    },
    pickEmail(list: unknown) {
      const emails = parse(z.array(z.object({ email: text, primary: z.boolean(), verified: z.boolean() })), list)
      const chosen = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified)
      return chosen && { email: chosen.email, verified: true }
    },
  },
  x: {
    scopes: ['users.read', 'tweet.read'],
    map(answer: unknown) {
      const { data } = parse(
        z.object({ data: z.object({ id, username: text, confirmed_email: optionalText }) }),
        answer,
      )
      return profile(data.id, data.username, data.confirmed_email, true)
    },
  },
  discord: {
    scopes: ['identify', 'email'],
    map(answer: unknown) {
      const u = parse(
        z.object({ id, username: text, global_name: optionalText, email: optionalText, verified: verifiedFlag }),
        answer,
      )
      return profile(u.id, u.username, u.email, u.verified)
    },
  },
  facebook: {
    scopes: ['public_profile', 'email'],
    map(answer: unknown) {
      const u = parse(z.object({ id, name: optionalText, email: optionalText }), answer)
      return profile(u.id, u.name, u.email, false)
    },
  },
} satisfies Record<string, UserinfoMapping>
