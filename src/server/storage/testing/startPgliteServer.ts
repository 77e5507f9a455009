/**
 * PostgreSQL for tests without a server install: PGlite (Postgres compiled to WASM) in this process, served over the real wire protocol
 * by @electric-sql/pglite-socket on an ephemeral loopback port, so `pg` talks to it as to any
 * PostgreSQL. Test and bench code only (both packages are dev dependencies).
 *
 * PGlite is one session; the socket server shares it among its connections, one protocol message
 * at a time, keeping to one connection only while that session is inside a transaction block. A
 * parameterised query is several messages (Parse, Bind, Describe, Execute, Sync) against the
 * session's unnamed statement and portal, so under concurrent queries another connection's Parse or
 * Bind could land between them: 'unnamed prepared statement does not exist', parameters bound to
 * the wrong statement, rows answered to the wrong client. {@link startPgliteServer} therefore also
 * counts an extended-protocol exchange (from its first message to its Sync) as a block the
 * connection keeps, as separate PostgreSQL sessions would.
 */
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/** A running PGlite server, from {@link startPgliteServer}. */
export interface RunningPgliteServer {
  /** e.g. 'postgres://postgres@127.0.0.1:40123/postgres'. */
  connectionString: string
  /** Empties the database: drops and recreates the `public` schema. */
  reset(): Promise<void>
  /** Stops the socket server and closes the database. */
  stop(): Promise<void>
}

/** Frontend messages of the extended query protocol that leave the exchange open until a Sync ('S'). */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)))
const SYNC = 'S'.charCodeAt(0)

/**
 * `db` as the socket server sees it: `isInTransaction()` is also true between an extended-protocol
 * message and its Sync, so the server's queue serves that connection alone until the exchange ends.
 */
export function exchangeAwarePglite(db: PGlite): PGlite {
  let exchangeOpen = false
  return new Proxy(db, {
    get(target, property) {
      if (property === 'isInTransaction') return () => exchangeOpen || target.isInTransaction()
      if (property === 'execProtocolRawStream')
        return (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          const type = message[0]
          if (type !== undefined && EXTENDED.has(type)) exchangeOpen = true
          else if (type === SYNC) exchangeOpen = false
          return target.execProtocolRawStream(message, options)
        }
      if (property === 'exec')
        // The socket server's ROLLBACK for a connection that left mid-transaction ends its exchange too.
        return (...args: Parameters<PGlite['exec']>) => {
          exchangeOpen = false
          return target.exec(...args)
        }
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

/** Starts an in-memory PGlite behind a socket server accepting `maxConnections` clients (default 16). */
export async function startPgliteServer(maxConnections = 16): Promise<RunningPgliteServer> {
  const db = await PGlite.create()
  const server = new PGLiteSocketServer({ db: exchangeAwarePglite(db), host: '127.0.0.1', port: 0, maxConnections })
  await server.start()
  return {
    connectionString: `postgres://postgres@${server.getServerConn()}/postgres`,
    async reset() {
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
    },
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
