import { createSiweMessage } from 'viem/siwe'
import { evmChainIdOf } from '../../core/caip.js'
import type { SiwxMessageFields } from '../../core/siwx.js'

/** The EIP-4361 (Sign-In with Ethereum) text of a SIWX session message, written by viem/siwe. */
export function createEip4361Message(fields: SiwxMessageFields): string {
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
}
