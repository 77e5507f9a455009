import { fullName } from '../../core/names/nameRule.js'
import { NAME_MESSAGE_TTL_MS, parseNameRegistrationMessage } from '../../core/names/registrationMessage.js'
import { enforceRateLimit } from '../http/rateLimit.js'
import type { NameRecord } from '../storage/types.js'
import { NAME_SERVICE_ERRORS, NameServiceError } from './errors.js'
import { normalizeLabel } from './normalizeName.js'
import type { ResolvedNameServiceOptions } from './options.js'
import { canonicalAddress, type NameSignatureCheck } from './verifyNameSignature.js'

/** The body of `POST …/register` (spec section 7: register with coinType, address, signature, message). */
export interface NameRegistrationInput {
  /** The label or the full name ('alice1234' or 'alice1234.modal.id'); normalised here. */
  name: string
  /** 60 (EVM), an ENSIP-11 EVM chain's `0x80000000 | chainId` (e.g. Base's 2147492101), or 501 (Solana). */
  coinType: number
  address: string
  /** The registration message (core/names/registrationMessage.ts) with a nonce from `…/nonce`. */
  message: string
  /** EVM: 0x hex; Solana: base58. */
  signature: string
}

/** A registered name as the service answers it. */
export interface RegisteredName {
  /** The full name, 'alice1234.modal.id'. */
  name: string
  coinType: number
  address: string
  /** ISO-8601. */
  registeredAt: string
}

/** A record as {@link RegisteredName}. */
export function toRegisteredName(record: NameRecord, suffix: string): RegisteredName {
  return {
    name: fullName(record.label, suffix),
    coinType: record.coinType,
    address: record.address,
    registeredAt: record.createdAt.toISOString(),
  }
}

/**
 * Registers a name, in this order of checks: the name (ENSIP-15 and the rule), the address for
 * its coin type, the message (parsed; its name, address, coin type and domain those of the
 * request and the service), its age (Issued At within the last 5 minutes, not in the future
 * beyond 1 minute of clock skew), the signature, then the address's registrations in the window
 * (`rateLimits.registerPerAddress`, counted only past a valid signature, so only the key's holder
 * spends them), then the nonce (used up only by a valid signature), and last the label's
 * availability (atomic in the storage).
 * @throws NameServiceError with the status of each refusal: 'A registrable name needs at least 4
 *   characters of letters, digits or hyphens' / 'Name is not under this service' / 'Unsupported
 *   coin type' / 'Invalid address' / 'Invalid message' / 'Message does not match the request'
 *   (400); 'Message expired' / 'Invalid signature' / 'Unknown or reused nonce' (401); 'Name is
 *   already taken' (409); 'Signature verification unavailable' (503)
 * @throws HttpProblem 'Too many requests' (429, `Retry-After`) past the address's registrations in the window
 */
export async function registerName(
  options: ResolvedNameServiceOptions,
  verifySignature: (check: NameSignatureCheck) => Promise<boolean>,
  input: NameRegistrationInput,
): Promise<RegisteredName> {
  const label = normalizeLabel(input.name, options.suffix)
  const address = canonicalAddress(input.coinType, input.address)
  const fields = parseNameRegistrationMessage(input.message)
  if (!fields) throw new NameServiceError(NAME_SERVICE_ERRORS.invalidMessage, 400)
  const matches =
    fields.name === fullName(label, options.suffix) &&
    fields.coinType === input.coinType &&
    fields.domain === options.domain &&
    safeCanonical(fields.coinType, fields.address) === address
  if (!matches) throw new NameServiceError(NAME_SERVICE_ERRORS.messageMismatch, 400)
  const now = options.now()
  const age = now.getTime() - Date.parse(fields.issuedAt)
  if (age > NAME_MESSAGE_TTL_MS || age < -60_000) throw new NameServiceError(NAME_SERVICE_ERRORS.messageExpired, 401)
  if (
    !(await verifySignature({ coinType: input.coinType, address, message: input.message, signature: input.signature }))
  ) {
    throw new NameServiceError(NAME_SERVICE_ERRORS.invalidSignature, 401)
  }
  await enforceRateLimit(
    options.storage.rateLimits,
    `names:register:address:${input.coinType}:${address}`,
    options.rateLimits.registerPerAddress,
    now,
  )
  const { names } = options.storage
  if (!(await names.consumeNonce(fields.nonce, now))) throw new NameServiceError(NAME_SERVICE_ERRORS.unknownNonce, 401)
  const record: NameRecord = {
    label,
    coinType: input.coinType,
    address,
    message: input.message,
    signature: input.signature,
    createdAt: now,
  }
  if (!(await names.register(record))) throw new NameServiceError(NAME_SERVICE_ERRORS.nameTaken, 409)
  return toRegisteredName(record, options.suffix)
}

function safeCanonical(coinType: number, address: string): string | undefined {
  try {
    return canonicalAddress(coinType, address)
  } catch {
    return undefined
  }
}
