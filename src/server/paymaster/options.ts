import { getAddress, isAddress, type Address, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ClientIpOption } from '../http/httpApp.js'
import type { RateLimitRule } from '../http/rateLimit.js'
import { DEFAULT_BODY_READ_TIMEOUT_MS } from '../http/readBody.js'
import type { UnexpectedErrorHook } from '../http/unexpectedError.js'
import type { ServerStorage } from '../storage/types.js'
import { resolvePaymasterPolicy, type PaymasterPolicy, type ResolvedPaymasterPolicy } from './policy.js'

/** Who pays, as ERC-7677's `sponsor` tells the wallet (which may show it). */
export interface PaymasterSponsor {
  name: string
  /** A data: URI (RFC 2397) of a square image, at least 96×96 px (ERC-7677). */
  icon?: string
}

/** One sponsored chain: where its verifying paymaster contract is. */
export interface PaymasterChain {
  /** The VerifyingPaymaster contract (src/testing/stack/evm/contracts/VerifyingPaymaster.sol) on that chain. */
  paymaster: Address
}

/** Options of {@link createPaymasterServer} (`wallet-modal/server`). */
export interface PaymasterServerOptions {
  /** Where daily usage per account is counted (and the rate limits); memory, SQLite or PostgreSQL. */
  storage: ServerStorage
  /**
   * The verifying signer, whose address the paymaster contract holds as `verifyingSigner`: a
   * private key (0x + 64 hex) or a viem LocalAccount (e.g. a KMS-backed one). Keep it out of config files.
   */
  signer: Hex | LocalAccount
  /** The sponsored chains by CAIP-2 id ('eip155:8453'), each with its paymaster contract; every `policy.chains` entry must be here. */
  chains: Readonly<Record<string, PaymasterChain>>
  /** What is sponsored (see {@link PaymasterPolicy}). */
  policy: PaymasterPolicy
  /** Returned by `pm_getPaymasterStubData` as ERC-7677's `sponsor`. Default none. */
  sponsor?: PaymasterSponsor
  /** Gas the paymaster's validation may use, signed into every operation. Default {@link DEFAULT_PAYMASTER_VERIFICATION_GAS}. */
  paymasterVerificationGasLimit?: bigint
  /** How long a signed sponsorship stays valid on chain, in seconds. Default 600. */
  validitySeconds?: number
  /** Path the JSON-RPC endpoint is served at. Default '/'. */
  mountPath?: string
  /** Requests per client IP per window; `false` for none. Default {@link DEFAULT_PAYMASTER_RATE_LIMIT}. */
  rateLimit?: RateLimitRule | false
  /** Largest request body, in bytes. Default 32 768. */
  maxBodyBytes?: number
  /** Longest wait for a whole request body, in ms (408 past it). Default 10 000. */
  bodyReadTimeoutMs?: number
  /** The client's IP for rate limits, when the runtime's is a proxy's. */
  clientIp?: ClientIpOption
  /** Told of each error answered 500 'Internal error'; default `console.error`. */
  onUnexpectedError?: UnexpectedErrorHook
  /** The clock (tests). */
  now?: () => Date
}

/**
 * Gas for the VerifyingPaymaster's `validatePaymasterUserOp`: 60 000 (it used 7 708 for a USDC
 * transfer that deploys the account, on anvil; it grows with the callData it hashes). The EntryPoint
 * charges no penalty for unused validation gas; it only raises the prefund and the counted cost.
 */
export const DEFAULT_PAYMASTER_VERIFICATION_GAS = 60_000n

/** 120 requests per IP per minute (a sponsored operation takes two: stub data, then signed data). */
export const DEFAULT_PAYMASTER_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 }

/** {@link PaymasterServerOptions} checked, with defaults filled in. */
export interface ResolvedPaymasterServerOptions {
  storage: ServerStorage
  signer: LocalAccount
  /** CAIP-2 id → checksummed paymaster address. */
  paymasters: ReadonlyMap<string, Address>
  policy: ResolvedPaymasterPolicy
  sponsor: PaymasterSponsor | undefined
  paymasterVerificationGasLimit: bigint
  validitySeconds: number
  mountPath: string
  rateLimit: RateLimitRule | undefined
  maxBodyBytes: number
  bodyReadTimeoutMs: number
  clientIp: ClientIpOption
  onUnexpectedError: UnexpectedErrorHook | undefined
  now: () => Date
}

/**
 * Checks `options` and fills in the defaults.
 * @throws Error 'paymaster: signer must be a private key (0x + 64 hex) or a LocalAccount',
 *   'paymaster: chains["<id>"].paymaster is not an address', 'paymaster: policy chain <id> has no entry in chains',
 *   'paymaster: sponsor.icon must be a data: URI', 'paymaster: validitySeconds must be a whole number from 60',
 *   and the policy's own (see `resolvePaymasterPolicy`)
 */
export function resolvePaymasterServerOptions(options: PaymasterServerOptions): ResolvedPaymasterServerOptions {
  const policy = resolvePaymasterPolicy(options.policy)
  const paymasters = new Map<string, Address>()
  for (const [chain, { paymaster }] of Object.entries(options.chains)) {
    if (!isAddress(paymaster, { strict: false }))
      throw new Error(`paymaster: chains["${chain}"].paymaster is not an address`)
    paymasters.set(chain, getAddress(paymaster))
  }
  for (const chain of policy.chains) {
    if (!paymasters.has(chain)) throw new Error(`paymaster: policy chain ${chain} has no entry in chains`)
  }
  if (options.sponsor?.icon !== undefined && !options.sponsor.icon.startsWith('data:'))
    throw new Error('paymaster: sponsor.icon must be a data: URI')
  const validitySeconds = options.validitySeconds ?? 600
  if (!Number.isInteger(validitySeconds) || validitySeconds < 60)
    throw new Error('paymaster: validitySeconds must be a whole number from 60')
  return {
    storage: options.storage,
    signer: toSigner(options.signer),
    paymasters,
    policy,
    sponsor: options.sponsor,
    paymasterVerificationGasLimit: options.paymasterVerificationGasLimit ?? DEFAULT_PAYMASTER_VERIFICATION_GAS,
    validitySeconds,
    mountPath: options.mountPath ?? '/',
    rateLimit: options.rateLimit === false ? undefined : (options.rateLimit ?? DEFAULT_PAYMASTER_RATE_LIMIT),
    maxBodyBytes: options.maxBodyBytes ?? 32_768,
    bodyReadTimeoutMs: options.bodyReadTimeoutMs ?? DEFAULT_BODY_READ_TIMEOUT_MS,
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
    now: options.now ?? (() => new Date()),
  }
}

function toSigner(signer: Hex | LocalAccount): LocalAccount {
  if (typeof signer !== 'string') return signer
  if (!/^0x[0-9a-fA-F]{64}$/.test(signer))
    throw new Error('paymaster: signer must be a private key (0x + 64 hex) or a LocalAccount')
  return privateKeyToAccount(signer)
}
