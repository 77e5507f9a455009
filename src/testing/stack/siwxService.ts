import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createMemoryStorage, type ServerStorage } from '../../server/index.js'
import type { StackNetwork } from './networks.js'
import { createStackSiwxBackend, SIWX_MOUNT } from './siwxBackend.js'

/** Options of {@link startSiwxService}. */
export interface SiwxServiceOptions {
  /** The page that signs in (domain, uri, CORS). */
  origin: string
  networks: readonly StackNetwork[]
  storage?: ServerStorage
  host: string
  port: number
}

/** The SIWX back end on its own port. */
export interface RunningSiwxService {
  /** e.g. `http://127.0.0.1:18700/api/siwx`: the modal's `siwx.serverUrl`. */
  serverUrl: string
  /**
   * The same back end (same storage) as a node:http handler, to mount under {@link SIWX_MOUNT} of the
   * page's own server (the demo's): same-origin there, so it answers no CORS.
   */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>
  stop(): Promise<void>
}

/**
 * Serves {@link createStackSiwxBackend} on `host:port` under `/api/siwx` (404 elsewhere).
 * @throws Error 'siwx: port <port> on <host> is already in use'
 */
export async function startSiwxService(options: SiwxServiceOptions): Promise<RunningSiwxService> {
  const storage = options.storage ?? createMemoryStorage()
  const backend = createStackSiwxBackend({ ...options, storage })
  const mounted = createStackSiwxBackend({ ...options, storage, crossOrigin: false, ownsStorage: false })
  const server = createServer((request, response) => {
    if (request.url?.startsWith(`${SIWX_MOUNT}/`)) {
      backend.handle(request, response).catch(() => response.destroy())
      return
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`siwx: port ${options.port} on ${options.host} is already in use`)
          : error,
      )
    })
    server.listen(options.port, options.host, () => resolveListen())
  })
  let stopped: Promise<void> | undefined
  return {
    serverUrl: `http://${options.host}:${options.port}${SIWX_MOUNT}`,
    handle: mounted.handle,
    stop: () =>
      (stopped ??= new Promise<void>((resolveClose) => {
        server.close(
          () =>
            void mounted
              .close()
              .then(() => backend.close())
              .finally(resolveClose),
        )
        server.closeAllConnections()
      })),
  }
}
