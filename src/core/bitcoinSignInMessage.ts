import type { SiwxMessageFields } from './siwx.js'

/** The first line's tail: '<domain> wants you to sign in with your Bitcoin account:'. */
export const BITCOIN_SIGN_IN_HEADER = ' wants you to sign in with your Bitcoin account:'

/**
 * The CAIP-122 (Sign-In With X) text of a SIWX session message on Bitcoin, in the same
 * line layout as Sign-In With Solana:
 *
 * ```
 * <domain> wants you to sign in with your Bitcoin account:
 * <address>
 *
 * <statement>                 (when given: the line, then a blank line)
 * URI: <uri>
 * Version: 1
 * Chain ID: <CAIP-2 id, e.g. bip122:000000000019d6689c085ae165831e93>
 * Nonce: <nonce>
 * Issued At: <ISO-8601>
 * Expiration Time: <ISO-8601>  (each optional line only when given)
 * Not Before: <ISO-8601>
 * Request ID: <id>
 * Resources:
 * - <resource>
 * ```
 * No trailing newline. The wallet signs these UTF-8 bytes (BIP-322 simple or BIP-137).
 */
export function createBitcoinSignInMessage(fields: SiwxMessageFields): string {
  const lines = [`${fields.domain}${BITCOIN_SIGN_IN_HEADER}`, fields.accountAddress, '']
  if (fields.statement) lines.push(fields.statement, '')
  lines.push(
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  )
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
