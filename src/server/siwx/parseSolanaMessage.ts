import { base58 } from '@scure/base'
import {
  createSignInMessageText,
  parseSignInMessageText,
  type SolanaSignInInputWithRequiredFields,
} from '@solana/wallet-standard-util'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import { invalidMessage, parseMessageTime, type ParsedSiwxMessage } from './parsedMessage.js'
import { hasSolanaSignInLayout } from './solanaLayout.js'
import { solanaNetworkId } from './solanaNetworkId.js'

/**
 * Parses a Sign-In With Solana (CAIP-122) message. The third-party parser
 * (`parseSignInMessageText` of @solana/wallet-standard-util) is treated as untrusted: it only sees
 * text that passed {@link hasSolanaSignInLayout} (a linear pass over the lines; its regular
 * expression is quadratic on blank lines), a throw from it counts as malformed, and its answer
 * must write back to exactly the same text through `createSignInMessageText`, or the message is
 * refused. URI, Version, Chain ID, Nonce and Issued At are optional there but required here (the
 * session needs them); the address must be a base58 32-byte public key. `Chain ID` is mapped to
 * CAIP-2 by {@link solanaNetworkId}. Callers cap the length first (see `parseSiwxMessage`).
 * @throws SiwxServerError 'Invalid message' (400) when malformed or a required field is missing
 * @throws SiwxServerError 'Unsupported version' (401) when Version is not '1'
 * @throws SiwxServerError 'Unsupported network' (401) when Chain ID is not a Solana network
 */
export function parseSolanaMessage(text: string): ParsedSiwxMessage {
  if (!hasSolanaSignInLayout(text)) throw invalidMessage()
  const parsed = untrustedParse(text)
  if (!parsed || !isPublicKey(parsed.address)) throw invalidMessage()
  const { domain, address, uri, version, chainId, nonce, issuedAt } = parsed
  if (!uri || !version || !chainId || !nonce || !issuedAt) throw invalidMessage()
  if (!/^[a-zA-Z0-9]{8,}$/.test(nonce)) throw invalidMessage()
  if (version !== '1') throw new SiwxServerError(SIWX_SERVER_ERRORS.unsupportedVersion)
  const caipNetworkId = solanaNetworkId(chainId)
  if (!caipNetworkId) throw new SiwxServerError(SIWX_SERVER_ERRORS.unsupportedNetwork)
  return {
    namespace: 'solana',
    text,
    fields: {
      accountAddress: address,
      chainId: caipNetworkId,
      domain,
      uri,
      version: '1',
      nonce,
      issuedAt: parseMessageTime(issuedAt),
      ...(parsed.statement ? { statement: parsed.statement } : {}),
      ...(parsed.resources ? { resources: [...parsed.resources] } : {}),
      ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
      ...(parsed.notBefore ? { notBefore: parseMessageTime(parsed.notBefore) } : {}),
      ...(parsed.expirationTime ? { expirationTime: parseMessageTime(parsed.expirationTime) } : {}),
    },
  }
}

/** The third-party parse, accepted only when it writes back to `text` unchanged. */
function untrustedParse(text: string): SolanaSignInInputWithRequiredFields | undefined {
  try {
    const parsed = parseSignInMessageText(text)
    // Its expression has domain and address as required groups: a match always carries both.
    if (!parsed) return undefined
    return createSignInMessageText(parsed) === text ? parsed : undefined
  } catch {
    return undefined
  }
}

function isPublicKey(address: string): boolean {
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}
