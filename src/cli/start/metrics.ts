import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** A pg.Pool's counters, as `pg` exposes them. */
export interface PoolCounts {
  totalCount: number
  idleCount: number
  waitingCount: number
}

/** The server's Prometheus metrics (`<service>_<what>_<unit>`), on a registry of its own. */
export interface ServerMetrics {
  registry: Registry
  /** One finished request: its method, route pattern (never the raw path), status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void
  /** One code mail handed to the SMTP server. */
  otpMailSent(): void
  /** One database call that failed because the database was unreachable. */
  databaseUnavailable(): void
}

/**
 * Creates the metrics: request counts and latency histograms per route and status, 429 refusals
 * per route (rate limits), code mails sent, key-share releases per kind, database pool gauges
 * (PostgreSQL) and unreachable-database errors, plus prom-client's process metrics.
 */
export function createServerMetrics(pool?: () => PoolCounts | undefined): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'wallet_modal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'wallet_modal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response head), by method, route pattern and status',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const rateLimited = new Counter({
    name: 'wallet_modal_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  const mails = new Counter({
    name: 'wallet_modal_otp_mails_sent_total',
    help: 'One-time-code mails handed to the SMTP server',
    registers: [registry],
  })
  const shares = new Counter({
    name: 'wallet_modal_share_releases_total',
    help: 'Key shares released to a signed-in signer page, by kind (auth, recovery, device-auth)',
    labelNames: ['kind'] as const,
    registers: [registry],
  })
  const unavailable = new Counter({
    name: 'wallet_modal_database_unavailable_total',
    help: 'Database calls that failed because the database was unreachable or too slow',
    registers: [registry],
  })
  if (pool) {
    new Gauge({
      name: 'wallet_modal_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const counts = pool()
        if (!counts) return
        this.set({ state: 'total' }, counts.totalCount)
        this.set({ state: 'idle' }, counts.idleCount)
        this.set({ state: 'waiting' }, counts.waitingCount)
      },
    })
  }
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      duration.observe(labels, seconds)
      if (status === 429) rateLimited.inc({ route })
      const share = /^\/api\/auth\/wallet\/shares\/(auth|recovery|device-auth)$/.exec(route)
      if (share && method === 'GET' && status === 200) shares.inc({ kind: share[1]! })
    },
    otpMailSent: () => mails.inc(),
    databaseUnavailable: () => unavailable.inc(),
  }
}
