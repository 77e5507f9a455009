/**
 * The device share's wrapping in the signer origin's storage: AES-256-GCM under a key made with
 * WebCrypto as non-extractable, stored beside it (IndexedDB keeps a CryptoKey as is, and it stays
 * non-extractable), so the share's bytes never sit in storage in the clear and the key cannot be
 * read out, only used by this origin.
 */

/** A wrapped share as stored. */
export interface WrappedShare {
  key: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  ciphertext: Uint8Array<ArrayBuffer>
}

/** AAD of a device share: bound to the wallet it belongs to. */
const aadFor = (walletAddress: string) =>
  new TextEncoder().encode(`wallet-modal/signer:device-share:v1:${walletAddress.toLowerCase()}`)

/** Wraps `share` under a fresh non-extractable AES-GCM key. */
export async function wrapShare(share: Uint8Array, walletAddress: string): Promise<WrappedShare> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: aadFor(walletAddress) },
      key,
      new Uint8Array(share),
    ),
  )
  return { key, iv, ciphertext }
}

/**
 * Unwraps a stored share.
 * @throws the WebCrypto OperationError when the bytes or the wallet address do not match
 */
export async function unwrapShare(wrapped: WrappedShare, walletAddress: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: wrapped.iv, additionalData: aadFor(walletAddress) },
      wrapped.key,
      wrapped.ciphertext,
    ),
  )
}
