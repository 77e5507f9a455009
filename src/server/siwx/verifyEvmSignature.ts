import { createPublicClient, http, isAddress, isHex, verifyMessage, type PublicClient } from 'viem'
import type { CaipNetworkId } from '../../core/caip.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'

/** What {@link EvmSignatureVerifier} checks: `signature` (hex) over `message` by `address`. */
export interface EvmSignatureCheck {
  /** 0x-prefixed 20-byte address. */
  address: string
  /** The exact text that was signed (EIP-191 personal message). */
  message: string
  /** 0x-prefixed hex signature: 65-byte ECDSA, or any bytes an EIP-1271 / ERC-6492 account accepts. */
  signature: string
  caipNetworkId: CaipNetworkId
}

/** Resolves true when the signature is valid; see {@link createEvmSignatureVerifier}. */
export type EvmSignatureVerifier = (check: EvmSignatureCheck) => Promise<boolean>

/**
 * Checks EIP-191 signatures of EVM accounts. With an RPC URL for the network, through viem's
 * public client `verifyMessage` in 'eoa' mode: ecrecover first (no RPC round trip for an EOA),
 * then ERC-6492's universal validator by `eth_call`, which covers deployed EIP-1271 smart
 * accounts and counterfactual (not yet deployed) ERC-6492 ones. Without one, viem's offline
 * `verifyMessage` (ecrecover: EOA only). One public client per network, created on first use.
 * @throws SiwxServerError 'Signature verification unavailable' (503) when the signature is not
 *   an EOA's and the RPC does not answer (probed with `eth_chainId` after a negative answer,
 *   since viem reports a failed `eth_call` as an invalid signature)
 */
export function createEvmSignatureVerifier(rpcUrls: Partial<Record<CaipNetworkId, string>>): EvmSignatureVerifier {
  const clients = new Map<CaipNetworkId, PublicClient>()
  const clientFor = (caipNetworkId: CaipNetworkId): PublicClient | undefined => {
    const url = rpcUrls[caipNetworkId]
    if (!url) return undefined
    let client = clients.get(caipNetworkId)
    if (!client) {
      client = createPublicClient({ transport: http(url, { retryCount: 1 }) })
      clients.set(caipNetworkId, client)
    }
    return client
  }

  return async ({ address, message, signature, caipNetworkId }) => {
    if (!isAddress(address, { strict: false }) || !isHex(signature, { strict: true }) || signature.length < 4)
      return false
    const client = clientFor(caipNetworkId)
    if (!client) {
      // Offline ecrecover; a malformed signature throws, which means invalid.
      return verifyMessage({ address, message, signature }).catch(() => false)
    }
    try {
      if (await client.verifyMessage({ address, message, signature, mode: 'eoa' })) return true
      // viem folds a failed eth_call into `false`; tell "refused" from "RPC down" by one probe.
      await client.getChainId()
      return false
    } catch (cause) {
      throw new SiwxServerError(SIWX_SERVER_ERRORS.verificationUnavailable, 503, { cause })
    }
  }
}
