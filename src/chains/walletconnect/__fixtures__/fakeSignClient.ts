import { vi } from 'vitest'

/**
 * A stand-in for `@walletconnect/sign-client` (use as the module's vi.mock factory): `SignClient.init`
 * resolves a client whose sessions are `stored`, whose event handlers are kept in `handlers`, and whose
 * `connect`, `request`, `extend` and `disconnect` are mocks the test drives.
 */
export function fakeSignClient() {
  const stored: { topic: string; expiry: number; namespaces: unknown }[] = []
  const handlers = new Map<string, (event: unknown) => void>()
  const connect = vi.fn()
  const request = vi.fn(async (_args: unknown) => '0xsigned' as unknown)
  const disconnect = vi.fn(async (_args: unknown) => undefined)
  const extend = vi.fn(async ({ topic }: { topic: string }) => {
    const session = stored.find((s) => s.topic === topic)
    if (session) session.expiry = Math.floor(Date.now() / 1000) + 7 * 86_400
    return { acknowledged: async () => undefined }
  })
  const clients: { core: { verify: { register: (...args: unknown[]) => Promise<string> } } }[] = []
  const init = vi.fn(async (_options: unknown) => {
    const client = {
      core: { verify: { register: vi.fn(async () => 'verify.walletconnect.org') } },
      session: {
        getAll: () => stored,
        get: (topic: string) => stored.find((s) => s.topic === topic) ?? { topic, expiry: 9e9, namespaces: {} },
      },
      on: (event: string, handler: (e: unknown) => void) => void handlers.set(event, handler),
      connect,
      request,
      extend,
      disconnect,
    }
    clients.push(client)
    return client
  })
  const reset = () => {
    stored.splice(0)
    handlers.clear()
    clients.splice(0)
    for (const mock of [connect, request, disconnect, extend, init]) mock.mockClear()
    connect.mockReset()
  }
  return { module: { default: { init } }, stored, handlers, connect, request, disconnect, extend, init, clients, reset }
}
