/** EIP-6963 `EIP6963ProviderInfo`. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI (EIP-6963 §"Images/Icons"). */
  icon: string
  /** Reverse-DNS id, stable across sessions. */
  rdns: string
}

/**
 * Announces `provider` with `eip6963:announceProvider` now and again on every
 * `eip6963:requestProvider` (EIP-6963). Returns a function that stops re-announcing.
 */
export function announceEip6963Provider(info: Eip6963ProviderInfo, provider: unknown): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = (): void => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/** A v4 UUID; falls back to getRandomValues where `crypto.randomUUID` is missing (non-secure contexts). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
