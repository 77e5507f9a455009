/**
 * PostgreSQL for tests without a server install: PGlite (Postgres compiled to WASM) in this process, served over the real wire protocol
 * by @electric-sql/pglite-socket on an ephemeral loopback port, so `pg` talks to it as to any
 * PostgreSQL. Test and bench code only (both packages are dev dependencies).
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

/** Starts an in-memory PGlite behind a socket server accepting `maxConnections` clients (default 16). */
export async function startPgliteServer(maxConnections = 16): Promise<RunningPgliteServer> {
  const db = await PGlite.create()
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections })
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
