import { base58 } from '@scure/base'
import {
  bytesToHex,
  decodeFunctionData,
  encodeAbiParameters,
  getAddress,
  hexToBytes,
  isAddress,
  isHex,
  namehash,
  type Address,
  type Hex,
} from 'viem'
import { sign } from 'viem/accounts'
import { EVM_COIN_TYPE, isEvmChainCoinType, SOLANA_COIN_TYPE } from '../../core/names/nameRule.js'
import type { NameRecord } from '../storage/types.js'
import { NAME_SERVICE_ERRORS, NameServiceError } from './errors.js'
import {
  decodeDnsName,
  GATEWAY_ANSWER_PARAMETERS,
  gatewaySignatureHash,
  NAME_GATEWAY_ABI,
  RESOLVER_PROFILE_ABI,
} from './gatewayAbi.js'

/** What the gateway reads: the records by full name and the primary name by address. */
export interface GatewayLookups {
  /** The record of a full name ('alice1234.modal.id'), or undefined (not ours, or not registered). */
  byName(name: string): Promise<NameRecord | undefined>
  /** The primary full name of an address of `coinType` (60 or 501), or undefined. */
  primaryName(coinType: number, address: string): Promise<string | undefined>
}

/** The gateway's key and how long its answers stay valid. */
export interface GatewaySigning {
  /** 0x-prefixed 32-byte secp256k1 key; the resolver trusts its address. */
  privateKey: Hex
  /** Seconds an answer stays valid after it is made. */
  ttlSeconds: number
  now: () => Date
}

/** True for ENSIP-9's Ethereum (60) and ENSIP-11's EVM chain coin types (0x80000000 | chainId). */
const isEvmCoinType = (coinType: bigint): boolean =>
  coinType === 60n || (coinType >= 0x80000000n && coinType <= 0xffffffffn)

/**
 * Answers one EIP-3668 gateway request: `data` is the call the resolver at `sender` sent
 * (`resolve(bytes name, bytes data)` with an `addr(node)`, `addr(node, coinType)` or
 * `text(node, key)` inside, or `reverse(bytes addr, uint256 coinType)`), and the answer is
 * `abi.encode(bytes result, uint64 expires, bytes sig)` signed as {@link gatewaySignatureHash} says.
 * An unknown name resolves to an empty result ('0x'); an address without a name reverses to ''.
 * Text records: none are stored, so every key answers ''.
 * @throws NameServiceError 'Invalid gateway request' (400) for anything else (another call, a
 *   node that is not the name's namehash, a malformed name)
 */
export async function answerGatewayRequest(
  lookups: GatewayLookups,
  signing: GatewaySigning,
  sender: string,
  data: string,
): Promise<Hex> {
  if (!isAddress(sender, { strict: false }) || !isHex(data, { strict: true })) throw invalid()
  let call
  try {
    call = decodeFunctionData({ abi: NAME_GATEWAY_ABI, data })
  } catch {
    throw invalid()
  }
  const result =
    call.functionName === 'resolve'
      ? await resolveResult(lookups, call.args[0], call.args[1])
      : await reverseResult(lookups, call.args[0], call.args[1])
  const expires = BigInt(Math.floor(signing.now().getTime() / 1000) + signing.ttlSeconds)
  const sig = await sign({
    hash: gatewaySignatureHash(getAddress(sender) as Address, expires, data, result),
    privateKey: signing.privateKey,
    to: 'hex',
  })
  return encodeAbiParameters(GATEWAY_ANSWER_PARAMETERS, [result, expires, sig])
}

async function resolveResult(lookups: GatewayLookups, dnsName: Hex, inner: Hex): Promise<Hex> {
  const name = decodeDnsName(hexToBytes(dnsName))
  if (name === undefined) throw invalid()
  let call
  try {
    call = decodeFunctionData({ abi: RESOLVER_PROFILE_ABI, data: inner })
  } catch {
    throw invalid()
  }
  if (call.args[0] !== namehash(name)) throw invalid()
  const record = await lookups.byName(name)
  if (!record) return '0x'
  if (call.functionName === 'text') return encodeAbiParameters([{ type: 'string' }], [''])
  if (call.args.length === 1) {
    const address =
      record.coinType === EVM_COIN_TYPE ? (record.address as Address) : '0x0000000000000000000000000000000000000000'
    return encodeAbiParameters([{ type: 'address' }], [address])
  }
  const coinType = call.args[1]
  let bytes: Hex = '0x'
  // A name registered for 60 answers every EVM coin type; one registered for an ENSIP-11 chain's, only that one.
  if (isEvmCoinType(coinType) && (record.coinType === EVM_COIN_TYPE || BigInt(record.coinType) === coinType))
    bytes = record.address as Hex
  if (coinType === BigInt(SOLANA_COIN_TYPE) && record.coinType === SOLANA_COIN_TYPE)
    bytes = bytesToHex(base58.decode(record.address))
  return encodeAbiParameters([{ type: 'bytes' }], [bytes])
}

async function reverseResult(lookups: GatewayLookups, addressBytes: Hex, coinType: bigint): Promise<Hex> {
  const bytes = hexToBytes(addressBytes)
  let name: string | undefined
  if (isEvmCoinType(coinType) && bytes.length === 20) {
    // The chain's own registration first (ENSIP-11), then the one for every EVM chain (60).
    if (isEvmChainCoinType(Number(coinType)))
      name = await lookups.primaryName(Number(coinType), getAddress(addressBytes))
    name ??= await lookups.primaryName(EVM_COIN_TYPE, getAddress(addressBytes))
  }
  if (coinType === BigInt(SOLANA_COIN_TYPE) && bytes.length === 32)
    name = await lookups.primaryName(SOLANA_COIN_TYPE, base58.encode(bytes))
  return encodeAbiParameters([{ type: 'string' }], [name ?? ''])
}

const invalid = () => new NameServiceError(NAME_SERVICE_ERRORS.invalidGatewayRequest, 400)
