import { combine, split } from 'shamir-secret-sharing'
import { deriveFromEntropy, matchesCommitment, type AddressCommitment, type WalletKeys } from './derive.js'

/** Bytes of BIP-39 entropy the wallet is made of (a 12-word mnemonic). */
export const ENTROPY_BYTES = 16

/** The 2-of-3 split made when a wallet is created. */
export interface WalletShares {
  /** Stays in the signer origin's IndexedDB, wrapped. */
  device: Uint8Array
  /** Goes to the auth server, released after login. */
  auth: Uint8Array
  /** Goes to the auth server, sealed under the operator's recovery key or encrypted under the user's passphrase. */
  recovery: Uint8Array
}

/**
 * Combined shares did not rebuild this wallet (a corrupted, tampered or foreign share): code
 * 'SHARE_MISMATCH'. Never answered with a new wallet.
 */
export class ShareMismatchError extends Error {
  override name = 'ShareMismatchError'
  readonly code = 'SHARE_MISMATCH'
  constructor(message = 'Stored key share does not match this wallet') {
    super(message)
  }
}

/** Fresh entropy from the browser's CSPRNG. */
export function newEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}

/** Splits entropy 2-of-3 with the audited shamir-secret-sharing (shares of 17 bytes: 16 + the x coordinate). */
export async function splitWallet(entropy: Uint8Array): Promise<WalletShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  return { device: device!, auth: auth!, recovery: recovery! }
}

/** Splits entropy 2-of-2: a later device's own share and the auth server's copy for that device. */
export async function splitForDevice(entropy: Uint8Array): Promise<{ device: Uint8Array; deviceAuth: Uint8Array }> {
  const [device, deviceAuth] = await split(entropy, 2, 2)
  return { device: device!, deviceAuth: deviceAuth! }
}

/**
 * Rebuilds the wallet from two shares and checks it against the commitment: Shamir combine never
 * fails on a corrupted share, it yields other entropy, so both addresses must match.
 * @returns the keys and the entropy (the caller re-splits it for a new device, then wipes it)
 * @throws ShareMismatchError 'Stored key share does not match this wallet' (also for malformed shares)
 */
export async function rebuildWallet(
  a: Uint8Array,
  b: Uint8Array,
  commitment: AddressCommitment,
): Promise<{ keys: WalletKeys; entropy: Uint8Array }> {
  let entropy: Uint8Array
  try {
    entropy = await combine([a, b])
  } catch {
    throw new ShareMismatchError()
  }
  if (entropy.length !== ENTROPY_BYTES) throw new ShareMismatchError()
  const keys = await deriveFromEntropy(entropy)
  if (!matchesCommitment(keys, commitment)) {
    entropy.fill(0)
    throw new ShareMismatchError()
  }
  return { keys, entropy }
}
