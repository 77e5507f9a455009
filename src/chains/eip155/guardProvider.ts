import { WalletModalError } from '../../core/errors.js'
import { walletAnswersMessages as messages } from '../walletAnswers.js'
import { isEvmAddress } from './isEvmAddress.js'

/** The part of an EIP-1193 provider wagmi's injected connector uses. */
interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

const ACCOUNT_METHODS = new Set(['eth_requestAccounts', 'eth_accounts'])

/**
 * The accounts a wallet answered, checked (docs/contributing/architecture.md: "every account a wallet reports checked").
 * @throws WalletModalError 'The wallet answered with no list of accounts' or
 *   'The wallet answered with an invalid account (<value>)' (code 'INVALID_ACCOUNTS').
 */
export function checkAccounts(answer: unknown): string[] {
  if (!Array.isArray(answer)) throw new WalletModalError(messages.accountsNotAList, { code: 'INVALID_ACCOUNTS' })
  for (const account of answer as unknown[]) {
    if (typeof account !== 'string' || !isEvmAddress(account)) {
      const shown = String(typeof account === 'string' ? account : JSON.stringify(account)).slice(0, 120)
      throw new WalletModalError(messages.walletInvalidAccount(shown), { code: 'INVALID_ACCOUNTS' })
    }
  }
  return answer as string[]
}

/** A `chainChanged` payload: a 0x hex quantity or a positive integer; anything else is not one. */
function isChainId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0
  return typeof value === 'string' && /^0x[0-9a-f]{1,13}$/i.test(value) && Number(value) > 0
}

/**
 * An EIP-1193 provider as wagmi sees it, with what the wallet reports checked before wagmi reads it
 * (a wallet answering a non-array got `Invalid EVM chain id "NaN"` or an uncaught error):
 * - `eth_requestAccounts` / `eth_accounts` answers must be lists of 0x addresses (EIP-55 when
 *   mixed-case), else the request fails with a clear {@link checkAccounts} error;
 * - `accountsChanged` events that are not such a list, and `chainChanged` events that are not a
 *   chain id, are dropped (nothing the page could act on, and nothing thrown inside it).
 * Everything else is the provider's own (methods bound to it, so class providers with private
 * fields keep working).
 */
export function guardProvider<P extends Eip1193Like>(provider: P): P {
  type Listener = (...args: unknown[]) => void
  const wrappers = new Map<string, WeakMap<Listener, Listener>>()
  const wrapped = (event: string) => {
    let map = wrappers.get(event)
    if (!map) wrappers.set(event, (map = new WeakMap()))
    return map
  }
  const guard = (event: string, listener: Listener) => {
    let safe = wrapped(event).get(listener)
    if (!safe) {
      safe = (...args: unknown[]) => {
        if (event === 'accountsChanged') {
          try {
            checkAccounts(args[0])
          } catch {
            return
          }
        }
        if (event === 'chainChanged' && !isChainId(args[0])) return
        listener(...args)
      }
      wrapped(event).set(listener, safe)
    }
    return safe
  }
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'request')
        return async (args: { method: string; params?: unknown }) => {
          const answer = await target.request(args)
          return ACCOUNT_METHODS.has(args?.method) ? checkAccounts(answer) : answer
        }
      if (property === 'on')
        return (event: string, listener: (...args: unknown[]) => void) => target.on?.(event, guard(event, listener))
      if (property === 'removeListener')
        return (event: string, listener: (...args: unknown[]) => void) =>
          target.removeListener?.(event, wrapped(event).get(listener) ?? listener)
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}
