/**
 * The schema of the host's options (docs/contributing/architecture.md, Conventions: "options validated by schema in
 * `setOptions` (a clear error naming the field)"). valibot: it sits on the
 * path to the first paint, is a few kB, and never evaluates code (so it runs under a strict CSP).
 * Every schema carries its own message, so an issue's text is what the error shows.
 */
import * as v from 'valibot'
import { LOCALES } from './i18n/locales.js'
import { WalletModalError } from './errors.js'
import type { WalletModalOptions } from './options.js'
import { safeUrl } from './safeUrl.js'

type Entries = v.ObjectEntries
type Issue = v.BaseIssue<unknown>

/**
 * An object schema whose unknown keys are kept. A missing required key is reported with the
 * message its own schema gives for `undefined` (e.g. `url: expected a string, got nothing`),
 * not as "expected an object" (valibot reports missing keys on the object schema itself).
 */
function object<E extends Entries>(entries: E, message = 'expected an object') {
  // An array is an object to valibot: refused first, as what it is, rather than by its first missing field.
  const notArray = v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    message,
  )
  const checked = v.pipe(
    notArray,
    v.looseObject(entries, (issue: Issue) => {
      const key = issue.path?.[0]?.origin === 'key' ? (issue.path[0].key as string) : undefined
      const schema = key === undefined ? undefined : entries[key]
      return (schema && v.safeParse(schema, undefined).issues?.[0]?.message) || message
    }),
  )
  // `entries` as on valibot's own object schemas (the project service reuses featureFlags' entries).
  return Object.assign(checked, { entries })
}

const text = v.string('expected a string')
const nonEmpty = v.pipe(text, v.minLength(1, 'expected a non-empty string'))
const texts = v.array(text, 'expected an array')
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP2_MESSAGE = 'expected a CAIP-2 network id such as "eip155:1"'
const caip2 = v.pipe(text, v.regex(CAIP2, CAIP2_MESSAGE))
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const evmAddress = v.pipe(text, v.regex(EVM_ADDRESS, 'expected a 0x address of 20 bytes'))
const DECIMALS = 'expected an integer from 0 to 255'
const decimals = v.pipe(
  v.number(DECIMALS),
  v.check((n) => Number.isInteger(n) && n >= 0 && n <= 255, DECIMALS),
)
const fn = v.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a function')
/** One of `embeddedWallet.socials`: a provider's name, or `{ name, label?, icon? }` (a custom check: valibot's union would cost the entry 2 kB). */
const social = v.custom<string | { name: string }>(
  (s) => typeof ((s as { name?: unknown } | null)?.name ?? s) === 'string',
  'expected a name or { name }',
)
/** A URL from the scheme allowlist (core/safeUrl.ts). */
const allowedUrl = (use: 'link' | 'image', message: string) =>
  v.pipe(
    text,
    v.check((value) => safeUrl(value, use) !== undefined, message),
  )

const imageUrl = allowedUrl('image', 'expected an https URL (http only on loopback) or a data:image URL')
const nativeCurrency = object({ name: nonEmpty, symbol: nonEmpty, decimals })

const network = object({
  caipNetworkId: caip2,
  name: nonEmpty,
  rpcUrl: nonEmpty,
  nativeCurrency: v.nullish(nativeCurrency),
  blockExplorerUrl: v.nullish(allowedUrl('link', 'expected an https URL (http only on loopback)')),
  multicall3Address: v.nullish(evmAddress),
  ensUniversalResolverAddress: v.nullish(evmAddress),
  imageUrl: v.nullish(imageUrl),
})

const token = object({
  address: nonEmpty,
  name: nonEmpty,
  symbol: nonEmpty,
  decimals,
  iconUrl: v.nullish(imageUrl),
})

/** A path step for an issue added by hand (only `key` is read: {@link formatOptionPath}). */
const step = (key: string | number, input: unknown, value: unknown) =>
  ({ type: 'unknown', origin: 'value', input, key, value }) as unknown as v.IssuePathItem

