/**
 * A TCP server on loopback that accepts every connection and never answers: a hung RPC, indexer or
 * catalogue API for timeout tests. `connections` counts what arrived, so a test can see a retry.
 */
import { createServer, type Socket } from 'node:net'

/** A running {@link startHungServer}. */
export interface HungServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Connections accepted so far (a browser may open more than one per request, e.g. a CORS preflight). */
  connections(): number
  /** Drops every connection and stops listening. */
  close(): Promise<void>
}

/** Starts a {@link HungServer} on a free port. */
export async function startHungServer(): Promise<HungServer> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    accepted += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.resume() // read and discard the request; never write
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
