import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import { invalidMessage, type ParsedSiwxMessage } from './parsedMessage.js'
import { parseEvmMessage } from './parseEvmMessage.js'
import { parseSolanaMessage } from './parseSolanaMessage.js'
import { parseBitcoinMessage } from './bitcoin/parseBitcoinMessage.js'

const HEADER = /^[^\n]+ wants you to sign in with your (Ethereum|Solana|Bitcoin) account:\n/

/** Default cap of a sign-in message, in UTF-16 code units (`string.length`): 4,096. Real ones are < 1,000. */
export const DEFAULT_MAX_MESSAGE_LENGTH = 4096

/**
 * Parses a SIWX sign-in message (spec section 3), picking the format from its first line:
 * '<domain> wants you to sign in with your Ethereum account:' → EIP-4361,
 * '<domain> wants you to sign in with your Solana account:' → Sign-In With Solana (CAIP-122),
 * '<domain> wants you to sign in with your Bitcoin account:' → CAIP-122 on Bitcoin.
 * The length is checked first, so no parser ever sees more than `maxLength` characters.
 * @param maxLength cap in UTF-16 code units; default {@link DEFAULT_MAX_MESSAGE_LENGTH}
 * @throws SiwxServerError 'Message too long' (400) over `maxLength`
 * @throws SiwxServerError 'Invalid message' (400) for any other text, or see the format's parser
 */
export function parseSiwxMessage(text: string, maxLength = DEFAULT_MAX_MESSAGE_LENGTH): ParsedSiwxMessage {
  if (text.length > maxLength) throw new SiwxServerError(SIWX_SERVER_ERRORS.messageTooLong, 400)
  const format = HEADER.exec(text)?.[1]
  if (format === 'Ethereum') return parseEvmMessage(text)
  if (format === 'Solana') return parseSolanaMessage(text)
  if (format === 'Bitcoin') return parseBitcoinMessage(text)
  throw invalidMessage()
}
