/**
 * `wallet-modal/server/postgres`: the storage backend for several processes or machines,
 * PostgreSQL through `pg` (an optional peer dependency: only this entry loads it).
 */
export {
  createPostgresStorage,
  applyPostgresMigrations,
  type PostgresServerStorage,
} from './storage/postgres/postgresStorage.js'
export { POSTGRES_MIGRATIONS } from './storage/postgres/migrations.js'
