import { BITCOIN_SIGN_IN_HEADER, createBitcoinSignInMessage } from '../../../core/bitcoinSignInMessage.js'
import type { SiwxMessageFields } from '../../../core/siwx.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from '../errors.js'
import {
  invalidMessage,
  messageFieldIndex,
  parseMessageTime,
  type ParsedSiwxMessage,
  SIWX_MESSAGE_FIELDS,
  type SiwxMessageField,
} from '../parsedMessage.js'

const REQUIRED: readonly SiwxMessageField[] = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At']
/** Bech32 (bc1…, tb1…, bcrt1…) and base58 (1…, 3…, m…, n…, 2…) address characters; the network check is the verifier's. */
const ADDRESS = /^[a-zA-Z0-9]{14,90}$/
const BITCOIN_CHAIN_ID = /^bip122:[0-9a-f]{32}$/

/**
 * Parses a CAIP-122 sign-in message on Bitcoin (core/bitcoinSignInMessage.ts's layout) in one pass
 * over its lines, then writes it back with `createBitcoinSignInMessage` and refuses it unless that
 * gives exactly the same text (so no field is read two ways). URI, Version, Chain ID, Nonce and
 * Issued At are required; the nonce is alphanumeric, at least 8 characters. Callers cap the length
 * first (see `parseSiwxMessage`).
 * @throws SiwxServerError 'Invalid message' (400) when malformed or a required field is missing
 * @throws SiwxServerError 'Unsupported version' (401) when Version is not '1'
 * @throws SiwxServerError 'Unsupported network' (401) when Chain ID is not a `bip122:` CAIP-2 id
 */
export function parseBitcoinMessage(text: string): ParsedSiwxMessage {
  const lines = text.split('\n')
  const [header, address, blank] = lines
  if (!header?.endsWith(BITCOIN_SIGN_IN_HEADER) || header.length === BITCOIN_SIGN_IN_HEADER.length)
    throw invalidMessage()
  if (!address || !ADDRESS.test(address) || blank !== '') throw invalidMessage()
  const domain = header.slice(0, -BITCOIN_SIGN_IN_HEADER.length)
  let i = 3
  let statement: string | undefined
  if (lines[i + 1] === '' && lines[i] && !lines[i]!.startsWith('URI: ')) {
    statement = lines[i]
    i += 2
  }
  const values: Partial<Record<SiwxMessageField, string>> = {}
  let next = 0
  let resources: string[] | undefined
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line === 'Resources:') {
      resources = lines.slice(i + 1).map((r) => (r.startsWith('- ') && r.length > 2 ? r.slice(2) : ''))
      if (resources.length === 0 || resources.includes('')) throw invalidMessage()
      break
    }
    const field = messageFieldIndex(line, next)
    if (field === -1) throw invalidMessage()
    values[SIWX_MESSAGE_FIELDS[field]!] = line.slice(SIWX_MESSAGE_FIELDS[field]!.length + 2)
    next = field + 1
  }
  if (REQUIRED.some((name) => values[name] === undefined)) throw invalidMessage()
  if (!/^[a-zA-Z0-9]{8,}$/.test(values.Nonce!)) throw invalidMessage()
  if (values.Version !== '1') throw new SiwxServerError(SIWX_SERVER_ERRORS.unsupportedVersion)
  if (!BITCOIN_CHAIN_ID.test(values['Chain ID']!)) throw new SiwxServerError(SIWX_SERVER_ERRORS.unsupportedNetwork)
  const fields: SiwxMessageFields = {
    accountAddress: address,
    chainId: values['Chain ID'] as SiwxMessageFields['chainId'],
    domain,
    uri: values.URI!,
    version: '1',
    nonce: values.Nonce!,
    issuedAt: values['Issued At']!,
    ...(statement ? { statement } : {}),
    ...(values['Expiration Time'] ? { expirationTime: values['Expiration Time'] } : {}),
    ...(values['Not Before'] ? { notBefore: values['Not Before'] } : {}),
    ...(values['Request ID'] !== undefined ? { requestId: values['Request ID'] } : {}),
    ...(resources ? { resources } : {}),
  }
  if (createBitcoinSignInMessage(fields) !== text) throw invalidMessage()
  return {
    namespace: 'bip122',
    text,
    fields: {
      ...fields,
      issuedAt: parseMessageTime(fields.issuedAt),
      ...(fields.expirationTime ? { expirationTime: parseMessageTime(fields.expirationTime) } : {}),
      ...(fields.notBefore ? { notBefore: parseMessageTime(fields.notBefore) } : {}),
    },
  }
}
