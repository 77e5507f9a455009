import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { formatCaipNetworkId, type CaipNetworkId } from '../../core/caip.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import { dateToMessageTime, invalidMessage, type ParsedSiwxMessage } from './parsedMessage.js'

/**
 * The whole EIP-4361 layout, anchored at both ends. viem's parser matches its suffix anywhere in
 * the text, so a message with a second "URI: …" block, or text before or after the fields,
 * would still parse; this shape check refuses anything but one well-formed message. A statement
 * is one line; without one the address is followed by three newlines (EIP-4361 ABNF).
 */
const EIP4361 = new RegExp(
  '^(?:[a-zA-Z][a-zA-Z0-9+\\-.]*://)?[^\\s/?#]+ wants you to sign in with your Ethereum account:\\n' +
    '0x[a-fA-F0-9]{40}\\n\\n(?:[^\\n]+\\n)?\\n' +
    'URI: [^\\n]+\\nVersion: [^\\n]+\\nChain ID: [0-9]+\\nNonce: [a-zA-Z0-9]{8,}\\nIssued At: [^\\n]+' +
    '(?:\\nExpiration Time: [^\\n]+)?(?:\\nNot Before: [^\\n]+)?(?:\\nRequest ID: [^\\n]*)?' +
    '(?:\\nResources:(?:\\n- [^\\n]+)*)?$',
)

/**
 * Parses an EIP-4361 (Sign-In With Ethereum) message with viem's `parseSiweMessage`, after
 * checking its layout. The address must be valid (EIP-55 checksum when mixed-case) and is
 * returned checksummed; `chainId` becomes `eip155:<chainId>`.
 * @throws SiwxServerError 'Invalid message' (400) when malformed or a required field is missing
 * @throws SiwxServerError 'Unsupported version' (401) when Version is not '1'
 */
export function parseEvmMessage(text: string): ParsedSiwxMessage {
  if (!EIP4361.test(text)) throw invalidMessage()
  const parsed = parseSiweMessage(text)
  const { address, chainId, domain, uri, nonce, issuedAt } = parsed
  if (!address || !isAddress(address) || !chainId || !domain || !uri || !nonce || !issuedAt) throw invalidMessage()
  if (parsed.version !== '1') throw new SiwxServerError(SIWX_SERVER_ERRORS.unsupportedVersion)
  return {
    namespace: 'eip155',
    text,
    ...(parsed.scheme ? { scheme: parsed.scheme } : {}),
    fields: {
      accountAddress: getAddress(address),
      chainId: evmNetworkId(chainId),
      domain,
      uri,
      version: '1',
      nonce,
      issuedAt: dateToMessageTime(issuedAt),
      ...(parsed.statement ? { statement: parsed.statement } : {}),
      ...(parsed.resources ? { resources: parsed.resources } : {}),
      ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
      ...(parsed.notBefore ? { notBefore: dateToMessageTime(parsed.notBefore) } : {}),
      ...(parsed.expirationTime ? { expirationTime: dateToMessageTime(parsed.expirationTime) } : {}),
    },
  }
}

function evmNetworkId(chainId: number): CaipNetworkId {
  if (!Number.isSafeInteger(chainId)) throw invalidMessage()
  return formatCaipNetworkId('eip155', String(chainId))
}
