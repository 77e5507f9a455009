import { createServer } from 'node:net'

/**
 * Fails fast with a clear message when something already listens on host:port, so a
 * stranger's server is never mistaken for ours.
 * @throws Error '<what>: port <port> on <host> is already in use'
 */
export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  await new Promise<void>((resolveFree, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${what}: port ${port} on ${host} is already in use`)
          : new Error(`${what}: cannot listen on ${host}:${port}: ${error.message}`),
      )
    })
    probe.listen(port, host, () => probe.close(() => resolveFree()))
  })
}
