import { createSignInMessageText } from '@solana/wallet-standard-util'
import { createSiweMessage } from 'viem/siwe'
import { evmChainIdOf, parseCaipNetworkId } from '../../core/caip.js'
import type { SiwxMessageFields } from '../../core/siwx.js'

/**
 * The text to sign for a SIWX session message (spec section 3): EIP-4361 for `eip155:*` networks
 * (viem/siwe), CAIP-122 Sign-In With Solana for `solana:*` (@solana/wallet-standard-util), whose
 * `Chain ID:` line carries the full CAIP-2 id.
 * @throws Error `Unsupported chain` for any other namespace.
 */
export function createSiwxMessage(fields: SiwxMessageFields): string {
  const { namespace } = parseCaipNetworkId(fields.chainId)
  if (namespace === 'eip155')
    return createSiweMessage({
      address: fields.accountAddress as `0x${string}`,
      chainId: evmChainIdOf(fields.chainId),
      domain: fields.domain,
      uri: fields.uri,
      version: fields.version,
      nonce: fields.nonce,
      statement: fields.statement,
      resources: fields.resources,
      requestId: fields.requestId,
      issuedAt: new Date(fields.issuedAt),
      notBefore: fields.notBefore ? new Date(fields.notBefore) : undefined,
      expirationTime: fields.expirationTime ? new Date(fields.expirationTime) : undefined,
    })
  if (namespace === 'solana')
    return createSignInMessageText({
      domain: fields.domain,
      address: fields.accountAddress,
      statement: fields.statement,
      uri: fields.uri,
      version: fields.version,
      chainId: fields.chainId,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
      notBefore: fields.notBefore,
      requestId: fields.requestId,
      resources: fields.resources,
    })
  throw new Error('Unsupported chain')
}
