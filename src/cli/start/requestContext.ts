import { AsyncLocalStorage } from 'node:async_hooks'

/** What the front handler learns about a request while the services answer it. */
export interface RequestContext {
  /** The request's id (`x-request-id`), for log lines written on its behalf. */
  requestId: string
  /** Set when a database call of this request failed because the database was unreachable. */
  databaseUnavailable: boolean
}

/**
 * The current request, across the services' awaits (AsyncLocalStorage): the database layer marks
 * it when a call fails for want of a database, and the front handler then answers 503, not the
 * service's generic 500.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>()
