import { createServer } from 'node:net'

/**
 * A TCP port nothing listens on right now on `host` (the OS picks it), for a service about to start.
 * Another process could take it in between; the services then fail with 'port … is already in use'.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolvePort(port))
    })
  })
}
