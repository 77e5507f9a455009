/**
 * The platform's console messages, for the page's developer (English, never translated): the
 * start-up fetches, the outdated-version warning and error analytics. Each starts with
 * 'wallet-modal: ' so a developer can find them.
 */
export const consoleMessages = {
  /** Console: the page's origin is not on the project's list, with the origin to add. */
  originNotAllowedConsole: (origin: string, projectId: string, reason: string) =>
    `wallet-modal: origin not allowed: ${origin} is not among the allowed origins of project "${projectId}"${reason}. Add "${origin}" to the project's allowedOrigins on its project server.`,
  /** Console: the allowed origins could not be checked (spec section 8: RATE_LIMITED on 429, SERVER_ERROR on 500-599). */
  originsUnchecked: (code: 'RATE_LIMITED' | 'SERVER_ERROR', status: number, projectId: string) =>
    `wallet-modal: ${code}: the allowed origins of project "${projectId}" could not be checked (HTTP status code: ${status}); the modal works on.`,
  /** Console: the project config failed or took too long; the local options stay. */
  configFallback: (projectId: string, reason: string) =>
    `wallet-modal: the config of project "${projectId}" could not be used (${reason}); using the local options.`,
  /** Console: no answer within the start-up timeout. */
  timedOut: (ms: number) => `no answer within ${ms} ms`,
  /** Console (spec section 8: the outdated-version warning), once per page. */
  outdatedVersion: (current: string, latest: string) =>
    `wallet-modal: this page uses wallet-modal ${current}, but the latest published version is ${latest}. Update wallet-modal to get the latest fixes.`,
  /** Console (debug): error events over the limit (spec section 8: 5 per 60 seconds). */
  analyticsDropped: (dropped: number, limit: number, seconds: number) =>
    `wallet-modal: error analytics: ${dropped} event(s) dropped so far (at most ${limit} per ${seconds} s).`,
} as const