/** Token lists by CAIP-2 id; an EVM token needs a 0x address, a Solana token a base58 mint. */
const tokens = v.pipe(
  v.record(caip2, v.optional(v.array(token, 'expected an array')), 'expected an object'),
  v.rawCheck(({ dataset, addIssue }) => {
    // Only once every list is well-formed, as the error names the first problem.
    if (!dataset.typed) return
    const lists = dataset.value as Record<string, unknown>
    for (const [caipNetworkId, list] of Object.entries(lists)) {
      const [namespace] = caipNetworkId.split(':')
      const pattern = namespace === 'eip155' ? EVM_ADDRESS : namespace === 'solana' ? SOLANA_ADDRESS : undefined
      if (!pattern || !Array.isArray(list)) continue
      list.forEach((t: unknown, i) => {
        const address = (t as { address?: unknown } | null)?.address
        if (typeof address === 'string' && address !== '' && !pattern.test(address))
          addIssue({
            message: namespace === 'eip155' ? 'expected a 0x address of 20 bytes' : 'expected a base58 mint address',
            input: address,
            path: [step(caipNetworkId, lists, list), step(i, list, t), step('address', t, address)],
          })
      })
    }
  }),
)

const HISTORY_TYPE = 'expected "otterscan", "blockscout" or "none"'
/** `{ type: 'otterscan' | 'none' }` or `{ type: 'blockscout', url }`. */
const historySource = v.pipe(
  object({ type: v.picklist(['otterscan', 'blockscout', 'none'], HISTORY_TYPE) }, HISTORY_TYPE),
  v.rawCheck(({ dataset, addIssue }) => {
    const source = dataset.value as { type?: unknown; url?: unknown }
    if (dataset.typed && source.type === 'blockscout' && (typeof source.url !== 'string' || source.url === ''))
      addIssue({
        message: typeof source.url === 'string' ? 'expected a non-empty string' : 'expected a string',
        input: source.url,
        path: [step('url', source, source.url)],
      })
  }),
)

const boolean = v.boolean('expected true or false')
const positiveMs = v.pipe(
  v.number('expected a number'),
  v.check((n) => n > 0, 'expected a positive number of ms'),
)
/** core/features.ts's flags: the switches, the social providers (or false), the two orders (also a project config's, features/platform). */
const order = <T extends string>(items: readonly T[]) =>
  v.array(v.picklist(items, `expected one of ${items.join(', ')}`), 'expected an array')
export const featureFlags = object({
  email: v.optional(boolean),
  socials: v.optional(v.union([v.literal(false), texts], 'expected false or an array of provider names')),
  swaps: v.optional(boolean),
  onramp: v.optional(boolean),
  multiWallet: v.optional(boolean),
  analytics: v.optional(boolean),
  walletFeatureOrder: v.optional(order(['onramp', 'swaps', 'receive', 'send'])),
  connectMethodOrder: v.optional(order(['wallet', 'email', 'social'])),
})
const siwx = object({
  enabled: v.nullish(boolean),
  required: v.nullish(boolean),
  statement: v.nullish(text),
  domain: v.nullish(text),
  uri: v.nullish(text),
  expirationMs: v.nullish(positiveMs),
  resources: v.nullish(texts),
  serverUrl: v.nullish(nonEmpty),
  storage: v.nullish(object({ getNonce: fn, add: fn, get: fn, delete: fn })),
})

/**
 * A CSS value for a custom property: no `;`, braces, `<` or url() / image functions, so a value
 * cannot end the declaration it is set in or load anything (themeVariables).
 */
