import * as v from 'valibot'
import type { RequestInfo } from '../http/requestInfo.js'
import type { ProjectRecord, StoredAnalyticsEvent } from '../storage/types.js'
import { PROJECT_SERVER_ERRORS, ProjectServerError } from './errors.js'
import { createProjectHttpApp } from './httpApp.js'
import { resolveProjectServerOptions, type ProjectServerOptions } from './options.js'
import { projectInputSchema, type ProjectInput } from './schemas.js'

/** The project service returned by {@link createProjectServer}. */
export interface ProjectServer {
  /** The HTTP API as a Fetch handler under `mountPath`; see `createProjectHttpApp` for the routes. */
  handle(request: Request, info?: RequestInfo): Promise<Response>
  /** Resolves once the `projects` of the options are stored (`handle` waits for it itself). */
  readonly ready: Promise<void>
  /**
   * Creates or replaces a project's config (what `PUT /admin/projects/:projectId` does).
   * @throws ProjectServerError 'Invalid project: <field>: <problem>' (400)
   */
  saveProject(projectId: string, input: ProjectInput): Promise<ProjectRecord>
  /** The project, or undefined. */
  findProject(projectId: string): Promise<ProjectRecord | undefined>
  /** The project's newest `limit` error events, newest first (what `GET /e` lists). */
  listEvents(projectId: string, limit?: number): Promise<StoredAnalyticsEvent[]>
}

const PROJECT_ID = /^[A-Za-z0-9._-]{1,128}$/

/**
 * Creates the project service (spec sections 7 and 8): what AppKit gets from Reown's
 * cloud, on the operator's own server, over one `ServerStorage` (the SIWX sessions' and names'
 * database): each project's feature flags (`GET /appkit/v1/config`), allowed origins
 * (`GET /projects/v1/origins`) and error-analytics switch (`GET /getAnalyticsConfig`); the error
 * events the modal posts (`POST /e` from the project's allowed origins only, the spec's 5 per 60 s
 * per client IP, a body cap, a write quota and a cap on stored events per project), listed for
 * the operator (`GET /e` behind `operatorToken`); and the four image endpoints over the operator's
 * files. Mount it where the modal's `project.api` points.
 * @throws Error for invalid options (see `resolveProjectServerOptions`); the `ready` promise
 *   rejects with 'Invalid project: …' for an invalid entry of `projects`
 */
export function createProjectServer(options: ProjectServerOptions & { mountPath?: string }): ProjectServer {
  const resolved = resolveProjectServerOptions(options)
  const { projects } = resolved.storage

  async function saveProject(projectId: string, input: unknown): Promise<ProjectRecord> {
    if (!PROJECT_ID.test(projectId))
      throw new ProjectServerError(
        `${PROJECT_SERVER_ERRORS.invalidProject}: projectId: expected 1 to 128 letters, digits, '.', '_' or '-'`,
        400,
      )
    const parsed = v.safeParse(projectInputSchema, input)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      throw new ProjectServerError(
        `${PROJECT_SERVER_ERRORS.invalidProject}: ${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`,
        400,
      )
    }
    const { allowedOrigins, features, analytics, latestVersion, embeddedWallet } = parsed.output
    const record: ProjectRecord = {
      projectId,
      allowedOrigins,
      features,
      analytics,
      ...(latestVersion ? { latestVersion } : {}),
      ...(embeddedWallet?.preferredAccountType
        ? { embeddedWallet: { preferredAccountType: embeddedWallet.preferredAccountType } }
        : {}),
      updatedAt: resolved.now(),
    }
    await projects.saveProject(record)
    return record
  }

  const ready = Promise.all(
    Object.entries(options.projects ?? {}).map(([projectId, input]) => saveProject(projectId, input)),
  ).then(() => undefined)
  // A failed start is reported through `ready` and every request; never an unhandled rejection.
  ready.catch(() => undefined)

  const app = createProjectHttpApp(
    {
      async project(projectId) {
        if (!projectId) throw new ProjectServerError(PROJECT_SERVER_ERRORS.missingProjectId, 400)
        const project = await projects.findProject(projectId)
        if (!project) throw new ProjectServerError(PROJECT_SERVER_ERRORS.unknownProject, 404)
        return project
      },
      saveProject,
    },
    resolved,
    options.mountPath ?? '/',
  )
  return {
    ready,
    async handle(request, info) {
      await ready
      return app.fetch(request, info)
    },
    saveProject,
    findProject: (projectId) => projects.findProject(projectId),
    listEvents: (projectId, limit = 100) => projects.listEvents(projectId, limit),
  }
}
