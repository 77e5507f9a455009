/**
 * The recovery share's passphrase seal: format 2 carries its Argon2id parameters
 * (64 MiB, 3 passes by default) and binds them, with the version and salt, as AES-GCM associated
 * data; format 1 blobs (19 MiB, 2 passes, written before) still open. Costs per guess are measured
 * by bench/passphrase-kdf.ts, not here (no timed assertions).
 */
import { argon2id } from '@noble/hashes/argon2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import {
  decryptRecoveryShare,
  encryptRecoveryShare,
  RECOVERY_KDF,
  RECOVERY_KDF_V1,
  RecoveryBlobError,
  recoveryBlobParams,
  RecoveryPassphraseError,
} from './recovery.js'

const PASSPHRASE = 'correct horse battery'
const SHARE = hexToBytes('0112233445566778899aabbccddeef0112')
const SALT = Uint8Array.from({ length: 16 }, (_, i) => i)
const NONCE = Uint8Array.from({ length: 12 }, (_, i) => 0xa0 + i)
/** Format 1, made by the code before format 2 (Argon2id m 19 MiB, t 2; AAD 'wallet-modal/signer:recovery-share:v1') with SALT and NONCE. */
const V1_BLOB =
  '01000102030405060708090a0b0c0d0e0fa0a1a2a3a4a5a6a7a8a9aaab6a5c573989904a6fd95258b42b2cb5585428dd74df09172f774a36477f0f216043'
/** Format 2 with RECOVERY_KDF, SALT and NONCE (its AES-GCM part checked against Python's `cryptography` once). */
const V2_BLOB =
  '02000100000301000102030405060708090a0b0c0d0e0fa0a1a2a3a4a5a6a7a8a9aaabbe07cb2596f7613be3a37008e50480dde1645800fe9b675ef9aa07546e058386a8'
/** Cheap but valid parameters, so the tampering tests stay quick. */
const CHEAP = RECOVERY_KDF_V1

