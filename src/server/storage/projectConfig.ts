/** A project's `config` column (JSON in SQLite, jsonb in PostgreSQL), shared by the SQL backends. */
import type { ProjectRecord } from './types.js'

/** What the `config` column holds (JSON): a {@link ProjectRecord} without its id and time. */
export type ProjectConfig = Omit<ProjectRecord, 'projectId' | 'updatedAt'>

/** The `config` JSON of a project. */
export function configOf(project: ProjectRecord): ProjectConfig {
  const { allowedOrigins, features, analytics, latestVersion, embeddedWallet } = project
  // Strict: an optional part left out stays out (no key holding undefined).
  return {
    allowedOrigins,
    features,
    analytics,
    ...(latestVersion === undefined ? {} : { latestVersion }),
    ...(embeddedWallet === undefined ? {} : { embeddedWallet }),
  }
}

/** A project from its stored parts. */
export function toProject(projectId: string, config: ProjectConfig, updatedAt: Date): ProjectRecord {
  return { projectId, ...configOf({ projectId, updatedAt, ...config }), updatedAt }
}
