import { gcm } from '@noble/ciphers/aes.js'
import { argon2idAsync } from '@noble/hashes/argon2.js'
import { randomBytes } from '@noble/hashes/utils.js'

/** Argon2id parameters of the passphrase key (OWASP's second recommended set: 19 MiB, 2 passes). */
export const RECOVERY_KDF = { t: 2, m: 19 * 1024, p: 1, dkLen: 32 } as const
/** Shortest passphrase accepted. */
export const MIN_PASSPHRASE_LENGTH = 10

const VERSION = 1
const AAD = new TextEncoder().encode('wallet-modal/signer:recovery-share:v1')

/** The passphrase did not open the recovery share (wrong passphrase, or damaged bytes). */
export class RecoveryPassphraseError extends Error {
  override name = 'RecoveryPassphraseError'
  constructor() {
    super('Wrong recovery passphrase')
  }
}

/**
 * Encrypts a recovery share under a passphrase, in the signer (passphrase mode: the auth server
 * only ever holds this ciphertext): Argon2id (salt 16 bytes) → AES-256-GCM (nonce 12 bytes).
 * @returns version (1 byte) | salt | nonce | ciphertext+tag
 */
export async function encryptRecoveryShare(share: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const salt = randomBytes(16)
  const nonce = randomBytes(12)
  const key = await argon2idAsync(passphrase.normalize('NFKC'), salt, RECOVERY_KDF)
  try {
    const sealed = gcm(key, nonce, AAD).encrypt(share)
    const out = new Uint8Array(1 + 16 + 12 + sealed.length)
    out.set([VERSION], 0)
    out.set(salt, 1)
    out.set(nonce, 17)
    out.set(sealed, 29)
    return out
  } finally {
    key.fill(0)
  }
}

/**
 * Opens what {@link encryptRecoveryShare} made.
 * @throws RecoveryPassphraseError 'Wrong recovery passphrase'
 */
export async function decryptRecoveryShare(blob: Uint8Array, passphrase: string): Promise<Uint8Array> {
  if (blob.length < 1 + 16 + 12 + 16 || blob[0] !== VERSION) throw new RecoveryPassphraseError()
  const key = await argon2idAsync(passphrase.normalize('NFKC'), blob.subarray(1, 17), RECOVERY_KDF)
  try {
    return gcm(key, blob.subarray(17, 29), AAD).decrypt(blob.subarray(29))
  } catch {
    throw new RecoveryPassphraseError()
  } finally {
    key.fill(0)
  }
}
