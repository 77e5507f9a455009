import type Database from 'better-sqlite3'
import { configOf, toProject, type ProjectConfig } from '../projectConfig.js'
import type { ProjectStore, StoredAnalyticsEvent } from '../types.js'

interface ProjectRow {
  project_id: string
  config: string
  updated_at: number
}

interface EventRow {
  project_id: string
  event_id: string
  received_at: number
  sdk_type: string
  sdk_version: string
  body: string
}

/** The {@link ProjectStore} over tables `projects` and `analytics_events` (SQLite migration 5). */
export function sqliteProjectStore(db: Database.Database): ProjectStore {
  const statements = {
    save: db.prepare(`
      INSERT INTO projects (project_id, config, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (project_id) DO UPDATE SET config = excluded.config, updated_at = excluded.updated_at
    `),
    find: db.prepare('SELECT project_id, config, updated_at FROM projects WHERE project_id = ?'),
    insertEvent: db.prepare(`
      INSERT INTO analytics_events (project_id, event_id, received_at, sdk_type, sdk_version, body) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (project_id, event_id) DO NOTHING
    `),
    // Everything older than the project's `keep`th newest event.
    trim: db.prepare(`
      DELETE FROM analytics_events WHERE project_id = ? AND id < (
        SELECT min(id) FROM (SELECT id FROM analytics_events WHERE project_id = ? ORDER BY id DESC LIMIT ?)
      )
    `),
    list: db.prepare(
      'SELECT project_id, event_id, received_at, sdk_type, sdk_version, body FROM analytics_events WHERE project_id = ? ORDER BY id DESC LIMIT ?',
    ),
    count: db.prepare('SELECT count(*) AS n FROM analytics_events WHERE project_id = ?'),
  }
  const addEvent = db.transaction((event: StoredAnalyticsEvent, keep: number) => {
    const { projectId, eventId, receivedAt, sdkType, sdkVersion, body } = event
    if (
      statements.insertEvent.run(projectId, eventId, receivedAt.getTime(), sdkType, sdkVersion, JSON.stringify(body))
        .changes === 0
    )
      return false
    statements.trim.run(projectId, projectId, keep)
    return true
  })
  return {
    async saveProject(project) {
      statements.save.run(project.projectId, JSON.stringify(configOf(project)), project.updatedAt.getTime())
    },
    async findProject(projectId) {
      const row = statements.find.get(projectId) as ProjectRow | undefined
      return row && toProject(row.project_id, JSON.parse(row.config) as ProjectConfig, new Date(row.updated_at))
    },
    async addEvent(event, keep) {
      return addEvent.immediate(event, keep)
    },
    async listEvents(projectId, limit) {
      return (statements.list.all(projectId, limit) as EventRow[]).map((row) => ({
        projectId: row.project_id,
        eventId: row.event_id,
        receivedAt: new Date(row.received_at),
        sdkType: row.sdk_type,
        sdkVersion: row.sdk_version,
        body: JSON.parse(row.body) as StoredAnalyticsEvent['body'],
      }))
    },
    async countEvents(projectId) {
      return (statements.count.get(projectId) as { n: number }).n
    },
  }
}