describe('recovery share seal', () => {
  it('the Argon2id in use matches RFC 9106 §5.3 (Argon2id test vector)', () => {
    const tag = argon2id(new Uint8Array(32).fill(1), new Uint8Array(16).fill(2), {
      m: 32,
      t: 3,
      p: 4,
      dkLen: 32,
      key: new Uint8Array(8).fill(3),
      personalization: new Uint8Array(12).fill(4),
    })
    expect(bytesToHex(tag)).toBe('0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659')
  })

  it('with the new parameters it matches the reference implementation (Debian argon2 CLI 20171227: -id -t 3 -k 65536 -p 1 -l 32)', {
    timeout: 30_000,
  }, () => {
    const key = argon2id('correct horse battery', 'somesalt16bytes!', { ...RECOVERY_KDF, dkLen: 32 })
    expect(bytesToHex(key)).toBe('bc6800507da24e98b1de61765a9e84b8dc9b22e69e12f15c257e53c75c0bde81')
  })

  it('new blobs are format 2 with the new parameters (64 MiB, t 3, p 1) and open with the passphrase only', {
    timeout: 30_000,
  }, async () => {
    expect(RECOVERY_KDF).toEqual({ m: 64 * 1024, t: 3, p: 1 })
    const blob = await encryptRecoveryShare(SHARE, PASSPHRASE)
    expect(blob.length).toBe(1 + 4 + 1 + 1 + 16 + 12 + SHARE.length + 16)
    expect(recoveryBlobParams(blob)).toEqual({ version: 2, kdf: RECOVERY_KDF })
    expect(await decryptRecoveryShare(blob, PASSPHRASE)).toEqual(SHARE)
    // NFKC: the same passphrase typed with a composed or decomposed accent.
    const accented = await encryptRecoveryShare(SHARE, 'caf\u00e9 lantern oxide', { kdf: CHEAP })
    expect(await decryptRecoveryShare(accented, 'cafe\u0301 lantern oxide')).toEqual(SHARE)
    await expect(decryptRecoveryShare(accented, 'cafe lantern oxide')).rejects.toThrow(RecoveryPassphraseError)
  })

  it('fixed test vector: format 2 from a fixed salt and nonce is byte for byte the same, and opens', {
    timeout: 30_000,
  }, async () => {
    expect(bytesToHex(await encryptRecoveryShare(SHARE, PASSPHRASE, { salt: SALT, nonce: NONCE }))).toBe(V2_BLOB)
    expect(await decryptRecoveryShare(hexToBytes(V2_BLOB), PASSPHRASE)).toEqual(SHARE)
  })

  it('a format 1 blob written before still opens (19 MiB, t 2), and refuses a wrong passphrase', {
    timeout: 30_000,
  }, async () => {
    const blob = hexToBytes(V1_BLOB)
    expect(recoveryBlobParams(blob)).toEqual({ version: 1, kdf: { m: 19 * 1024, t: 2, p: 1 } })
    expect(await decryptRecoveryShare(blob, PASSPHRASE)).toEqual(SHARE)
    await expect(decryptRecoveryShare(blob, 'wrong horse battery')).rejects.toThrow(new RecoveryPassphraseError())
  })

  it('a tampered parameter, salt, nonce or ciphertext byte is refused as a wrong passphrase (the header is bound)', {
    timeout: 30_000,
  }, async () => {
    const blob = await encryptRecoveryShare(SHARE, PASSPHRASE, { kdf: CHEAP })
    expect(await decryptRecoveryShare(blob, PASSPHRASE)).toEqual(SHARE)
    const tampered = (at: number, value: number) => {
      const copy = blob.slice()
      copy[at] = value
      return copy
    }
    // t 2 → 3, m 19 MiB → 19 MiB + 1 KiB, p 1 → 2: still within bounds, so it derives, and the tag fails.
    for (const [at, value] of [
      [5, 3],
      [4, blob[4]! + 1],
      [6, 2],
      [10, blob[10]! ^ 1],
      [25, blob[25]! ^ 1],
      [blob.length - 1, blob.at(-1)! ^ 1],
    ] as const) {
      await expect(decryptRecoveryShare(tampered(at, value), PASSPHRASE)).rejects.toThrow(RecoveryPassphraseError)
    }
    // A format 2 blob relabelled as format 1 (its cheaper parameters, another layout) does not open either.
    await expect(decryptRecoveryShare(tampered(0, 1), PASSPHRASE)).rejects.toThrow(RecoveryPassphraseError)
  })

  it('an unknown version, a short blob or parameters out of bounds are refused before any derivation', async () => {
    const blob = hexToBytes(V2_BLOB)
    const tampered = (edit: (copy: Uint8Array) => void) => {
      const copy = blob.slice()
      edit(copy)
      return copy
    }
    const refused = [
      tampered((b) => void (b[0] = 3)),
      tampered((b) => void (b[0] = 0)),
      tampered((b) => new DataView(b.buffer).setUint32(1, 0xffffffff)), // 4 TiB
      tampered((b) => new DataView(b.buffer).setUint32(1, 8 * 1024)), // below format 1's 19 MiB
      tampered((b) => void (b[5] = 1)), // one pass
      tampered((b) => void (b[5] = 255)),
      tampered((b) => void (b[6] = 0)),
      tampered((b) => void (b[6] = 64)),
      blob.subarray(0, 40),
      hexToBytes(V1_BLOB).subarray(0, 40),
      new Uint8Array(),
    ]
    for (const bytes of refused) {
      await expect(decryptRecoveryShare(bytes, PASSPHRASE)).rejects.toThrow(RecoveryBlobError)
    }
    await expect(encryptRecoveryShare(SHARE, PASSPHRASE, { kdf: { m: 1024, t: 1, p: 1 } })).rejects.toThrow(
      RecoveryBlobError,
    )
  })
})
