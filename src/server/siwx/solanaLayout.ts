import { messageFieldIndex } from './parsedMessage.js'

/**
 * The line layout of a Sign-In With Solana message (CAIP-122 as `createSignInMessageText` of
 * @solana/wallet-standard-util writes it), checked in one pass over the lines:
 *
 * ```
 * <domain> wants you to sign in with your Solana account:
 * <address>
 *
 * <statement>                 (optional: one non-empty line, then a blank line)
 *
 * URI: <uri>                  (each field optional, non-empty, in this order)
 * Version: <version>
 * Chain ID: <chain id>
 * Nonce: <nonce>
 * Issued At: <time>
 * Expiration Time: <time>
 * Not Before: <time>
 * Request ID: <id>
 * Resources:
 * - <resource>                (any number)
 * ```
 * No other line, no trailing newline. Runs in time linear in the text, so it can stand in front of
 * the third-party parser, whose regular expression is quadratic on blank lines.
 */

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:'

/** True when `text` has exactly the layout above (at least one field). */
export function hasSolanaSignInLayout(text: string): boolean {
  const lines = text.split('\n')
  const [header, address, blank] = lines
  if (!header?.endsWith(HEADER_SUFFIX) || header.length === HEADER_SUFFIX.length) return false
  if (!address || blank !== '') return false
  let i = 3
  // A statement is a line followed by a blank line; a field line is followed by another field or the end.
  if (lines[i + 1] === '') {
    if (!lines[i]) return false
    i += 2
  }
  if (i >= lines.length) return false
  let next = 0
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') return resourcesFrom(lines, i + 1)
    const field = messageFieldIndex(line, next)
    if (field === -1) return false
    next = field + 1
  }
  return true
}

/** True when every line from `start` on is a '- <resource>' line. */
function resourcesFrom(lines: readonly string[], start: number): boolean {
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!
    if (!line.startsWith('- ') || line.length === 2) return false
  }
  return true
}