const cssValue = v.pipe(
  text,
  v.check(
    (value) => !/[;{}<>\\]|url\(|image\(|image-set\(|@import/i.test(value) && value.trim() !== '',
    'expected a CSS value',
  ),
)
const percentage = v.pipe(
  v.number('expected a number from 0 to 100'),
  v.check((n) => n >= 0 && n <= 100, 'expected a number from 0 to 100'),
)
const zIndex = v.pipe(
  v.number('expected an integer'),
  v.check((n) => Number.isInteger(n), 'expected an integer'),
)
const themeEntries = {
  accent: cssValue,
  'color-mix': cssValue,
  'color-mix-strength': percentage,
  'font-family': cssValue,
  'border-radius-master': cssValue,
  'z-index': zIndex,
}
/** AppKit's `--w3m-*` theme variables (and their `--apkt-*` names); others pass and are ignored. */
const themeVariables = object(
  Object.fromEntries(
    Object.entries(themeEntries).flatMap(([name, schema]) => [
      [`--w3m-${name}`, v.nullish(schema)],
      [`--apkt-${name}`, v.nullish(schema)],
    ]),
  ),
)

/** Every option `setOptions` takes (core/options.ts, WalletModalOptions); unknown keys are left alone. */
const optionsSchema = object({
  networks: v.nullish(v.array(network, 'expected an array')),
  metadata: v.nullish(
    object({ name: text, description: v.nullish(text), url: v.nullish(text), icons: v.nullish(texts) }),
  ),
  themeMode: v.nullish(v.picklist(['light', 'dark'], 'expected "light" or "dark"')),
  locale: v.nullish(v.picklist(LOCALES, `expected one of ${LOCALES.map((l) => `"${l}"`).join(', ')}`)),
  storageKey: v.nullish(nonEmpty),
  nonce: v.nullish(text),
  siwx: v.nullish(siwx),
  walletConnect: v.nullish(object({ projectId: nonEmpty, relayUrl: v.nullish(nonEmpty) })),
  catalogue: v.nullish(
    object({
      api: v.nullish(nonEmpty),
      projectId: v.nullish(text),
      featured: v.nullish(texts),
      include: v.nullish(texts),
      exclude: v.nullish(texts),
    }),
  ),
  tokens: v.nullish(tokens),
  history: v.nullish(v.record(caip2, v.optional(historySource), 'expected an object')),
  priceSource: v.nullish(fn),
  embeddedWallet: v.nullish(
    object({
      signerUrl: v.pipe(
        text,
        v.check(
          (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
          'expected an absolute http(s) URL',
        ),
      ),
      emailCapture: v.nullish(boolean),
      readyTimeoutMs: v.nullish(positiveMs),
      socials: v.nullish(v.array(social, 'expected an array')),
    }),
  ),
  names: v.nullish(object({ api: nonEmpty, suffix: nonEmpty })),
  swaps: v.nullish(object({ api: nonEmpty })),
  onramp: v.nullish(object({})),
  themeVariables: v.nullish(themeVariables),
  qrLogoUrl: v.nullish(imageUrl),
  project: v.nullish(object({ api: nonEmpty, projectId: nonEmpty, timeoutMs: v.nullish(positiveMs) })),
  features: v.nullish(featureFlags),
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

/** What a value is, for "got …": short and without echoing long text. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (typeof value === 'string')
    return value.length > 40 ? `${JSON.stringify(value.slice(0, 40))}…` : JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'function' ? 'a function' : 'an object'
}

function describeIssue(issue: Issue): string {
  const path = issue.path ?? []
  const last = path[path.length - 1]
  // A record's key that is no CAIP-2 id (a missing key is reported on its object, not on a key schema).
  if (last?.origin === 'key' && issue.type !== 'loose_object')
    return `${formatOptionPath(path.map((p) => p.key as PropertyKey))}: ${CAIP2_MESSAGE} as key`
  return `${formatOptionPath(path.map((p) => p.key as PropertyKey))}: ${issue.message}, got ${describeValue(issue.input)}`
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
  const result = v.safeParse(optionsSchema, input)
  if (result.success) return input as WalletModalOptions
  const [first, ...rest] = result.issues
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : ''
  throw new WalletModalError(`Invalid options: ${describeIssue(first)}${more}`, {
    code: 'INVALID_OPTIONS',
    cause: new v.ValiError(result.issues),
  })
}
