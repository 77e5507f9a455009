import { ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS } from '../../core/constants.js'
import type { UnexpectedErrorHook } from '../http/unexpectedError.js'
import type { RateLimitRule } from '../http/rateLimit.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import type { ProjectInput } from './schemas.js'
import type { ServiceRequestOptions } from '../http/serviceOptions.js'

/** Options of {@link createProjectServer} (`wallet-modal/server`). */
export interface ProjectServerOptions extends ServiceRequestOptions {
  /** Default: memory (one process only); give SQLite or PostgreSQL (`wallet-modal/server/sqlite`, `/postgres`). */
  storage?: ServerStorage
  /**
   * Projects to create or replace at start, by id: each one's allowed origins, feature flags
   * (core/features.ts), whether error analytics is on, and the latest published version to
   * announce. The operator's `PUT /admin/projects/:projectId` changes them later.
   */
  projects?: Record<string, ProjectInput>
  /**
   * The operator's bearer token for `GET /e` (the stored events) and `GET`/`PUT /admin/projects/:projectId`.
   * Without one those routes answer 404. Use 32 random bytes or more.
   */
  operatorToken?: string
  /** The image files: `<directory>/<wallet|asset|currency|token>/<id>.<png|jpg|jpeg|webp|svg>`. Without it the image routes answer 404. */
  images?: { directory: string /** Largest file served, in bytes; default 1 MiB. */; maxBytes?: number }
  /** Largest `POST /e` body, in bytes. Default 16 KiB. */
  maxEventBytes?: number
  /** Events kept per project (the oldest go). Default 10,000. */
  maxEventsPerProject?: number
  /**
   * Each project's write quota: at most `limit` events stored per window of `windowMs` (from all
   * clients together); past it `POST /e` answers 429 with `Retry-After` instead of storing, so a
   * flood cannot push the stored events out. Default {@link DEFAULT_PROJECT_EVENT_QUOTA}: with the
   * default 10,000 kept, an event stays listed for at least 9 hours whatever anyone posts.
   */
  eventQuota?: RateLimitRule
  /** Per-IP limits per window; default {@link DEFAULT_PROJECT_RATE_LIMITS}. */
  rateLimits?: Partial<ProjectRateLimits>
  /** The clock (tests). */
  now?: () => Date
}

/** Per-IP limits of the project service's routes. */
export interface ProjectRateLimits {
  /** config, origins and analytics config together. */
  config: RateLimitRule
  /** `POST /e`: the spec's client limit (section 8: 5 events per 60 s), enforced per client IP. */
  events: RateLimitRule
  /** The image routes. */
  images: RateLimitRule
  /** The operator's routes (a wrong token counts too). */
  operator: RateLimitRule
}

/**
 * 300 config reads, 5 events, 2,000 images and 60 operator calls per IP per minute. The events'
 * 5 per 60 s is the spec's own client limit (section 8), so an honest modal (a sliding window of
 * 5 per 60 s, features/platform/errorAnalytics.ts) is never refused; the server's windows are
 * fixed minutes, so a client ignoring the spec gets at most 10 through in any 60 s.
 */
export const DEFAULT_PROJECT_RATE_LIMITS: ProjectRateLimits = {
  config: { limit: 300, windowMs: 60_000 },
  events: { limit: ANALYTICS_MAX_EVENTS, windowMs: ANALYTICS_WINDOW_MS },
  images: { limit: 2_000, windowMs: 60_000 },
  operator: { limit: 60, windowMs: 60_000 },
}

/** 1,000 stored events per project per hour. */
export const DEFAULT_PROJECT_EVENT_QUOTA: RateLimitRule = { limit: 1_000, windowMs: 3_600_000 }

/** {@link ProjectServerOptions} with defaults filled in. */
export interface ResolvedProjectServerOptions {
  storage: ServerStorage
  operatorToken: string | undefined
  images: { directory: string; maxBytes: number } | undefined
  maxEventBytes: number
  maxEventsPerProject: number
  eventQuota: RateLimitRule
  rateLimits: ProjectRateLimits
  clientIp: ((request: Request) => string | undefined) | undefined
  onUnexpectedError: UnexpectedErrorHook | undefined
  now: () => Date
}

/**
 * Completes the options.
 * @throws Error 'project server: operatorToken must be at least 16 characters'
 */
export function resolveProjectServerOptions(options: ProjectServerOptions): ResolvedProjectServerOptions {
  if (options.operatorToken !== undefined && options.operatorToken.length < 16)
    throw new Error('project server: operatorToken must be at least 16 characters')
  return {
    storage: options.storage ?? createMemoryStorage(),
    operatorToken: options.operatorToken,
    images: options.images && { directory: options.images.directory, maxBytes: options.images.maxBytes ?? 1024 * 1024 },
    maxEventBytes: options.maxEventBytes ?? 16 * 1024,
    maxEventsPerProject: options.maxEventsPerProject ?? 10_000,
    eventQuota: options.eventQuota ?? DEFAULT_PROJECT_EVENT_QUOTA,
    rateLimits: { ...DEFAULT_PROJECT_RATE_LIMITS, ...options.rateLimits },
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
    now: options.now ?? (() => new Date()),
  }
}
