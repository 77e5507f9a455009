import { vi } from 'vitest'
import { type SessionAccount, sessionChains, validateApprovedNamespaces } from '../namespaces.js'
import type { WalletConnectSession } from '../session.js'

/** The chains the fake session's accounts are validated against (the host's configured networks). */
const CONFIGURED = ['eip155:31337', 'eip155:31338', 'eip155:31339']

/**
 * A WalletConnect session holding `accounts` (CAIP-10 ids, validated as the real one does), with its
 * `event` and `delete` listeners exposed. `live: false` starts without a session: `current()` answers
 * undefined and there are no accounts until `ensure` pairs; `evmBeforeEnsure: false` starts with a
 * session holding no EVM account until `ensure` (one paired for another namespace).
 */
export function fakeSession(
  accounts: string[],
  {
    live = true,
    evmBeforeEnsure = true,
    methods = [],
  }: { live?: boolean; evmBeforeEnsure?: boolean; methods?: string[] } = {},
) {
  const parsed: SessionAccount[] =
    validateApprovedNamespaces({ eip155: { accounts } }, { eip155: { chains: CONFIGURED } }).eip155 ?? []
  const listeners: Record<string, ((...a: unknown[]) => unknown)[]> = {}
  let paired = live
  let evm = live && evmBeforeEnsure
  const session = {
    current: async () => (paired ? { topic: 't', namespaces: { eip155: { methods } } } : undefined),
    accounts: async (namespace: string) => (evm && namespace === 'eip155' ? parsed : []),
    chains: async (namespace: string) => (evm ? sessionChains({ eip155: { accounts } }, namespace) : []),
    ensure: vi.fn(async () => {
      paired = true
      evm = true
      return { topic: 't' }
    }),
    request: vi.fn(async () => '0xsigned'),
    disconnect: vi.fn(async () => undefined),
    on: (event: string, l: (...a: unknown[]) => unknown) => void (listeners[event] ??= []).push(l),
  } as unknown as WalletConnectSession
  /** A `session_event` from the wallet, awaited until the provider has handled it. */
  const emit = async (name: string, data: unknown) => {
    for (const l of listeners.event ?? []) await l({ name, data })
  }
  /** The raw payload of a `session_event` (not necessarily `{ name, data }`). */
  const emitRaw = async (event: unknown) => {
    for (const l of listeners.event ?? []) await l(event)
  }
  const deleted = () => {
    for (const l of listeners.delete ?? []) l()
  }
  return { session, emit, emitRaw, deleted }
}
