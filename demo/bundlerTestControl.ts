import type { DemoRoute } from './embedded/demoRoutes.js'

/** The test control's path: `POST` → 204 once every bundler runs afresh. */
export const BUNDLERS_RESTART_PATH = '/__test/bundlers/restart'

/**
 * With DEMO_TEST_CONTROLS=1 only (Playwright sets it): `POST /__test/bundlers/restart` starts each
 * anvil's bundler afresh on its port (`LocalStack.restartBundlers`), so a test that needs its
 * UserOperations to land is not served by an Alto that still counts on blocks an earlier test's
 * chain revert undid. Answers 204 when done (also without bundlers), 500 with the reason if a start failed.
 */
export function bundlerTestControl(stack: { restartBundlers(): Promise<void> }): DemoRoute {
  return async (request, response) => {
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://localhost').pathname !== BUNDLERS_RESTART_PATH)
      return false
    try {
      await stack.restartBundlers()
      response.writeHead(204).end()
    } catch (error) {
      response
        .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(error instanceof Error ? error.message : String(error))
    }
    return true
  }
}
