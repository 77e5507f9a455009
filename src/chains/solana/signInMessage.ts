import { createSignInMessageText } from '@solana/wallet-standard-util'
import type { SiwxMessageFields } from '../../core/siwx.js'

/**
 * The CAIP-122 Sign-In With Solana text of a SIWX session message (@solana/wallet-standard-util);
 * its `Chain ID:` line carries the full CAIP-2 id.
 */
export function createSolanaSignInMessage(fields: SiwxMessageFields): string {
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
}
