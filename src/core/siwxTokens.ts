/**
 * The SIWX back end's session tokens as a modal instance keeps them (core/siwxServerStorage.ts
 * writes them): a module of its own so the JS API's `getSiwxToken()` reads them without the
 * server client.
 */
import type { Persistence } from './storage.js'

/** Persistence key of the session tokens: `{ [caipAddress]: token }`. */
export const TOKENS_KEY = 'siwx:tokens'
export const isTokenMap = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((t) => typeof t === 'string' && /^[\w-]{16,128}$/.test(t))
// EVM addresses compare in any letter case; base58 (Solana) is case-sensitive.
export const accountKey = (caipNetworkId: string, address: string) =>
  caipNetworkId.startsWith('eip155:') ? `${caipNetworkId}:${address.toLowerCase()}` : `${caipNetworkId}:${address}`

/**
 * The bearer token a `wallet-modal/server` back end gave at sign-in for `caipAddress` (CAIP-10; EVM
 * addresses in any letter case), as this instance keeps it in `persistence`; undefined when it
 * holds none (not signed in there, signed out, or sessions kept in localStorage without a server).
 */
export function sessionTokenOf(persistence: Persistence, caipAddress: string): string | undefined {
  const parts = caipAddress.split(':')
  if (parts.length !== 3) return undefined
  return persistence.get(TOKENS_KEY, isTokenMap)?.[accountKey(`${parts[0]}:${parts[1]}`, parts[2]!)]
}
