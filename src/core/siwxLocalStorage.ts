import type { CaipNetworkId } from './caip.js'
import type { SiwxSession, SiwxStorage } from './siwx.js'
import type { Persistence } from './storage.js'

const isSession = (v: unknown): v is SiwxSession => {
  const s = v as SiwxSession
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.caipAddress === 'string' &&
    typeof s.caipNetworkId === 'string' &&
    typeof s.message === 'string' &&
    typeof s.signature === 'string' &&
    typeof s.issuedAt === 'string'
  )
}
const isSessionList = (v: unknown): v is SiwxSession[] => Array.isArray(v) && v.every(isSession)

/** Alphanumeric nonce of `length` characters from the platform CSPRNG (EIP-4361: ≥ 8 alphanumerics). */
export function randomNonce(length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

/** True while `session` has no expirationTime or it is still in the future. */
export const isLive = (session: SiwxSession, now = Date.now()) =>
  !session.expirationTime || Date.parse(session.expirationTime) > now

/**
 * The default SIWX storage: sessions per CAIP-10 account in namespaced localStorage, dropped once
 * past their expirationTime. It trusts the wallet's signature (no verifier): hosts that need
 * verification use the server storage.
 */
export function createLocalSiwxStorage(persistence: () => Persistence): SiwxStorage {
  const read = () => (persistence().get('siwx:sessions', isSessionList) ?? []).filter((s) => isLive(s))
  return {
    async getNonce() {
      return randomNonce()
    },
    async add({ session }) {
      persistence().set('siwx:sessions', [...read().filter((s) => s.caipAddress !== session.caipAddress), session])
      return session
    },
    async get(caipNetworkId: CaipNetworkId, address: string) {
      return read().filter((s) => s.caipAddress === `${caipNetworkId}:${address}`)
    },
    async delete(caipNetworkId: CaipNetworkId, address: string) {
      persistence().set(
        'siwx:sessions',
        read().filter((s) => s.caipAddress !== `${caipNetworkId}:${address}`),
      )
    },
  }
}
