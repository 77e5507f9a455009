import type { ProjectRecord, ProjectStore, StoredAnalyticsEvent } from '../types.js'

const copy = <T>(value: T): T => structuredClone(value)

/** The {@link ProjectStore} in process memory (see `createMemoryStorage`). */
export function memoryProjectStore(): ProjectStore {
  const projects = new Map<string, ProjectRecord>()
  /** projectId → events, oldest first */
  const events = new Map<string, StoredAnalyticsEvent[]>()
  return {
    async saveProject(project) {
      projects.set(project.projectId, copy(project))
    },
    async findProject(projectId) {
      const project = projects.get(projectId)
      return project && copy(project)
    },
    async addEvent(event, keep) {
      const list = events.get(event.projectId) ?? []
      if (list.some((e) => e.eventId === event.eventId)) return false
      list.push(copy(event))
      if (list.length > keep) list.splice(0, list.length - keep)
      events.set(event.projectId, list)
      return true
    },
    async listEvents(projectId, limit) {
      return (events.get(projectId) ?? []).slice(-limit).reverse().map(copy)
    },
    async countEvents(projectId) {
      return events.get(projectId)?.length ?? 0
    },
  }
}
