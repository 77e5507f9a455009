import type { Pool } from 'pg'
import { configOf, toProject, type ProjectConfig } from '../projectConfig.js'
import { inTransaction } from './transaction.js'
import type { ProjectStore, StoredAnalyticsEvent } from '../types.js'

interface EventRow {
  project_id: string
  event_id: string
  received_at: Date
  sdk_type: string
  sdk_version: string
  body: StoredAnalyticsEvent['body']
}

/** The {@link ProjectStore} over tables `projects` and `analytics_events` (PostgreSQL migration 5). */
export function postgresProjectStore(pool: Pool): ProjectStore {
  return {
    async saveProject(project) {
      await pool.query(
        `INSERT INTO projects (project_id, config, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (project_id) DO UPDATE SET config = excluded.config, updated_at = excluded.updated_at`,
        [project.projectId, JSON.stringify(configOf(project)), project.updatedAt],
      )
    },
    async findProject(projectId) {
      const { rows } = await pool.query<{ project_id: string; config: ProjectConfig; updated_at: Date }>(
        'SELECT project_id, config, updated_at FROM projects WHERE project_id = $1',
        [projectId],
      )
      return rows[0] && toProject(rows[0].project_id, rows[0].config, rows[0].updated_at)
    },
    async addEvent(event, keep) {
      return inTransaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `INSERT INTO analytics_events (project_id, event_id, received_at, sdk_type, sdk_version, body) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (project_id, event_id) DO NOTHING`,
          [
            event.projectId,
            event.eventId,
            event.receivedAt,
            event.sdkType,
            event.sdkVersion,
            JSON.stringify(event.body),
          ],
        )
        if (rowCount !== 1) return false
        await client.query(
          `DELETE FROM analytics_events WHERE project_id = $1 AND id < (
             SELECT min(id) FROM (SELECT id FROM analytics_events WHERE project_id = $1 ORDER BY id DESC LIMIT $2) AS newest
           )`,
          [event.projectId, keep],
        )
        return true
      })
    },
    async listEvents(projectId, limit) {
      const { rows } = await pool.query<EventRow>(
        'SELECT project_id, event_id, received_at, sdk_type, sdk_version, body FROM analytics_events WHERE project_id = $1 ORDER BY id DESC LIMIT $2',
        [projectId, limit],
      )
      return rows.map((row) => ({
        projectId: row.project_id,
        eventId: row.event_id,
        receivedAt: row.received_at,
        sdkType: row.sdk_type,
        sdkVersion: row.sdk_version,
        body: row.body,
      }))
    },
    async countEvents(projectId) {
      const { rows } = await pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM analytics_events WHERE project_id = $1',
        [projectId],
      )
      return Number(rows[0]?.n ?? 0)
    },
  }
}
