/**
 * The schema of the host's options (DESIGN.md, Conventions: "options validated by schema in
 * `setOptions` (a clear error naming the field)"; issue 11, defect 6). zod/mini, in its no-eval
 * mode: it sits on the path to the first paint, and must run under a strict CSP.
 */
import * as z from 'zod/mini'
import type { $ZodIssue } from 'zod/v4/core'
import { WalletModalError } from './errors.js'
import type { WalletModalOptions } from './options.js'
import { safeUrl } from './safeUrl.js'
import { zodWithoutEval } from './zodWithoutEval.js'

// Before any schema is built (see zodWithoutEval).
zodWithoutEval()

const text = z.string()
const nonEmpty = z.string().check(z.minLength(1, { error: 'expected a non-empty string' }))
const texts = z.array(z.string())
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const caip2 = z.string().check(z.regex(CAIP2, { error: 'expected a CAIP-2 network id such as "eip155:1"' }))
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const evmAddress = z.string().check(z.regex(EVM_ADDRESS, { error: 'expected a 0x address of 20 bytes' }))
const DECIMALS = 'expected an integer from 0 to 255'
const decimals = z.int({ error: DECIMALS }).check(z.minimum(0, { error: DECIMALS }), z.maximum(255, { error: DECIMALS }))
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { error: 'expected a function' })
/** A URL from the scheme allowlist (core/safeUrl.ts). */
const allowedUrl = (use: 'link' | 'image', error: string) => z.string().check(z.refine((value) => safeUrl(value, use) !== undefined, { error }))

const nativeCurrency = z.looseObject({ name: nonEmpty, symbol: nonEmpty, decimals })

const network = z.looseObject({
  caipNetworkId: caip2,
  name: nonEmpty,
  rpcUrl: nonEmpty,
  nativeCurrency: z.nullish(nativeCurrency),
  blockExplorerUrl: z.nullish(allowedUrl('link', 'expected an https URL (http only on loopback)')),
  multicall3Address: z.nullish(evmAddress),
  ensUniversalResolverAddress: z.nullish(evmAddress),
})

const token = z.looseObject({
  address: nonEmpty,
  name: nonEmpty,
  symbol: nonEmpty,
  decimals,
  iconUrl: z.nullish(allowedUrl('image', 'expected an https URL (http only on loopback) or a data:image URL')),
})

/** Token lists by CAIP-2 id; an EVM token needs a 0x address, a Solana token a base58 mint. */
const tokens = z.record(caip2, z.optional(z.array(token))).check(
  z.superRefine((lists, ctx) => {
    for (const [caipNetworkId, list] of Object.entries(lists)) {
      const [namespace] = caipNetworkId.split(':')
      const pattern = namespace === 'eip155' ? EVM_ADDRESS : namespace === 'solana' ? SOLANA_ADDRESS : undefined
      list?.forEach((t, i) => {
        if (pattern && !pattern.test(t.address))
          ctx.addIssue({ code: 'custom', path: [caipNetworkId, i, 'address'], input: t.address, message: namespace === 'eip155' ? 'expected a 0x address of 20 bytes' : 'expected a base58 mint address' })
      })
    }
  }),
)

const historySource = z.discriminatedUnion(
  'type',
  [z.looseObject({ type: z.literal('otterscan') }), z.looseObject({ type: z.literal('blockscout'), url: nonEmpty }), z.looseObject({ type: z.literal('none') })],
  { error: 'expected "otterscan", "blockscout" or "none"' },
)

const siwx = z.looseObject({
  enabled: z.nullish(z.boolean()),
  required: z.nullish(z.boolean()),
  statement: z.nullish(text),
  domain: z.nullish(text),
  uri: z.nullish(text),
  expirationMs: z.nullish(z.number().check(z.positive({ error: 'expected a positive number of ms' }))),
  resources: z.nullish(texts),
  serverUrl: z.nullish(nonEmpty),
  storage: z.nullish(z.looseObject({ getNonce: fn, add: fn, get: fn, delete: fn })),
})

/** Every option `setOptions` takes (core/options.ts, WalletModalOptions); unknown keys are left alone. */
const optionsSchema = z.looseObject({
  networks: z.nullish(z.array(network)),
  metadata: z.nullish(z.looseObject({ name: text, description: z.nullish(text), url: z.nullish(text), icons: z.nullish(texts) })),
  themeMode: z.nullish(z.enum(['light', 'dark'])),
  storageKey: z.nullish(nonEmpty),
  nonce: z.nullish(text),
  siwx: z.nullish(siwx),
  walletConnect: z.nullish(z.looseObject({ projectId: nonEmpty, relayUrl: z.nullish(nonEmpty) })),
  catalogue: z.nullish(
    z.looseObject({ api: z.nullish(nonEmpty), projectId: z.nullish(text), featured: z.nullish(texts), include: z.nullish(texts), exclude: z.nullish(texts) }),
  ),
  tokens: z.nullish(tokens),
  history: z.nullish(z.record(caip2, z.optional(historySource))),
  priceSource: z.nullish(fn),
})

/** `tokens["eip155:31337"][0].decimals`: the field as a host would write it in JS. */
export function formatOptionPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else if (typeof part === 'string' && /^[A-Za-z_$][\w$]*$/.test(part)) out += out === '' ? part : `.${part}`
    else out += `[${JSON.stringify(String(part))}]`
  }
  return out || '(options)'
}

const EXPECTED: Record<string, string> = {
  int: 'an integer', number: 'a number', string: 'a string', boolean: 'true or false', object: 'an object', array: 'an array',
  record: 'an object', function: 'a function',
}

/** What a value is, for "got …": short and without echoing long text. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string') return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'function' ? 'a function' : 'an object'
}

function describeIssue(issue: $ZodIssue): string {
  let problem: string
  if (issue.message && issue.message !== 'Invalid input') problem = issue.message
  else if (issue.code === 'invalid_type') problem = `expected ${EXPECTED[issue.expected] ?? issue.expected}`
  else if (issue.code === 'invalid_value') problem = `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`
  else if (issue.code === 'invalid_key') problem = 'expected a CAIP-2 network id such as "eip155:1" as key'
  else problem = 'is not valid'
  // A discriminated union reports the whole object at the discriminator's path: show the discriminator.
  const last = issue.path[issue.path.length - 1]
  const input =
    issue.code === 'invalid_union' && typeof issue.input === 'object' && issue.input !== null && typeof last === 'string' && last in issue.input
      ? (issue.input as Record<string, unknown>)[last]
      : issue.input
  const got = 'input' in issue && issue.code !== 'invalid_key' ? `, got ${describeValue(input)}` : ''
  return `${formatOptionPath(issue.path)}: ${problem}${got}`
}

/**
 * Validates what a host passes to `setOptions` (or sets as attributes) before anything is used.
 * Returns `input` itself, unchanged (functions and unknown keys included), once it is valid.
 * @throws WalletModalError (code 'INVALID_OPTIONS') 'Invalid options: <field>: <problem>, got <value>'
 *   naming the first bad field as JS would write it, e.g.
 *   'Invalid options: tokens["eip155:31337"][0].decimals: expected an integer from 0 to 255, got 1.5',
 *   followed by ' (and N more problems)' when there are several.
 */
export function parseOptions(input: unknown): WalletModalOptions {
  const result = optionsSchema.safeParse(input, { reportInput: true })
  if (result.success) return input as WalletModalOptions
  const [first, ...rest] = result.error.issues
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : ''
  throw new WalletModalError(`Invalid options: ${describeIssue(first!)}${more}`, { code: 'INVALID_OPTIONS', cause: result.error })
}
