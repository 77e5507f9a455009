/**
 * Error analytics (spec sections 7 and 8), loaded on the first failure while a project
 * has it on: each failure becomes one `POST {api}/e?projectId&st&sv&clientId` with the body of
 * core/analytics/errorEvent.ts (no address, email or message content), at most 5 per 60 s per
 * instance (a sliding window; the rest are dropped and counted in a console.debug line). A visitor
 * declining in their wallet is no error and is not sent. Posting never retries and never fails
 * the modal.
 */
import { buildErrorEvent, type ModalErrorEvent } from '../../core/analytics/errorEvent.js'
import { createSlidingWindow } from '../../core/analytics/slidingWindow.js'
import { ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS } from '../../core/constants.js'
import { isUserRejection } from '../../core/errorMessage.js'
import type { HttpClient } from '../../core/http.js'
import { consoleMessages as messages } from './consoleMessages.js'

/** The reporter of one instance, posting through its project client. */
export function createErrorReporter(
  client: HttpClient,
  now: () => number = Date.now,
): (event: ModalErrorEvent, error: unknown) => void {
  const window = createSlidingWindow(ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS, now)
  return (event, error) => {
    if (isUserRejection(error)) return
    if (!window.take()) {
      console.debug(messages.analyticsDropped(window.dropped, ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS / 1000))
      return
    }
    client.post('e', buildErrorEvent(event, error, location, now())).catch(() => undefined)
  }
}
