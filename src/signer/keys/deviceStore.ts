import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { generateDeviceKey } from '../dpop.js'
import type { AddressCommitment } from './derive.js'
import { unwrapShare, wrapShare, type WrappedShare } from './wrap.js'

/** Which server share a device share pairs with: the 2-of-3 'auth' share (the creating device) or this device's own 'device-auth'. */
export type SharePair = 'auth' | 'device-auth'

/** A device share as stored (wrapped), with what it belongs to. */
interface StoredDeviceShare extends WrappedShare {
  pairsWith: SharePair
  commitment: AddressCommitment
}

/** A device share, unwrapped. */
export interface DeviceShare {
  share: Uint8Array
  pairsWith: SharePair
  commitment: AddressCommitment
}

/**
 * The signer origin's storage (IndexedDB through idb-keyval; partitioned per embedding site by the
 * browser): this device's id, the session's bearer token, and one wrapped device share per wallet.
 * Where IndexedDB is refused (third-party storage blocked), everything lives in memory for the
 * page's life instead, and `persistent` says so: the wallet then recovers from the auth server's
 * shares at each sign-in.
 */
export interface DeviceStore {
  readonly persistent: boolean
  deviceId(): Promise<string>
  sessionToken(): Promise<string | undefined>
  setSessionToken(token: string | undefined): Promise<void>
  deviceShare(wallet: AddressCommitment): Promise<DeviceShare | undefined>
  setDeviceShare(share: Uint8Array, pairsWith: SharePair, commitment: AddressCommitment): Promise<void>
}

/**
 * The device key sessions are bound to (DPoP): an ECDSA P-256 CryptoKeyPair made
 * non-extractable and kept as the CryptoKey objects themselves (IndexedDB stores them by structured
 * clone; their private bytes never reach script). Made on first use; where IndexedDB is refused it
 * lives in memory for the page's life, like the session token, so both go together.
 */
export interface DeviceKeyStore {
  deviceKey(): Promise<CryptoKeyPair>
}

const shareKey = (commitment: AddressCommitment) => `share:${commitment.eip155.toLowerCase()}`

/**
 * Opens the device store. A device share whose wrapping does not open (tampered bytes) reads as
 * present with no share (`share` empty), so the caller fails the wallet's commitment check rather
 * than silently creating or recovering.
 */
export async function openDeviceStore(): Promise<DeviceStore & DeviceKeyStore> {
  let idb: UseStore | undefined = createStore('wallet-modal-signer', 'keyval')
  try {
    await set('probe', 1, idb)
  } catch {
    idb = undefined
  }
  const memory = new Map<string, unknown>()
  const read = <T>(key: string): Promise<T | undefined> =>
    idb ? get<T>(key, idb) : Promise.resolve(memory.get(key) as T | undefined)
  const write = (key: string, value: unknown): Promise<void> =>
    idb ? set(key, value, idb) : (memory.set(key, value), Promise.resolve())
  const remove = (key: string): Promise<void> => (idb ? del(key, idb) : (memory.delete(key), Promise.resolve()))
  let making: Promise<CryptoKeyPair> | undefined
  return {
    persistent: idb !== undefined,
    deviceKey() {
      making ??= (async () => {
        const existing = await read<CryptoKeyPair>('device-key')
        if (existing?.privateKey && existing.publicKey) return existing
        const made = await generateDeviceKey()
        await write('device-key', made)
        return made
      })()
      making.catch(() => (making = undefined))
      return making
    },
    async deviceId() {
      const existing = await read<string>('device-id')
      if (existing) return existing
      const id = crypto.randomUUID()
      await write('device-id', id)
      return id
    },
    sessionToken: () => read<string>('session-token'),
    setSessionToken: (token) => (token ? write('session-token', token) : remove('session-token')),
    async deviceShare(wallet) {
      const stored = await read<StoredDeviceShare>(shareKey(wallet))
      if (!stored) return undefined
      const share = await unwrapShare(stored, stored.commitment.eip155).catch(() => new Uint8Array(0))
      return { share, pairsWith: stored.pairsWith, commitment: stored.commitment }
    },
    async setDeviceShare(share, pairsWith, commitment) {
      const wrapped = await wrapShare(share, commitment.eip155)
      await write(shareKey(commitment), { ...wrapped, pairsWith, commitment } satisfies StoredDeviceShare)
    },
  }
}
