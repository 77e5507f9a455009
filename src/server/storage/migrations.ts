/**
 * Numbered schema migrations, the shape every SQL backend uses: each backend lists its own in
 * `<backend>/migrations.ts` (the shared schema of `schemaMigrations.ts` in its column types, then
 * any of its own), numbered 1, 2, 3… with no gaps, applies the ones its database lacks at start,
 * in order, each in a transaction, and records them in the table
 * `wallet_modal_migrations (version, name, applied_at)`. A released migration never changes;
 * a new service or column is a new migration at the end.
 */
export interface Migration {
  /** 1, 2, 3…: the order of application. */
  version: number
  /** What it adds, e.g. 'siwx' or 'rate limits'. */
  name: string
  /** The statements, separated by ';'. */
  sql: string
}

/** The table that records applied migrations, in every SQL backend. */
export const MIGRATIONS_TABLE = 'wallet_modal_migrations'

/**
 * Checks that `migrations` are numbered 1..n in order.
 * @throws Error 'storage: migration <i> is numbered <version>, expected <i>'
 */
export function checkMigrationOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`storage: migration ${index + 1} is numbered ${migration.version}, expected ${index + 1}`)
    }
  })
}
