import { createPublicClient, getAddress, http, isAddress, isHex, verifyMessage, type PublicClient } from 'viem'
import { base58 } from '@scure/base'
import { EVM_COIN_TYPE, isEvmChainCoinType, SOLANA_COIN_TYPE } from '../../core/names/nameRule.js'
import { verifySolanaSignature } from '../siwx/verifySolanaSignature.js'
import { NAME_SERVICE_ERRORS, NameServiceError } from './errors.js'

/** What a registration's signature is checked against. */
export interface NameSignatureCheck {
  /** 60 (EVM), an ENSIP-11 EVM chain's `0x80000000 | chainId`, or 501 (Solana). */
  coinType: number
  /** As {@link canonicalAddress} returns it. */
  address: string
  /** The exact registration message. */
  message: string
  /** EVM: 0x hex (65-byte ECDSA, or what an ERC-1271 / ERC-6492 account accepts); Solana: base58 64-byte ed25519. */
  signature: string
}

/**
 * The address in the form the service stores: EVM checksummed (EIP-55) for 60 and the ENSIP-11
 * coin types of EVM chains (`0x80000000 | chainId`), Solana base58 of 32 bytes.
 * @throws NameServiceError 'Unsupported coin type' (400) for any other coin type;
 *   'Invalid address' (400) for an address that is not one of the coin type
 */
export function canonicalAddress(coinType: number, address: string): string {
  if (coinType === EVM_COIN_TYPE || isEvmChainCoinType(coinType)) {
    if (!isAddress(address, { strict: false })) throw new NameServiceError(NAME_SERVICE_ERRORS.invalidAddress, 400)
    return getAddress(address)
  }
  if (coinType === SOLANA_COIN_TYPE) {
    try {
      if (base58.decode(address).length === 32) return address
    } catch {
      // falls through to the refusal
    }
    throw new NameServiceError(NAME_SERVICE_ERRORS.invalidAddress, 400)
  }
  throw new NameServiceError(NAME_SERVICE_ERRORS.unsupportedCoinType, 400)
}

/**
 * A checker of registration signatures per coin type:
 * - 60 (EVM): EIP-191 `personal_sign`. With `evmRpcUrl`, viem's public client `verifyMessage`
 *   (ecrecover first, then ERC-6492's universal validator by `eth_call`: deployed EIP-1271 and
 *   counterfactual ERC-6492 smart accounts); without one, offline ecrecover (EOAs only).
 * - An ENSIP-11 coin type of an EVM chain (`0x80000000 | chainId`): EIP-191 by offline ecrecover,
 *   EOAs only (`evmRpcUrl` is one chain's; it says nothing about a contract account on another).
 * - 501 (Solana): ed25519 over the message's UTF-8 bytes (strict RFC 8032).
 * Resolves false for a wrong or malformed signature.
 * @throws NameServiceError 'Signature verification unavailable' (503) when a signature is not an
 *   EOA's and the RPC does not answer
 */
export function createNameSignatureVerifier(evmRpcUrl?: string): (check: NameSignatureCheck) => Promise<boolean> {
  let client: PublicClient | undefined
  return async ({ coinType, address, message, signature }) => {
    if (coinType === SOLANA_COIN_TYPE) return verifySolanaSignature({ address, message, signature })
    if (isEvmChainCoinType(coinType) && isHex(signature, { strict: true }))
      return verifyMessage({ address: address as `0x${string}`, message, signature }).catch(() => false)
    if (coinType !== EVM_COIN_TYPE || !isHex(signature, { strict: true }) || signature.length < 4) return false
    if (!evmRpcUrl) return verifyMessage({ address: address as `0x${string}`, message, signature }).catch(() => false)
    client ??= createPublicClient({ transport: http(evmRpcUrl, { retryCount: 1 }) })
    try {
      if (await client.verifyMessage({ address: address as `0x${string}`, message, signature, mode: 'eoa' }))
        return true
      // viem folds a failed eth_call into `false`; tell "refused" from "RPC down" by one probe.
      await client.getChainId()
      return false
    } catch (cause) {
      throw new NameServiceError(NAME_SERVICE_ERRORS.verificationUnavailable, 503, { cause })
    }
  }
}
