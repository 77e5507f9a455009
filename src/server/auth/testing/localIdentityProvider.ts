/**
 * A local identity provider for tests and the demo: one oidc-provider (the OpenID
 * Foundation certified library) on loopback with a client per social provider the modal lists —
 * google and apple by OpenID Connect discovery (apple with its ES256 client-secret JWT, checked here
 * with jose, and form_post), github, x, discord and facebook as plain OAuth 2 with each one's own
 * userinfo answer (GitHub's /user and /user/emails, X's /2/users/me, Discord's /users/@me, Facebook's
 * /me) — and a login form where any name works. Nothing leaves the machine. Its ID tokens are
 * RS256, signed with a key made at start and published at `<issuer>/jwks` (discovery's `jwks_uri`),
 * which the auth server checks them against.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { SocialProviderOptions } from '../social/socialOptions.js'

/** The providers the local IdP stands in for, in the spec's order (section 1; Farcaster has its own relay). */
export const LOCAL_IDP_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type LocalIdpProvider = (typeof LOCAL_IDP_PROVIDERS)[number]

/** One person who signed in at the local IdP (keyed by the name typed). */
interface LocalAccount {
  username: string
  email: string
  emailVerified: boolean
}

/** Options of {@link startLocalIdentityProvider}. */
export interface LocalIdpOptions {
  port: number
  /** Where it listens; default 127.0.0.1. */
  host?: string
  /** The auth server's public URL (its `social.publicUrl`): the clients' redirect URIs are `<authPublicUrl>/social/callback/<provider>`. */
  authPublicUrl: string
}

/** A running local IdP. */
export interface RunningLocalIdp {
  /** The issuer, `http://127.0.0.1:<port>`. */
  issuer: string
  /** The auth server's provider list for every stand-in (distinct client ids and secrets, Apple's key). */
  providers: SocialProviderOptions[]
  stop(): Promise<void>
}

/** A stable numeric-looking id of a name, as GitHub (a number), X and Discord (digit strings) give them. */
const numericId = (name: string) =>
  BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 12)}`).toString()

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function loginPage(uid: string, client: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in to ${escape(client)} (local)</title></head>
<body><main><h1>Sign in to ${escape(client)}</h1><p>A local stand-in identity provider: any name works.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<p><label for="username">Name</label><br><input id="username" name="username" autocomplete="username" required autofocus></p>
<p><label for="email">Email (optional)</label><br><input id="email" name="email" type="email" autocomplete="email"></p>
<p><input id="verified" name="verified" type="checkbox" value="1" checked> <label for="verified">The provider has verified this email</label></p>
<p><button type="submit">Sign in</button></p>
</form></main></body></html>`
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 16_384) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * Starts the local IdP on `port` and resolves its provider list for `createAuthServer({ social })`
 * (with `allowInsecureRequests`: it speaks http on loopback).
 * @throws Error 'local idp: port <port> on <host> is already in use'
 */
