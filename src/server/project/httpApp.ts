import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import * as v from 'valibot'
import type { ErrorEventBody } from '../../core/analytics/errorEvent.js'
import { isOriginAllowed } from '../../core/origins.js'
import { createHttpApp, jsonBody, limitPerIp, type HttpEnv } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import { enforceRateLimit, type RateLimitRule } from '../http/rateLimit.js'
import type { ProjectRecord } from '../storage/types.js'
import { PROJECT_SERVER_ERRORS, ProjectServerError } from './errors.js'
import { imageHeaders, matchesEtag, readImage, type ImageKind } from './images.js'
import type { ResolvedProjectServerOptions } from './options.js'
import { errorEventSchema } from './schemas.js'

/** The project an event route's `?projectId` names, once its gate let the request in. */
type EventEnv = HttpEnv & { Variables: { project: ProjectRecord } }

/** The service's operations the routes call (createProjectServer.ts). */
export interface ProjectOperations {
  project(projectId: string | undefined): Promise<ProjectRecord>
  saveProject(projectId: string, input: unknown): Promise<ProjectRecord>
}

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** A project as the operator's routes show it. */
export const projectJson = ({
  projectId,
  allowedOrigins,
  features,
  analytics,
  latestVersion,
  embeddedWallet,
  updatedAt,
}: ProjectRecord) => ({
  projectId,
  allowedOrigins,
  features,
  analytics,
  ...(latestVersion ? { latestVersion } : {}),
  ...(embeddedWallet ? { embeddedWallet } : {}),
  updatedAt: updatedAt.toISOString(),
})

/**
 * The project service's HTTP API (spec section 7), a hono app under `mountPath` (JSON
 * out, `Cache-Control: no-store` but for images):
 * - GET /appkit/v1/config?projectId → 200 `{ features, latestVersion?, embeddedWallet? }` (embeddedWallet:
 *   `{ preferredAccountType }`, the project's default account type for the embedded wallet)
 * - GET /projects/v1/origins?projectId → 200 `{ allowedOrigins }`
 * - GET /getAnalyticsConfig?projectId → 200 `{ isAnalyticsEnabled }`
 * - POST /e?projectId&st&sv (JSON: eventId, url, domain, timestamp, props { type, event, errorType,
 *   errorMessage, stackTrace }) → 204; 403 when the project's analytics is off or the Origin header
 *   is missing or not one of the project's allowed origins; 429 over the per-IP limit (the spec's
 *   5 per 60 s) or the project's write quota (`eventQuota`), the stored events left as they are
 * - GET /getWalletImage/:id, /public/getAssetImage/:id, /public/getCurrencyImage/:id,
 *   /public/getTokenImage/:id → the operator's file (images.ts), 304 for a matching If-None-Match
 * - operator (Authorization: Bearer <operatorToken>): GET /e?projectId&limit → 200
 *   `{ projectId, total, events }` newest first (limit default 100, at most 1000);
 *   GET and PUT /admin/projects/:projectId → 200 the project
 * Errors are `{ error }` with the texts and statuses of {@link PROJECT_SERVER_ERRORS} and HTTP_ERRORS
 * (400 without projectId, 404 for an unknown project, 413 over `maxEventBytes`, 415 for a POST that
 * is not JSON, 429 with `Retry-After` over a per-IP limit, 500 'Internal error'). The public routes
 * answer any origin (`Access-Control-Allow-Origin: *`; the modal runs on the operator's customers'
 * sites); the operator's send no CORS headers.
 */
