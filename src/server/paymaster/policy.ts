/**
 * The sponsorship policy: which operations the operator pays for. Pure functions over a resolved
 * policy and one UserOperation; the service adds the day's usage from storage.
 */
import { getAddress, isAddress, toFunctionSelector, type Address } from 'viem'
import { decodeAccountCalls } from './accountCalls.js'
import type { PaymasterFields } from './paymasterData.js'
import { refusalText, type PaymasterRefusal } from './refusals.js'
import type { PaymasterUserOperation } from './userOperation.js'

/** EntryPoint v0.8's canonical address (viem's `entryPoint08Address`; written here so `wallet-modal/server` loads no more of viem). */
export const ENTRY_POINT_08_ADDRESS = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/** The policy as an operator writes it (`createPaymasterServer({ policy })`, the CLI's `paymaster.policy`). */
export interface PaymasterPolicy {
  /** CAIP-2 ids of the chains sponsored, e.g. `['eip155:8453']`. */
  chains: readonly string[]
  /** The EntryPoints sponsored; default EntryPoint v0.8 (0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108), the only one the contract serves. */
  entryPoints?: readonly string[]
  /**
   * The contracts an account may call, each with the functions allowed: `'*'` for any (and for a
   * plain transfer without data), or a list of 4-byte selectors ('0xa9059cbb') or signatures
   * ('transfer(address,uint256)'). A contract not listed is refused.
   */
  targets: Readonly<Record<string, '*' | readonly string[]>>
  /**
   * The most an account (one sender on one chain) is sponsored per UTC day, in wei, counted at each
   * operation's maximum cost ({@link maxOperationCost}); undefined for no cap.
   */
  dailyGasCapWei?: bigint
  /** Whether a sponsored call may send ETH along; default false. */
  allowValue?: boolean
}

/** A {@link PaymasterPolicy} checked and normalised by {@link resolvePaymasterPolicy}. */
export interface ResolvedPaymasterPolicy {
  chains: ReadonlySet<string>
  /** Lower-case addresses. */
  entryPoints: ReadonlySet<string>
  /** Lower-case address → '*' or the lower-case selectors allowed. */
  targets: ReadonlyMap<string, '*' | ReadonlySet<string>>
  dailyGasCapWei: bigint | undefined
  allowValue: boolean
}

/**
 * Checks `policy` and normalises it: addresses and selectors lower case, signatures turned into
 * selectors.
 * @throws Error 'paymaster: policy.chains: "<id>" is not an eip155 CAIP-2 id',
 *   'paymaster: policy.entryPoints: "<x>" is not an address', 'paymaster: policy.targets: "<x>" is not an address',
 *   'paymaster: policy.targets["<address>"]: "<x>" is not a selector or function signature',
 *   'paymaster: policy.dailyGasCapWei must be 0 or more'
 */
export function resolvePaymasterPolicy(policy: PaymasterPolicy): ResolvedPaymasterPolicy {
  for (const chain of policy.chains) {
    if (!/^eip155:[1-9]\d{0,15}$/.test(chain))
      throw new Error(`paymaster: policy.chains: "${chain}" is not an eip155 CAIP-2 id`)
  }
  const entryPoints = (policy.entryPoints ?? [ENTRY_POINT_08_ADDRESS]).map((entryPoint) => {
    if (!isAddress(entryPoint, { strict: false }))
      throw new Error(`paymaster: policy.entryPoints: "${entryPoint}" is not an address`)
    return entryPoint.toLowerCase()
  })
  const targets = new Map<string, '*' | ReadonlySet<string>>()
  for (const [target, functions] of Object.entries(policy.targets)) {
    if (!isAddress(target, { strict: false }))
      throw new Error(`paymaster: policy.targets: "${target}" is not an address`)
    targets.set(target.toLowerCase(), functions === '*' ? '*' : new Set(functions.map((f) => selectorOf(target, f))))
  }
  if (policy.dailyGasCapWei !== undefined && policy.dailyGasCapWei < 0n)
    throw new Error('paymaster: policy.dailyGasCapWei must be 0 or more')
  return {
    chains: new Set(policy.chains),
    entryPoints: new Set(entryPoints),
    targets,
    dailyGasCapWei: policy.dailyGasCapWei,
    allowValue: policy.allowValue ?? false,
  }
}

function selectorOf(target: string, entry: string): string {
  if (/^0x[0-9a-fA-F]{8}$/.test(entry)) return entry.toLowerCase()
  try {
    if (entry.includes('(')) return toFunctionSelector(entry.startsWith('function ') ? entry : `function ${entry}`)
  } catch {
    // Reported below with the entry as written.
  }
  throw new Error(`paymaster: policy.targets["${target}"]: "${entry}" is not a selector or function signature`)
}

/**
 * The most an operation can cost its sponsor, in wei: (callGasLimit + verificationGasLimit +
 * preVerificationGas + paymasterVerificationGasLimit + paymasterPostOpGasLimit) × maxFeePerGas,
 * what the EntryPoint takes from the paymaster's deposit as prefund.
 */
export function maxOperationCost(op: PaymasterUserOperation, fields: PaymasterFields): bigint {
  const gas =
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    fields.paymasterVerificationGasLimit +
    fields.paymasterPostOpGasLimit
  return gas * op.maxFeePerGas
}

/** What {@link checkOperation} needs besides the policy. */
export interface SponsorshipRequest {
  /** CAIP-2 id of the chain the request names. */
  chain: string
  /** The EntryPoint the request names. */
  entryPoint: Address | string
  op: PaymasterUserOperation
}

/**
 * The first reason `policy` refuses `request`, in this order: the chain, the EntryPoint, the
 * account's call shape, then each call's contract, function and value; undefined when the
 * operation may be sponsored (the daily cap aside: see {@link checkDailyCap}).
 */
export function checkOperation(
  policy: ResolvedPaymasterPolicy,
  request: SponsorshipRequest,
): PaymasterRefusal | undefined {
  if (!policy.chains.has(request.chain)) return refusalText('chainNotSponsored', { chain: request.chain })
  if (!policy.entryPoints.has(request.entryPoint.toLowerCase()))
    return refusalText('entryPointNotSponsored', { entryPoint: safeChecksum(request.entryPoint) })
  const calls = decodeAccountCalls(request.op.callData)
  if (!calls) return refusalText('unknownCallShape')
  for (const call of calls) {
    const allowed = policy.targets.get(call.target.toLowerCase())
    if (!allowed) return refusalText('contractNotAllowed', { address: call.target })
    if (allowed !== '*' && (call.selector === undefined || !allowed.has(call.selector)))
      return refusalText('functionNotAllowed', { selector: call.selector ?? '(none)', address: call.target })
    if (call.value > 0n && !policy.allowValue) return refusalText('valueNotAllowed', { value: call.value })
  }
  return undefined
}

/**
 * The refusal when an operation costing `costWei` at most would take an account that used
 * `usedWei` today past the policy's daily cap; undefined within it (or without a cap).
 */
export function checkDailyCap(
  policy: Pick<ResolvedPaymasterPolicy, 'dailyGasCapWei'>,
  usedWei: bigint,
  costWei: bigint,
): PaymasterRefusal | undefined {
  const cap = policy.dailyGasCapWei
  if (cap === undefined || usedWei + costWei <= cap) return undefined
  return refusalText('dailyCapReached', { cap })
}

function safeChecksum(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : address
}
