/** EIP-1193 event names the Demo Wallet emits. */
export type ProviderEvent = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message'

type Listener = (payload: unknown) => void

/**
 * The EIP-1193 subset of Node's EventEmitter (`on`, `removeListener`), plus `off`/`once`
 * aliases some libraries use. A throwing listener does not stop the others.
 */
export class ProviderEvents {
  readonly #listeners = new Map<string, Set<Listener>>()

  /** Adds a listener; returns this, as EventEmitter does. */
  on(event: string, listener: Listener): this {
    let set = this.#listeners.get(event)
    if (!set) this.#listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }

  /** Runs the listener at most once. */
  once(event: string, listener: Listener): this {
    const wrapped: Listener = (payload) => {
      this.removeListener(event, wrapped)
      listener(payload)
    }
    return this.on(event, wrapped)
  }

  /** Removes a listener added with `on`. */
  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  /** Alias of {@link removeListener}. */
  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  /** Calls every listener of `event` with `payload`. */
  emit(event: ProviderEvent, payload: unknown): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`Demo Wallet: a '${event}' listener threw`, error)
      }
    }
  }
}
