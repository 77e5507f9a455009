/**
 * ERC-7677's two methods over a resolved configuration: `pm_getPaymasterStubData` (policy and cap
 * checked, a stub of the real data's length for gas estimation) and `pm_getPaymasterData` (checked
 * again, the maximum cost counted against the account's day, then signed).
 */
import * as v from 'valibot'
import { numberToHex, type Address, type Hex } from 'viem'
import type { ResolvedPaymasterServerOptions } from './options.js'
import { signedPaymasterData, stubPaymasterData, type PaymasterFields } from './paymasterData.js'
import { checkDailyCap, checkOperation, maxOperationCost } from './policy.js'
import { refusalText, type PaymasterRefusal } from './refusals.js'
import { PAYMASTER_RPC_CODES, PAYMASTER_RPC_ERRORS, PaymasterRpcError } from './rpcErrors.js'
import { toPaymasterUserOperation, userOperationSchema, type PaymasterUserOperation } from './userOperation.js'

/** ERC-7677's params: `[userOperation, entryPoint, chainId (hex), context?]`. */
const paramsSchema = v.tuple([
  userOperationSchema,
  v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,13}$/)),
  v.optional(v.unknown()),
])

/** What `pm_getPaymasterData` answers (quantities as hex). */
export interface PaymasterDataResult {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
}

/** What `pm_getPaymasterStubData` answers: the data's shape for estimation, who sponsors, and `isFinal: false`. */
export interface PaymasterStubDataResult extends PaymasterDataResult {
  sponsor?: { name: string; icon?: string }
  isFinal: false
}

/** One request, read: the operation, its chain and account, and the paymaster fields for it. */
interface Sponsorship {
  op: PaymasterUserOperation
  chainId: number
  /** CAIP-10 of the sender on the chain: the key of its daily usage. */
  account: string
  fields: PaymasterFields
}

const refused = (refusal: PaymasterRefusal) =>
  new PaymasterRpcError(PAYMASTER_RPC_CODES.refused, refusal.message, { reason: refusal.reason })

/** The UTC day of `now` ('2030-01-01') and when its usage row may go (the end of the next day). */
function dayOf(now: Date): { day: string; expiresAt: Date } {
  const day = now.toISOString().slice(0, 10)
  return { day, expiresAt: new Date(Date.parse(`${day}T00:00:00.000Z`) + 2 * 86_400_000) }
}

/**
 * Reads and checks `params` against the policy (chain, EntryPoint, calls).
 * @throws PaymasterRpcError invalidParams, or refused with the policy's reason
 */
function readSponsorship(options: ResolvedPaymasterServerOptions, params: unknown): Sponsorship {
  const parsed = v.safeParse(paramsSchema, params)
  if (!parsed.success)
    throw new PaymasterRpcError(PAYMASTER_RPC_CODES.invalidParams, PAYMASTER_RPC_ERRORS.invalidParams)
  const [rpcOp, entryPoint, chainIdHex] = parsed.output
  const op = toPaymasterUserOperation(rpcOp)
  const chainId = Number(BigInt(chainIdHex))
  const chain = `eip155:${chainId}`
  const refusal = checkOperation(options.policy, { chain, entryPoint, op })
  if (refusal) throw refused(refusal)
  const paymaster = options.paymasters.get(chain)
  // The policy's chains all have a paymaster (resolvePaymasterServerOptions checks it).
  if (!paymaster) throw refused(refusalText('chainNotSponsored', { chain }))
  return {
    op,
    chainId,
    account: `${chain}:${op.sender}`,
    fields: {
      paymaster,
      paymasterVerificationGasLimit: options.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: 0n,
    },
  }
}

const answer = (fields: PaymasterFields, paymasterData: Hex): PaymasterDataResult => ({
  paymaster: fields.paymaster,
  paymasterData,
  paymasterVerificationGasLimit: numberToHex(fields.paymasterVerificationGasLimit),
  paymasterPostOpGasLimit: numberToHex(fields.paymasterPostOpGasLimit),
})

/**
 * `pm_getPaymasterStubData`: refuses what the policy refuses and an account whose day is used up
 * (the operation's gas so far counted: viem sends zeros before estimating), else the stub.
 * @throws PaymasterRpcError invalidParams or refused
 */
export async function getPaymasterStubData(
  options: ResolvedPaymasterServerOptions,
  params: unknown,
): Promise<PaymasterStubDataResult> {
  const { op, account, fields } = readSponsorship(options, params)
  const now = options.now()
  const used = await options.storage.paymaster.gasUsage(account, dayOf(now).day, now)
  const over = checkDailyCap(options.policy, used, maxOperationCost(op, fields))
  if (over) throw refused(over)
  return {
    ...answer(fields, stubPaymasterData()),
    ...(options.sponsor ? { sponsor: options.sponsor } : {}),
    isFinal: false,
  }
}

/**
 * `pm_getPaymasterData`: checks again, adds the operation's maximum cost to the account's day
 * (refused, nothing added, past the cap), then signs it for `validitySeconds`. The cost counts
 * once signed, whether or not the operation is ever sent.
 * @throws PaymasterRpcError invalidParams or refused
 */
export async function getPaymasterData(
  options: ResolvedPaymasterServerOptions,
  params: unknown,
): Promise<PaymasterDataResult> {
  const { op, chainId, account, fields } = readSponsorship(options, params)
  const now = options.now()
  const { day, expiresAt } = dayOf(now)
  const cost = maxOperationCost(op, fields)
  const { added } = await options.storage.paymaster.addGasUsage(
    account,
    day,
    cost,
    options.policy.dailyGasCapWei,
    expiresAt,
  )
  if (!added) throw refused(refusalText('dailyCapReached', { cap: options.policy.dailyGasCapWei ?? 0n }))
  // validAfter 0: the signature exists only from now anyway, and a chain clock behind ours must not refuse it.
  const window = { validUntil: Math.floor(now.getTime() / 1000) + options.validitySeconds, validAfter: 0 }
  return answer(fields, await signedPaymasterData(options.signer, op, fields, chainId, window))
}
