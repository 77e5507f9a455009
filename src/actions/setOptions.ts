import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import { resolveOptions, type ChainNamespace, type ResolvedOptions, type WalletModalOptions } from '../core/options.js'
import { parseOptions } from '../core/optionsSchema.js'
import { activateLocale } from '../core/i18n/locale.js'
import { createPersistence } from '../core/storage.js'
import { namespaceOf } from '../core/store.js'

export type SetOptionsParameters = WalletModalOptions
export type SetOptionsReturnType = ResolvedOptions
export type SetOptionsErrorType = WalletModalError

/**
 * Merges `options` over the current ones (see resolveOptions): a new `storageKey` switches the
 * persistence, the selected network stays when still configured (else the first network), and
 * wallet discovery starts for the configured namespaces (Solana's chunk only when one is
 * configured), and a new `locale`'s catalogue starts loading (core/i18n/locale.ts). Synchronous, unlike the other actions, so a host's invalid options throw at the call,
 * before anything changes.
 * @throws WalletModalError (code 'INVALID_OPTIONS') 'Invalid options: <field>: <problem>, got <value>'
 *   naming the bad field, e.g. 'Invalid options: tokens["eip155:31337"][0].decimals: expected an
 *   integer from 0 to 255, got 1.5' (see parseOptions in core/optionsSchema.ts).
 */
export function setOptions(context: ModalContext, options: SetOptionsParameters): SetOptionsReturnType {
  const { store } = context
  const before = store.getState().options
  const resolved = resolveOptions(parseOptions(options), before)
  if (resolved.storageKey !== before.storageKey) context.persistence = createPersistence(resolved.storageKey)
  store.setState((s) => {
    const selected = s.network.caipNetwork?.caipNetworkId
    const kept = selected !== undefined && resolved.networks.some((n) => n.caipNetworkId === selected)
    return {
      options: resolved,
      network: { ...s.network, caipNetwork: kept ? s.network.caipNetwork : resolved.networks[0] },
    }
  })
  // Another language's catalogue loads now, not at the first paint (Languages).
  if (resolved.locale !== before.locale) void activateLocale(resolved.locale)
  context.adapters.discover(
    resolved.networks.map((n) => namespaceOf(n.caipNetworkId)).filter((ns): ns is ChainNamespace => !!ns),
  )
  return resolved
}
