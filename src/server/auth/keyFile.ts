import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** A set of 256-bit key-encryption keys by id, and the id new seals use. */
export interface Keyring {
  /** The id records are sealed under from now on, e.g. '2026-11'. */
  current: string
  /** Every id still readable (old ones stay until their records are resealed). */
  keys: ReadonlyMap<string, Uint8Array>
}

/** The auth server's secrets, from the operator's key file ({@link parseAuthKeyFile}). */
export interface AuthKeys {
  /** Seals emails and the auth shares. */
  kek: Keyring
  /** Seals recovery shares; separate, so the operator can keep it elsewhere (an HSM-backed file, another host). */
  recoveryKek: Keyring
  /** The HMAC key of stored one-time codes (32 bytes). */
  otpPepper: Uint8Array
  /** The HMAC key of the email lookup index (32 bytes). */
  emailIndexKey: Uint8Array
}

const key32 = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')
  .transform((text) => new Uint8Array(Buffer.from(text, 'base64')))
const keyId = z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'must be 1-32 letters, digits, dots, dashes or underscores')
const keyring = z
  .object({ current: keyId, keys: z.record(keyId, key32) })
  .refine((ring) => Object.hasOwn(ring.keys, ring.current), { message: 'current must name one of keys' })
  .transform((ring): Keyring => ({ current: ring.current, keys: new Map(Object.entries(ring.keys)) }))
const keyFileSchema = z.object({
  version: z.literal(1),
  kek: keyring,
  recoveryKek: keyring,
  otpPepper: key32,
  emailIndexKey: key32,
})

/**
 * Parses the auth server's key file: JSON of the shape
 * `{ "version": 1, "kek": { "current": "k1", "keys": { "k1": "<32 bytes base64>" } },
 *    "recoveryKek": { same shape }, "otpPepper": "<32 bytes base64>", "emailIndexKey": "<32 bytes base64>" }`.
 * To rotate a KEK, add a key under a new id and make it `current`; records sealed under an old id
 * stay readable while that id is listed. `otpPepper` and `emailIndexKey` never rotate (the email
 * index is keyed by them).
 * @throws Error 'auth key file: <path>: <problem>' for anything else
 */
export function parseAuthKeyFile(json: string): AuthKeys {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    throw new Error('auth key file: not JSON')
  }
  const parsed = keyFileSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`auth key file: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  }
  return parsed.data
}

/**
 * Reads and parses the key file at `path` (keep it readable by the server's user only, e.g. mode 0600).
 * @throws Error 'auth key file: ...' (see {@link parseAuthKeyFile}), or the file system's error
 */
export function loadAuthKeyFile(path: string): AuthKeys {
  return parseAuthKeyFile(readFileSync(path, 'utf8'))
}

/**
 * A fresh key file's JSON with random keys (ids 'k1' and 'r1'), for `createAuthServer({ keys })`
 * through {@link parseAuthKeyFile}: `node -e "import('wallet-modal/auth').then(m => console.log(m.generateAuthKeyFile()))" > auth-keys.json`.
 */
export function generateAuthKeyFile(): string {
  const key = () => randomBytes(32).toString('base64')
  return JSON.stringify(
    {
      version: 1,
      kek: { current: 'k1', keys: { k1: key() } },
      recoveryKek: { current: 'r1', keys: { r1: key() } },
      otpPepper: key(),
      emailIndexKey: key(),
    },
    null,
    2,
  )
}
