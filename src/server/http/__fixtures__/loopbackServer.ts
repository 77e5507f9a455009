/** A throwaway HTTP server on a free loopback port (tests only: a fixture). */
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A running {@link serveOnLoopback} server. */
export interface LoopbackServer {
  /** 'http://127.0.0.1:<port>', no trailing slash. */
  readonly url: string
  readonly port: number
  /** Closes the server and every connection still open (keep-alive ones included); resolves once closed. */
  stop(): Promise<void>
}

/** Serves `listener` on 127.0.0.1, on a port the OS picks; resolves once it listens. */
export async function serveOnLoopback(listener: RequestListener): Promise<LoopbackServer> {
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
