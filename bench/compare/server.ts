/**
 * One local static server for both bare pages: build/site/ over HTTP/1.1 on 127.0.0.1, every
 * text file sent as its pre-compressed .br (sirv picks it when the request accepts br).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import sirv from 'sirv'

export interface SiteServer {
  /** e.g. `http://127.0.0.1:41234` */
  origin: string
  close(): Promise<void>
}

/** Starts the server on `port` (0: any free port). */
export async function startSiteServer(port = 0): Promise<SiteServer> {
  const serve = sirv(join(import.meta.dirname, 'build/site'), { brotli: true, gzip: false, dev: false, etag: false })
  const server: Server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404
      res.end('not found')
    }),
  )
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
