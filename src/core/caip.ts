/**
 * CAIP-2 network ids (`namespace:reference`, e.g. 'eip155:1') and CAIP-10
 * account ids (`namespace:reference:address`, e.g. 'eip155:1:0xab…'); spec 5:
 * "CAIP-10 addresses have 3 colon-separated parts; CAIP-2 network ids have 2."
 */
import { CaipError } from './specificErrors.js'

/** A CAIP-2 namespace such as 'eip155', 'solana' or 'bip122'. */
export type CaipNamespace = string

/** A CAIP-2 network id: `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

/** The parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  namespace: CaipNamespace
  reference: string
}

/** The parts of a CAIP-10 account id, plus the CAIP-2 id of its network. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
  caipNetworkId: CaipNetworkId
}

// Character sets from the CAIP-2 and CAIP-10 grammars.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
const EVM_NAMESPACE = 'eip155'

function splitNetworkId(id: string): ParsedCaipNetworkId | undefined {
  const [namespace, reference, ...rest] = id.split(':')
  if (rest.length > 0 || namespace === undefined || reference === undefined) return undefined
  if (!NAMESPACE.test(namespace) || !REFERENCE.test(reference)) return undefined
  return { namespace, reference }
}

function splitAddress(id: string): ParsedCaipAddress | undefined {
  const [namespace, reference, address, ...rest] = id.split(':')
  if (rest.length > 0 || namespace === undefined || reference === undefined || address === undefined) return undefined
  if (!NAMESPACE.test(namespace) || !REFERENCE.test(reference) || !ACCOUNT_ADDRESS.test(address)) return undefined
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

function networkIdError(id: string): CaipError {
  return new CaipError(`Invalid CAIP-2 network id "${id}": expected namespace:reference`)
}

function addressError(id: string): CaipError {
  return new CaipError(`Invalid CAIP-10 account id "${id}": expected namespace:reference:address`)
}

/**
 * Splits a CAIP-2 network id. It must have exactly 2 colon-separated parts, the
 * namespace matching [-a-z0-9]{3,8} and the reference [-_a-zA-Z0-9]{1,32}.
 * @throws CaipError `Invalid CAIP-2 network id "<id>": expected namespace:reference`
 */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parsed = splitNetworkId(id)
  if (!parsed) throw networkIdError(id)
  return parsed
}

/**
 * Joins a namespace and reference into a CAIP-2 network id, validated as in {@link parseCaipNetworkId}.
 * @throws CaipError `Invalid CAIP-2 network id "<namespace>:<reference>": expected namespace:reference`
 */
export function formatCaipNetworkId(namespace: CaipNamespace, reference: string): CaipNetworkId {
  const id = `${namespace}:${reference}` as const
  if (!splitNetworkId(id)) throw networkIdError(id)
  return id
}

/**
 * Splits a CAIP-10 account id. It must have exactly 3 colon-separated parts:
 * a valid CAIP-2 network id and an address matching [-.%a-zA-Z0-9]{1,128}.
 * The address keeps its case (EIP-55 checksums are not touched).
 * @throws CaipError `Invalid CAIP-10 account id "<id>": expected namespace:reference:address`
 */
export function parseCaipAddress(caip: string): ParsedCaipAddress {
  const parsed = splitAddress(caip)
  if (!parsed) throw addressError(caip)
  return parsed
}

/**
 * Joins a CAIP-2 network id and an address into a CAIP-10 account id, validated as in {@link parseCaipAddress}.
 * @throws CaipError `Invalid CAIP-10 account id "<caipNetworkId>:<address>": expected namespace:reference:address`
 */
export function formatCaipAddress(caipNetworkId: string, address: string): CaipAddress {
  const id = `${caipNetworkId}:${address}` as const
  if (!splitAddress(id)) throw addressError(id)
  return id as CaipAddress
}

/** True when `x` is a string that {@link parseCaipNetworkId} accepts. */
export function isCaipNetworkId(x: unknown): x is CaipNetworkId {
  return typeof x === 'string' && splitNetworkId(x) !== undefined
}

/** True when `x` is a string that {@link parseCaipAddress} accepts. */
export function isCaipAddress(x: unknown): x is CaipAddress {
  return typeof x === 'string' && splitAddress(x) !== undefined
}

/**
 * The EIP-155 chain id of an 'eip155:<n>' network id (e.g. 'eip155:31337' → 31337).
 * @throws CaipError `Not an EVM network id "<id>"` when the id is not CAIP-2, its
 * namespace is not eip155, or its reference is not a positive decimal integer (no leading zeros).
 */
export function evmChainIdOf(caipNetworkId: string): number {
  const parsed = splitNetworkId(caipNetworkId)
  const chainId = parsed && /^[1-9][0-9]*$/.test(parsed.reference) ? Number(parsed.reference) : NaN
  if (parsed?.namespace !== EVM_NAMESPACE || !Number.isSafeInteger(chainId)) {
    throw new CaipError(`Not an EVM network id "${caipNetworkId}"`)
  }
  return chainId
}

/**
 * The CAIP-2 id of an EIP-155 chain id (31337 → 'eip155:31337').
 * @throws CaipError `Invalid EVM chain id "<chainId>": expected a positive integer`
 */
export function evmCaipNetworkId(chainId: number): CaipNetworkId {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new CaipError(`Invalid EVM chain id "${chainId}": expected a positive integer`)
  }
  return `${EVM_NAMESPACE}:${chainId}`
}
