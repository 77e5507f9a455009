import { gcm } from '@noble/ciphers/aes.js'
import { argon2idAsync } from '@noble/hashes/argon2.js'
import { randomBytes } from '@noble/hashes/utils.js'

/** Argon2id cost: memory `m` in KiB, `t` passes, `p` lanes. */
export interface RecoveryKdfParams {
  readonly m: number
  readonly t: number
  readonly p: number
}

/**
 * Argon2id parameters of new blobs (format 2): 64 MiB, 3 passes, 1 lane, RFC 9106's second
 * recommended option with one lane (OWASP's floor is 19 MiB × 2 or 46 MiB × 1). Measured with
 * `npx tsx bench/passphrase-kdf.ts` (2-core x64, Node 20): 0.8–1.1 s per derivation in @noble/hashes
 * (pure JS, what the signer page runs) against 0.15–0.23 s for format 1; 0.13 s against 0.028 s
 * in the native reference implementation on one core (an offline attacker's cost per guess,
 * before GPUs), and 64 MiB held per guess in flight.
 */
export const RECOVERY_KDF: RecoveryKdfParams = { m: 64 * 1024, t: 3, p: 1 }
/** Argon2id parameters of format 1 blobs (written before 2026-11): OWASP's 19 MiB, 2 passes. Read only. */
export const RECOVERY_KDF_V1: RecoveryKdfParams = { m: 19 * 1024, t: 2, p: 1 }
/**
 * The parameters a format 2 blob may name: at least format 1's cost (no cheaper key), at most
 * 256 MiB, 16 passes and 4 lanes (a blob from a hostile server cannot make the frame allocate or
 * spin without bound).
 */
export const RECOVERY_KDF_BOUNDS = { m: [19 * 1024, 256 * 1024], t: [2, 16], p: [1, 4] } as const
/** Shortest passphrase accepted. */
export const MIN_PASSPHRASE_LENGTH = 10

const DK_LEN = 32
const SALT = 16
const NONCE = 12
const TAG = 16
/** Format 2 header: version (1) | m KiB (u32 big-endian) | t (1) | p (1) | salt (16). */
const V2_HEADER = 1 + 4 + 1 + 1 + SALT
const AAD_V1 = new TextEncoder().encode('wallet-modal/signer:recovery-share:v1')
const AAD_V2 = new TextEncoder().encode('wallet-modal/signer:recovery-share:v2')

/** The passphrase did not open the recovery share (wrong passphrase, or damaged bytes). */
export class RecoveryPassphraseError extends Error {
  override name = 'RecoveryPassphraseError'
  constructor() {
    super('Wrong recovery passphrase')
  }
}

/**
 * The recovery share's bytes are not a blob this signer reads: an unknown version, too short, or
 * Argon2id parameters outside {@link RECOVERY_KDF_BOUNDS}. Refused before any key derivation;
 * another passphrase would not help.
 */
export class RecoveryBlobError extends Error {
  override name = 'RecoveryBlobError'
  constructor(reason: string) {
    super(`The recovery share cannot be read: ${reason}`)
  }
}

/** Test seams: fixed salt and nonce (test vectors), other parameters. Production passes none. */
export interface SealOptions {
  salt?: Uint8Array
  nonce?: Uint8Array
  kdf?: RecoveryKdfParams
}

const deriveKey = (passphrase: string, salt: Uint8Array, kdf: RecoveryKdfParams) =>
  argon2idAsync(passphrase.normalize('NFKC'), salt, { ...kdf, dkLen: DK_LEN })

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function checkParams(kdf: RecoveryKdfParams): void {
  for (const name of ['m', 't', 'p'] as const) {
    const [min, max] = RECOVERY_KDF_BOUNDS[name]
    const value = kdf[name]
    if (!Number.isInteger(value) || value < min || value > max)
      throw new RecoveryBlobError(`Argon2id ${name} = ${value} is outside ${min}..${max}`)
  }
}

/**
 * Encrypts a recovery share under a passphrase, in the signer (passphrase mode: the auth server
 * only ever holds this ciphertext): Argon2id ({@link RECOVERY_KDF}, salt 16 bytes) → AES-256-GCM
 * (nonce 12 bytes), the header as associated data.
 * @returns format 2: version 2 | m KiB (u32 BE) | t | p | salt 16 | nonce 12 | ciphertext+tag
 */
export async function encryptRecoveryShare(
  share: Uint8Array,
  passphrase: string,
  options: SealOptions = {},
): Promise<Uint8Array> {
  const kdf = options.kdf ?? RECOVERY_KDF
  checkParams(kdf)
  const salt = options.salt ?? randomBytes(SALT)
  const nonce = options.nonce ?? randomBytes(NONCE)
  if (salt.length !== SALT || nonce.length !== NONCE) throw new RangeError('salt must be 16 bytes and nonce 12')
  const header = new Uint8Array(V2_HEADER)
  header[0] = 2
  new DataView(header.buffer).setUint32(1, kdf.m)
  header[5] = kdf.t
  header[6] = kdf.p
  header.set(salt, 7)
  const key = await deriveKey(passphrase, salt, kdf)
  try {
    return concat(header, nonce, gcm(key, nonce, concat(AAD_V2, header)).encrypt(share))
  } finally {
    key.fill(0)
  }
}

/** Reads a blob's format and Argon2id parameters without deriving anything (the bench and tests use it). */
export function recoveryBlobParams(blob: Uint8Array): { version: 1 | 2; kdf: RecoveryKdfParams } {
  if (blob[0] === 1) {
    if (blob.length < 1 + SALT + NONCE + TAG) throw new RecoveryBlobError('too short')
    return { version: 1, kdf: RECOVERY_KDF_V1 }
  }
  if (blob[0] === 2) {
    if (blob.length < V2_HEADER + NONCE + TAG) throw new RecoveryBlobError('too short')
    const kdf = {
      m: new DataView(blob.buffer, blob.byteOffset, blob.byteLength).getUint32(1),
      t: blob[5]!,
      p: blob[6]!,
    }
    checkParams(kdf)
    return { version: 2, kdf }
  }
  throw new RecoveryBlobError(`unknown version ${blob[0]}`)
}

/**
 * Opens what {@link encryptRecoveryShare} made, in either format: 2 (its own parameters, within
 * {@link RECOVERY_KDF_BOUNDS}) or 1 (version | salt | nonce | ciphertext+tag under
 * {@link RECOVERY_KDF_V1}, the blobs written before format 2).
 * @throws RecoveryBlobError an unknown version, a short blob or parameters out of bounds (before deriving)
 * @throws RecoveryPassphraseError 'Wrong recovery passphrase' (or bytes changed: the tag fails)
 */
export async function decryptRecoveryShare(blob: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const { version, kdf } = recoveryBlobParams(blob)
  const headerEnd = version === 1 ? 1 + SALT : V2_HEADER
  const salt = blob.subarray(headerEnd - SALT, headerEnd)
  const nonce = blob.subarray(headerEnd, headerEnd + NONCE)
  const aad = version === 1 ? AAD_V1 : concat(AAD_V2, blob.subarray(0, V2_HEADER))
  const key = await deriveKey(passphrase, salt, kdf)
  try {
    return gcm(key, nonce, aad).decrypt(blob.subarray(headerEnd + NONCE))
  } catch {
    throw new RecoveryPassphraseError()
  } finally {
    key.fill(0)
  }
}
