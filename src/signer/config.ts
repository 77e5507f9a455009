import * as z from 'zod/mini'
import { zodWithoutEval } from './zodWithoutEval.js'

// The signer's CSP has no 'unsafe-eval': zod builds its schemas without the JIT and never probes it.
zodWithoutEval()

/** The operator's signer config, served beside the signer page as `signer-config.json`. */
export interface SignerConfig {
  /** The auth server's base URL, e.g. 'https://auth.example.com' (or '/api/auth' on the signer's own origin). */
  authServerUrl: string
  /** Host origins that may embed the signer and talk to it: the same list as the `frame-ancestors` header and the auth server's `allowedSites`. */
  allowedOrigins: string[]
  /** How new wallets protect their recovery share: 'operator' (custodial: the operator can recover) or 'passphrase'. */
  recoveryMode: 'operator' | 'passphrase'
  /**
   * JSON-RPC URLs the frame reads token symbols and decimals from, by decimal EIP-155 chain ID
   * (`{ "1": "https://rpc.example.com" }`; at most {@link MAX_RPC_CHAINS}): RPCs the operator trusts,
   * never the host page's. Their origins must be in the signer page's `connect-src`. Empty: token
   * amounts are shown in base units.
   */
  rpcUrls: Record<string, string>
}

/** The most chains `rpcUrls` may name. */
export const MAX_RPC_CHAINS = 20

const origin = z
  .string()
  .check(
    z.refine(
      (value) => URL.canParse(value) && new URL(value).origin === value,
      'must be an origin such as https://app.example.com',
    ),
  )
const httpUrl = z.string().check(
  z.maxLength(500),
  z.refine(
    (value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
    'must be an http(s) URL',
  ),
)
const chainId = z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'must be a decimal chain ID'))
const schema = z.object({
  authServerUrl: z.string().check(z.minLength(1), z.maxLength(500)),
  allowedOrigins: z.array(origin).check(z.minLength(1), z.maxLength(100)),
  recoveryMode: z.enum(['operator', 'passphrase']),
  rpcUrls: z.optional(
    z
      .record(chainId, httpUrl)
      .check(z.refine((urls) => Object.keys(urls).length <= MAX_RPC_CHAINS, `at most ${MAX_RPC_CHAINS} chains`)),
  ),
})

/**
 * Reads `signer-config.json` from the signer's own origin (never from the host: the allowlist is the
 * operator's). The auth server URL resolves against the page; `rpcUrls` defaults to none.
 * @throws Error 'signer config: <field>: <problem>' or 'signer config: not found'
 */
export async function loadSignerConfig(url = new URL('./signer-config.json', location.href)): Promise<SignerConfig> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'omit' })
  if (!response.ok) throw new Error('signer config: not found')
  const parsed = schema.safeParse(await response.json())
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    // A record's bad key: its own check says why.
    const why = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message
    throw new Error(`signer config: ${issue.path.join('.')}: ${why}`)
  }
  return {
    ...parsed.data,
    authServerUrl: new URL(parsed.data.authServerUrl, location.href).href,
    rpcUrls: parsed.data.rpcUrls ?? {},
  }
}
