/**
 * The `onramp` option's providers as adapters (core/options.ts OnrampAdapterConfig): Meld builds its
 * checkout URL in the browser; MoonPay (signed URL), Coinbase (session token) and any widget-URL
 * provider get theirs from the host's ramp broker. Each entry is checked here, when the on-ramp
 * first opens: a bad one is left out and its problem named.
 */
import * as v from 'valibot'
import type { OnrampSettings } from '../../core/options.js'
import { createBrokeredProvider } from './logic/brokeredProvider.js'
import type { OnRampProvider, RampBackend } from './logic/types.js'
import { createUrlProvider } from './logic/urlProvider.js'

const httpUrl = v.pipe(
  v.string('expected a string'),
  v.check((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'expected an absolute http(s) URL'),
)
const name = v.pipe(v.string('expected a string'), v.minLength(1, 'expected a non-empty string'))
const adapterSchema = v.variant(
  'type',
  [
    v.object({ type: v.literal('meld'), name, apiUrl: httpUrl, checkoutUrl: httpUrl, publicKey: name }),
    v.object({ type: v.picklist(['moonpay', 'coinbase', 'widget']), name, apiUrl: httpUrl }),
  ],
  'expected type "meld", "moonpay", "coinbase" or "widget"',
)

/** The broker job of each brokered kind (research note section 1). */
const BACKEND: Record<'moonpay' | 'coinbase' | 'widget', Exclude<RampBackend, 'none'>> = {
  moonpay: 'urlSignature',
  coinbase: 'sessionToken',
  widget: 'widgetSession',
}

/** {@link providersFromOptions}' answer: the usable providers in the host's order, and the first problem found. */
export interface ConfiguredProviders {
  providers: OnRampProvider[]
  /** e.g. 'onramp.adapters.moonpay.apiUrl: expected an absolute http(s) URL', 'onramp.adapters.x: no adapter for this provider'. */
  problem?: string
}

/**
 * The adapters of `ids` (the Onramp state's `providers`), built from `settings.adapters`. An id
 * without a valid entry, or a brokered one without a valid `brokerUrl`, is left out with its problem.
 */
export function providersFromOptions(
  settings: OnrampSettings | undefined,
  ids: readonly string[],
  fetchImpl?: typeof fetch,
): ConfiguredProviders {
  const providers: OnRampProvider[] = []
  let problem: string | undefined
  const adapters: unknown = settings?.adapters
  for (const id of ids) {
    const entry =
      typeof adapters === 'object' && adapters !== null && Object.hasOwn(adapters, id)
        ? (adapters as Record<string, unknown>)[id]
        : undefined
    const parsed = v.safeParse(adapterSchema, entry)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      const field = issue.path?.map((p) => String(p.key)).join('.')
      problem ??=
        entry === undefined
          ? `onramp.adapters.${id}: no adapter for this provider`
          : `onramp.adapters.${id}${field ? `.${field}` : ''}: ${issue.message}`
      continue
    }
    const config = parsed.output
    const common = { id, name: config.name, apiUrl: config.apiUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) }
    if (config.type === 'meld') {
      providers.push(createUrlProvider({ ...common, publicKey: config.publicKey, checkoutUrl: config.checkoutUrl }))
      continue
    }
    if (!v.is(httpUrl, settings?.brokerUrl)) {
      problem ??= `onramp.brokerUrl: expected an absolute http(s) URL (provider ${id} checks out through the ramp broker)`
      continue
    }
    providers.push(
      createBrokeredProvider({ ...common, backend: BACKEND[config.type], brokerUrl: settings!.brokerUrl! }),
    )
  }
  return problem === undefined ? { providers } : { providers, problem }
}