export async function startLocalIdentityProvider(options: LocalIdpOptions): Promise<RunningLocalIdp> {
  const host = options.host ?? '127.0.0.1'
  const issuer = `http://${host}:${options.port}`
  const { default: Provider } = await import('oidc-provider')
  const { jwtVerify } = await import('jose')
  const accounts = new Map<string, LocalAccount>()
  const secrets = Object.fromEntries(
    LOCAL_IDP_PROVIDERS.map((p) => [p, randomBytes(24).toString('base64url')]),
  ) as Record<LocalIdpProvider, string>
  const clientId = (provider: LocalIdpProvider) => `local-${provider}-client`
  const apple = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const appleTeamId = 'LOCALTEAM1'
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const oidc = new Provider(issuer, {
    clients: LOCAL_IDP_PROVIDERS.map((provider) => ({
      client_id: clientId(provider),
      client_secret: secrets[provider],
      redirect_uris: [`${options.authPublicUrl.replace(/\/+$/, '')}/social/callback/${provider}`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: provider === 'apple' ? 'client_secret_post' : 'client_secret_basic',
    })),
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      if (!account) return undefined
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          preferred_username: account.username,
          name: account.username,
        }),
      }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The plain OAuth 2 stand-ins' own scopes, so a grant can hold them.
    scopes: [
      'openid',
      'offline_access',
      'read:user',
      'user:email',
      'users.read',
      'tweet.read',
      'identify',
      'public_profile',
    ],
    // Google and Apple put the profile claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // ID tokens are signed with this RSA key and only with it (no HS*, no 'none'): the auth server
    // verifies them against the JWKS this provider publishes at its discovered jwks_uri (/jwks).
    jwks: { keys: [{ ...signingKey, kid: 'local-idp', use: 'sig', alg: 'RS256' }] },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
  })
  // Apple's client secret is an ES256 JWT (iss team id, sub client id, aud the issuer), checked with the key Apple would hold.
  const compare = oidc.Client.prototype.compareClientSecret
  oidc.Client.prototype.compareClientSecret = async function (this: { clientId: string }, actual: string) {
    if (this.clientId !== clientId('apple')) return compare.call(this, actual)
    try {
      await jwtVerify(actual, apple.publicKey, {
        issuer: appleTeamId,
        subject: clientId('apple'),
        audience: issuer,
        algorithms: ['ES256'],
      })
      return true
    } catch {
      return false
    }
  }
  const handleOidc = oidc.callback()

  const accountOf = async (request: IncomingMessage): Promise<LocalAccount | undefined> => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const found = token && (await oidc.AccessToken.find(token))
    return found ? accounts.get(found.accountId) : undefined
  }
  // Each stand-in's own profile answer, over the access token the local IdP issued.
  const userinfo: Record<string, (account: LocalAccount) => unknown> = {
    '/github/user': (a) => ({ id: Number(numericId(a.username)), login: a.username, name: a.username, email: null }),
    '/github/user/emails': (a) => [{ email: a.email, primary: true, verified: a.emailVerified, visibility: 'private' }],
    '/x/2/users/me': (a) => ({
      data: {
        id: numericId(a.username),
        name: a.username,
        username: a.username,
        ...(a.emailVerified ? { confirmed_email: a.email } : {}),
      },
    }),
    '/discord/users/@me': (a) => ({
      id: numericId(a.username),
      username: a.username,
      global_name: a.username,
      email: a.email,
      verified: a.emailVerified,
    }),
    '/facebook/me': (a) => ({ id: numericId(a.username), name: a.username, email: a.email }),
  }

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', issuer)
    const profile = userinfo[url.pathname]
    if (profile) {
      const account = await accountOf(request)
      if (!account) return json(response, 401, { message: 'Bad credentials' })
      return json(response, 200, profile(account))
    }
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname)
    if (!interaction) return handleOidc(request, response)
    const details = await oidc.interactionDetails(request, response)
    const client = String(details.params.client_id).replace(/^local-|-client$/g, '')
    if (!interaction[2]) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(loginPage(details.uid, client))
      return
    }
    const form = await readForm(request)
    const username = (form.get('username') ?? '').trim()
    if (!username || username.length > 64) {
      response
        .writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(loginPage(details.uid, client, 'Type a name.'))
      return
    }
    const email =
      (form.get('email') ?? '').trim() || `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@example.com`
    accounts.set(username, { username, email, emailVerified: form.get('verified') === '1' })
    const grant = new oidc.Grant({ accountId: username, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    const grantId = await grant.save()
    await oidc.interactionFinished(
      request,
      response,
      { login: { accountId: username }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: error instanceof Error ? error.message : String(error) })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`local idp: port ${options.port} on ${host} is already in use`) : error,
      )
    server.once('error', failed)
    server.listen(options.port, host, () => {
      server.off('error', failed)
      resolve()
    })
  })

  const oauth2 = (provider: LocalIdpProvider, paths: { userinfo: string; emails?: string }): SocialProviderOptions => ({
    name: provider,
    clientId: clientId(provider),
    clientSecret: secrets[provider],
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}${paths.userinfo}`,
    ...(paths.emails ? { emailsEndpoint: `${issuer}${paths.emails}` } : {}),
    userinfo: provider as 'github',
  })
  const providers: Record<LocalIdpProvider, SocialProviderOptions> = {
    google: { name: 'google', label: 'Google', clientId: clientId('google'), clientSecret: secrets.google, issuer },
    x: { ...oauth2('x', { userinfo: '/x/2/users/me' }), label: 'X' },
    discord: { ...oauth2('discord', { userinfo: '/discord/users/@me' }), label: 'Discord' },
    github: { ...oauth2('github', { userinfo: '/github/user', emails: '/github/user/emails' }), label: 'GitHub' },
    apple: {
      name: 'apple',
      label: 'Apple',
      clientId: clientId('apple'),
      issuer,
      appleClientSecret: {
        teamId: appleTeamId,
        keyId: 'LOCALKEY01',
        privateKey: apple.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      },
      responseMode: 'form_post',
    },
    facebook: { ...oauth2('facebook', { userinfo: '/facebook/me' }), label: 'Facebook' },
  }

  let stopped: Promise<void> | undefined
  return {
    issuer,
    providers: LOCAL_IDP_PROVIDERS.map((p) => providers[p]),
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
