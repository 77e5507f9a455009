type Listener = (...args: never[]) => void

/** The minimal `on` / `removeListener` / `emit` an EIP-1193 provider needs. */
export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]) {
      for (const l of [...(listeners.get(event) ?? [])]) (l as (...a: unknown[]) => void)(...args)
    },
  }
}
