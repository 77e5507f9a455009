import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Keyring } from './keyFile.js'

/** What a sealed record is bound to: a record moved to another user, device or kind no longer opens. */
export interface RecordBinding {
  user: string
  /** '' when the record is not a device's. */
  device: string
  /** e.g. 'email', 'auth-share', 'recovery-share', 'otp-email'. */
  kind: string
}

/** The stored shape of a sealed record (JSON). */
interface Envelope {
  v: 1
  /** The id of the key-encryption key in the keyring. */
  kid: string
  /** The record's own data key, AES-256-GCM under the KEK: base64url of iv (12) | ciphertext (32) | tag (16). */
  dek: string
  /** The record, AES-256-GCM under the data key: base64url of iv | ciphertext | tag. */
  data: string
}

/** A sealed record that cannot be opened (wrong binding, tampered bytes, unknown key id, malformed). */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError'
}

/** The AAD of a record: unambiguous (JSON of a fixed-order array), versioned. */
function aadOf(binding: RecordBinding): Buffer {
  return Buffer.from(JSON.stringify(['wallet-modal/auth', 1, binding.user, binding.device, binding.kind]), 'utf8')
}

function encrypt(key: Uint8Array, plaintext: Uint8Array, aad: Buffer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(aad)
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')
}

function decrypt(key: Uint8Array, sealed: string, aad: Buffer): Uint8Array {
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length < 28) throw new EnvelopeError('envelope: too short')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
  decipher.setAAD(aad)
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  try {
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]))
  } catch (cause) {
    throw new EnvelopeError('envelope: authentication failed', { cause })
  }
}

/**
 * Seals `plaintext` with its own random 256-bit data key (AES-256-GCM), the data key wrapped by the
 * keyring's current KEK (AES-256-GCM); both bound to `binding` as AAD (docs/contributing/architecture.md, "Server side and
 * scale"). Returns the envelope's JSON (what storage keeps).
 */
export function sealRecord(keyring: Keyring, plaintext: Uint8Array, binding: RecordBinding): string {
  const kek = keyring.keys.get(keyring.current)!
  const aad = aadOf(binding)
  const dek = randomBytes(32)
  const envelope: Envelope = {
    v: 1,
    kid: keyring.current,
    dek: encrypt(kek, dek, aad),
    data: encrypt(dek, plaintext, aad),
  }
  dek.fill(0)
  return JSON.stringify(envelope)
}

/**
 * Opens a record sealed by {@link sealRecord} under any key the keyring still lists.
 * @throws EnvelopeError 'envelope: authentication failed' (tampered bytes, or another binding: the AAD does not match)
 * @throws EnvelopeError 'envelope: unknown key id <kid>' | 'envelope: malformed' | 'envelope: too short'
 */
export function openRecord(keyring: Keyring, sealed: string, binding: RecordBinding): Uint8Array {
  let envelope: Envelope
  try {
    envelope = JSON.parse(sealed) as Envelope
  } catch {
    throw new EnvelopeError('envelope: malformed')
  }
  if (
    envelope?.v !== 1 ||
    typeof envelope.kid !== 'string' ||
    typeof envelope.dek !== 'string' ||
    typeof envelope.data !== 'string'
  ) {
    throw new EnvelopeError('envelope: malformed')
  }
  const kek = keyring.keys.get(envelope.kid)
  if (!kek) throw new EnvelopeError(`envelope: unknown key id ${envelope.kid}`)
  const aad = aadOf(binding)
  const dek = decrypt(kek, envelope.dek, aad)
  try {
    return decrypt(dek, envelope.data, aad)
  } finally {
    dek.fill(0)
  }
}

/** Seals a UTF-8 string (an email) with {@link sealRecord}. */
export const sealText = (keyring: Keyring, text: string, binding: RecordBinding): string =>
  sealRecord(keyring, new TextEncoder().encode(text), binding)

/** Opens a string sealed by {@link sealText}; throws as {@link openRecord}. */
export const openText = (keyring: Keyring, sealed: string, binding: RecordBinding): string =>
  new TextDecoder().decode(openRecord(keyring, sealed, binding))