export function createProjectHttpApp(
  service: ProjectOperations,
  options: ResolvedProjectServerOptions,
  mountPath: string,
) {
  const app = createHttpApp<EventEnv>({
    basePath: mountPath,
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
  })
  const limit = (rule: RateLimitRule, name: string) =>
    limitPerIp(options.storage.rateLimits, `project:${name}`, rule, options.now)
  const operator: MiddlewareHandler<HttpEnv> = async (c, next) => {
    const token = options.operatorToken
    if (!token) throw new HttpProblem(HTTP_ERRORS.notFound, 404)
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
    if (!timingSafeEqual(sha256(given), sha256(token)))
      throw new ProjectServerError(PROJECT_SERVER_ERRORS.unauthorized, 401)
    await next()
  }
  const open = cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600 })

  for (const path of [
    '/appkit/v1/config',
    '/projects/v1/origins',
    '/getAnalyticsConfig',
    '/getWalletImage/*',
    '/public/*',
  ])
    app.use(path, open)
  app.on(['POST', 'OPTIONS'], '/e', open)

  const config = limit(options.rateLimits.config, 'config')
  app.get('/appkit/v1/config', config, async (c) => {
    const { features, latestVersion, embeddedWallet } = await service.project(c.req.query('projectId'))
    return jsonResponse(200, {
      features,
      ...(latestVersion ? { latestVersion } : {}),
      ...(embeddedWallet ? { embeddedWallet } : {}),
    })
  })
  app.get('/projects/v1/origins', config, async (c) =>
    jsonResponse(200, { allowedOrigins: (await service.project(c.req.query('projectId'))).allowedOrigins }),
  )
  app.get('/getAnalyticsConfig', config, async (c) =>
    jsonResponse(200, { isAnalyticsEnabled: (await service.project(c.req.query('projectId'))).analytics }),
  )

  /** The event route's gate: a known project with analytics on, and an Origin it allows (403 otherwise). */
  const eventGate: MiddlewareHandler<EventEnv> = async (c, next) => {
    const project = await service.project(c.req.query('projectId'))
    if (!project.analytics) throw new ProjectServerError(PROJECT_SERVER_ERRORS.analyticsOff, 403)
    if (!isOriginAllowed(c.req.header('Origin') ?? '', project.allowedOrigins))
      throw new ProjectServerError(PROJECT_SERVER_ERRORS.originNotAllowed, 403)
    c.set('project', project)
    await next()
  }
  const eventBody = jsonBody({
    maxBytes: options.maxEventBytes,
    schema: errorEventSchema,
    invalid: () => new ProjectServerError(PROJECT_SERVER_ERRORS.invalidEvent, 400),
  })
  app.post('/e', limit(options.rateLimits.events, 'events'), eventGate, eventBody, async (c) => {
    const project = c.var.project
    const body = c.req.valid('json') as ErrorEventBody
    // The project's write quota: refused past it, so a flood never evicts what is stored.
    await enforceRateLimit(
      options.storage.rateLimits,
      `project:events:project:${project.projectId}`,
      options.eventQuota,
      options.now(),
    )
    await options.storage.projects.addEvent(
      {
        projectId: project.projectId,
        eventId: body.eventId,
        receivedAt: options.now(),
        sdkType: (c.req.query('st') ?? '').slice(0, 32),
        sdkVersion: (c.req.query('sv') ?? '').slice(0, 64),
        body,
      },
      options.maxEventsPerProject,
    )
    return new Response(null, { status: 204 })
  })

  const images = limit(options.rateLimits.images, 'images')
  const image = (kind: ImageKind) => async (c: Context<HttpEnv>) => {
    if (!options.images) throw new ProjectServerError(PROJECT_SERVER_ERRORS.imageNotFound, 404)
    const file = await readImage(options.images.directory, kind, c.req.param('id') ?? '', options.images.maxBytes)
    const headers = imageHeaders(file)
    if (matchesEtag(c.req.header('If-None-Match'), file.etag)) return new Response(null, { status: 304, headers })
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { ...headers, 'Content-Type': file.contentType, 'Content-Length': String(file.bytes.byteLength) },
    })
  }
  app.get('/getWalletImage/:id', images, image('wallet'))
  app.get('/public/getAssetImage/:id', images, image('asset'))
  app.get('/public/getCurrencyImage/:id', images, image('currency'))
  app.get('/public/getTokenImage/:id', images, image('token'))

  const admin = limit(options.rateLimits.operator, 'operator')
  app.get('/e', admin, operator, async (c) => {
    const project = await service.project(c.req.query('projectId'))
    const requested = Number(c.req.query('limit') ?? 100)
    const count = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 1000) : 100
    const [events, total] = await Promise.all([
      options.storage.projects.listEvents(project.projectId, count),
      options.storage.projects.countEvents(project.projectId),
    ])
    return jsonResponse(200, {
      projectId: project.projectId,
      total,
      events: events.map((e) => ({
        ...e.body,
        receivedAt: e.receivedAt.toISOString(),
        st: e.sdkType,
        sv: e.sdkVersion,
      })),
    })
  })
  app.get('/admin/projects/:projectId', admin, operator, async (c) =>
    jsonResponse(200, projectJson(await service.project(c.req.param('projectId')))),
  )
  // The config's own schema (schemas.ts) is checked by saveProject, with the failing field in its 400.
  const projectBody = jsonBody({
    maxBytes: 64 * 1024,
    schema: v.unknown(),
    invalid: () => new ProjectServerError(PROJECT_SERVER_ERRORS.invalidProject, 400),
  })
  app.put('/admin/projects/:projectId', admin, operator, projectBody, async (c) =>
    jsonResponse(200, projectJson(await service.saveProject(c.req.param('projectId') ?? '', c.req.valid('json')))),
  )
  return app
}
