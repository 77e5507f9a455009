/**
 * Spec section 7's `clientId`, which every call to the operator's API carries (core/http.ts
 * appends it): one random id per browser and storage key, tied to nothing about the visitor.
 */
import type { ModalContext } from './context.js'

const CLIENT_ID_KEY = 'clientId'

/**
 * A random UUID (version 4, RFC 9562) from `crypto.getRandomValues`, which, unlike
 * `crypto.randomUUID`, also exists on plain-http pages.
 */
export function randomUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const isClientId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)

/**
 * This browser's `clientId` (spec section 7) under the instance's storage key: a random UUID made
 * on first use and kept in localStorage, tied to nothing about the visitor or their wallet.
 */
export function clientIdOf(context: ModalContext): string {
  let id = context.persistence.get(CLIENT_ID_KEY, isClientId)
  if (!id) {
    id = randomUuid()
    context.persistence.set(CLIENT_ID_KEY, id)
  }
  return id
}
