import type { Logger } from 'pino'
import { type AuthKeys, loadAuthKeyFile } from '../../server/auth.js'
import type { LoadedConfig } from '../config/loadConfig.js'
import { type OpenDatabase, openDatabase } from './database.js'
import { frontHandler, type Handler, jsonAnswer, type Listening, listen, unexpectedErrorLogger } from './front.js'
import { createServerMetrics } from './metrics.js'
import { metricsHandler } from './metricsEndpoint.js'
import { createServices, type MountedService } from './services.js'
import { createSignerSite, defaultSignerDirectory, signerRpcUrls } from './signerSite.js'

/** A running `wallet-modal-server start`. */
export interface RunningServer {
  /** e.g. 'http://127.0.0.1:8787' (the port actually bound). */
  apiUrl: string
  signerUrl: string
  /** e.g. 'http://127.0.0.1:9464/metrics'; undefined when `metrics.enabled` is false. */
  metricsUrl: string | undefined
  database: OpenDatabase['kind']
  services: MountedService['name'][]
  /** Graceful stop: readiness 503, stop accepting, drain in-flight requests, close the database. Safe to call twice. */
  stop(): Promise<void>
}

/** Longest wait for the database in a readiness check, in ms. */
const READY_PING_MS = 1_000

/**
 * Starts every enabled service on the API port and the signer page on the signer port, over one
 * database (PostgreSQL when DATABASE_URL is set, else SQLite), with /healthz and /readyz on the API
 * port, and /metrics on a listener of its own (`metrics.host`:`metrics.port`, loopback by default;
 * behind METRICS_TOKEN when set). On failure, closes whatever it opened and rethrows.
 * @throws Error 'keys: cannot load <file>: <reason>' and the errors of the config, database and factories
 */
export async function startServer(loaded: LoadedConfig, logger: Logger): Promise<RunningServer> {
  const { config, secrets } = loaded
  let database: OpenDatabase | undefined
  const metrics = createServerMetrics(secrets.databaseUrl ? () => database?.poolCounts?.() : undefined)

  let keys: AuthKeys | undefined
  if (config.auth.enabled) {
    try {
      keys = loadAuthKeyFile(config.keyFile)
    } catch (error) {
      // The file system's or the parser's message: a path and a field name, never a key.
      throw new Error(`keys: cannot load ${config.keyFile}: ${(error as Error).message}`)
    }
  }
  database = await openDatabase(config, secrets.databaseUrl, logger, metrics.databaseUnavailable)
  const db = database
  let services: MountedService[]
  try {
    services = createServices(config, {
      storage: db.storage,
      secrets,
      keys,
      clientIp: undefined, // the front handler passes the proxy's client IP as info.clientIp
      onMailSent: metrics.otpMailSent,
      onUnexpectedError: unexpectedErrorLogger(logger),
    })
  } catch (error) {
    await db.close()
    throw error
  }

  let draining = false
  const readiness = async (): Promise<Response> => {
    let databaseCheck = 'ok'
    try {
      await db.ping(READY_PING_MS)
    } catch {
      databaseCheck = 'unreachable'
    }
    const checks = {
      database: databaseCheck,
      migrations: 'ok', // the storage applied them before any service was created
      keyFile: config.auth.enabled ? (keys ? 'ok' : 'missing') : 'not needed',
      shutdown: draining ? 'draining' : 'no',
    }
    const ready = databaseCheck === 'ok' && checks.keyFile !== 'missing' && !draining
    return jsonAnswer(ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks })
  }
  const api: Handler = async (request, info) => {
    const { pathname } = new URL(request.url)
    if (pathname === '/healthz') return jsonAnswer(200, { status: 'ok' })
    if (pathname === '/readyz') return readiness()
    const service = services.find((s) => pathname === s.mount || pathname.startsWith(`${s.mount}/`))
    if (service) return service.handle(request, info)
    return jsonAnswer(404, { error: 'Not found' })
  }
  const auth = services.find((s) => s.name === 'auth')
  const signerDirectory = config.signerDirectory ?? defaultSignerDirectory()
  if (!signerDirectory) logger.warn('the signer page is not built (no dist/signer): its origin answers 503')
  const signer = createSignerSite({
    directory: signerDirectory,
    allowedSites: config.allowedSites,
    recoveryMode: config.auth.signerRecoveryMode,
    rpcUrls: signerRpcUrls(config),
    auth: auth?.handle,
  })
  const front = { logger, metrics, trustProxy: config.trustProxy, draining: () => draining }

  const servers: Listening[] = []
  const closeAll = async () => {
    await Promise.all(servers.map((s) => s.close(config.shutdownTimeoutMs)))
    for (const service of services) service.close?.()
    await db.close()
  }
  try {
    servers.push(await listen(frontHandler(api, front), config.host, config.port))
    servers.push(await listen(frontHandler(signer, front), config.host, config.signerPort))
    if (config.metrics.enabled)
      servers.push(
        await listen(metricsHandler(metrics.registry, secrets.metricsToken), config.metrics.host, config.metrics.port),
      )
  } catch (error) {
    await closeAll()
    const code = (error as NodeJS.ErrnoException).code
    const [port, host] = [
      [config.port, config.host],
      [config.signerPort, config.host],
      [config.metrics.port, config.metrics.host],
    ][servers.length]!
    throw code === 'EADDRINUSE' ? new Error(`start: port ${port} on ${host} is already in use`) : error
  }
  const shownHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host)
  const shown = shownHost(config.host)
  let stopping: Promise<void> | undefined
  return {
    apiUrl: `http://${shown}:${servers[0]!.port}`,
    signerUrl: `http://${shown}:${servers[1]!.port}`,
    metricsUrl: servers[2] ? `http://${shownHost(config.metrics.host)}:${servers[2].port}/metrics` : undefined,
    database: db.kind,
    services: services.map((s) => s.name),
    stop() {
      stopping ??= (async () => {
        draining = true
        await closeAll()
      })()
      return stopping
    },
  }
}
