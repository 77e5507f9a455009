import { invalidMessage, type ParsedSiwxMessage } from './parsedMessage.js'
import { parseEvmMessage } from './parseEvmMessage.js'
import { parseSolanaMessage } from './parseSolanaMessage.js'

const HEADER = /^[^\n]+ wants you to sign in with your (Ethereum|Solana) account:\n/

/**
 * Parses a SIWX sign-in message (spec section 3), picking the format from its first line:
 * '<domain> wants you to sign in with your Ethereum account:' → EIP-4361,
 * '<domain> wants you to sign in with your Solana account:' → Sign-In With Solana (CAIP-122).
 * @throws SiwxServerError 'Invalid message' (400) for any other text, or see the format's parser
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage {
  const format = HEADER.exec(text)?.[1]
  if (format === 'Ethereum') return parseEvmMessage(text)
  if (format === 'Solana') return parseSolanaMessage(text)
  throw invalidMessage()
}
