/**
 * Namespaced, never-fatal persistence of JSON values (spec 3: local storage
 * keeps connected wallet, network, connector, sign-in token, recent wallets, caches).
 * A corrupt or unexpected entry is discarded; blocked or full storage degrades to a no-op.
 */

/** The subset of the DOM `Storage` interface persistence needs; `localStorage` satisfies it. */
export interface KeyValueBackend {
  getItem(k: string): string | null
  setItem(k: string, v: string): void
  removeItem(k: string): void
}

/** Typed access to the entries of one namespace; see {@link createPersistence}. */
export interface Persistence {
  /** The stored value when it parses as JSON and passes `validate`; otherwise the entry is removed and undefined returned. */
  get<T>(key: string, validate: (v: unknown) => v is T): T | undefined
  /** Stores `JSON.stringify(value)`; `undefined` removes the entry. Never throws. */
  set(key: string, value: unknown): void
  /** Removes the entry. Never throws. */
  remove(key: string): void
  /** The backend key of `key`: `${namespace}:${key}`. */
  keyOf(key: string): string
}

/** A backend over an in-memory Map: used where `localStorage` is missing or blocked, and in tests. */
export function createMemoryBackend(): KeyValueBackend {
  const entries = new Map<string, string>()
  return {
    getItem: (k) => entries.get(k) ?? null,
    setItem: (k, v) => void entries.set(k, String(v)),
    removeItem: (k) => void entries.delete(k),
  }
}

/**
 * `globalThis.localStorage`, switching for good to a memory backend at its first failure:
 * reading the property itself throws SecurityError in sandboxed iframes and with cookies blocked,
 * and old Safari private mode throws on writes. No probe write up front: a write costs the first
 * paint a storage commit, and most visits only read.
 */
function defaultBackend(): KeyValueBackend {
  let memory: KeyValueBackend | undefined
  const attempt = <T>(use: (storage: KeyValueBackend) => T, fallback: (memory: KeyValueBackend) => T): T => {
    if (!memory) {
      try {
        const storage = (globalThis as { localStorage?: KeyValueBackend }).localStorage
        if (storage && typeof storage.getItem === 'function') return use(storage)
      } catch {
        // Fall through to memory: persistence is a convenience, never a requirement.
      }
      memory = createMemoryBackend()
    }
    return fallback(memory)
  }
  return {
    getItem: (k) =>
      attempt(
        (s) => s.getItem(k),
        (m) => m.getItem(k),
      ),
    setItem: (k, v) =>
      attempt(
        (s) => s.setItem(k, v),
        (m) => m.setItem(k, v),
      ),
    removeItem: (k) =>
      attempt(
        (s) => s.removeItem(k),
        (m) => m.removeItem(k),
      ),
  }
}

/**
 * Persistence under keys `${namespace}:${key}` in `backend` (default: see above).
 * Backend exceptions (SecurityError, QuotaExceededError) and unserialisable
 * values are swallowed: `set` / `remove` become no-ops and `get` returns undefined.
 */
export function createPersistence(namespace: string, backend?: KeyValueBackend): Persistence {
  const keyOf = (key: string): string => `${namespace}:${key}`
  const store = backend ?? defaultBackend()

  const remove = (key: string): void => {
    try {
      store.removeItem(keyOf(key))
    } catch {
      // Blocked storage: nothing to remove from.
    }
  }

  const get = <T>(key: string, validate: (v: unknown) => v is T): T | undefined => {
    let raw: string | null
    try {
      raw = store.getItem(keyOf(key))
    } catch {
      return undefined
    }
    if (raw === null) return undefined
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      remove(key)
      return undefined
    }
    if (!validate(value)) {
      // An entry of an older shape or edited by hand: drop it so it cannot fail again.
      remove(key)
      return undefined
    }
    return value
  }

  const set = (key: string, value: unknown): void => {
    try {
      const json = JSON.stringify(value)
      if (json === undefined) store.removeItem(keyOf(key))
      else store.setItem(keyOf(key), json)
    } catch {
      // Quota exceeded, storage blocked, or a value JSON cannot hold (bigint, cycle): keep running without it.
    }
  }

  return { get, set, remove, keyOf }
}
