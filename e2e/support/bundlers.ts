import { expect, type APIRequestContext } from '@playwright/test'
import { BUNDLERS_RESTART_PATH } from '../../demo/bundlerTestControl.js'
import { STACK } from '../fixtures.js'

/**
 * Starts the stack's bundlers afresh (the demo's test control): call it first in a test whose
 * UserOperations must land, since Alto keeps counting on blocks an earlier test's revert undid.
 */
export async function restartBundlers(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${STACK.demoUrl}${BUNDLERS_RESTART_PATH}`, { timeout: 60_000 })
  expect(response.status(), await response.text()).toBe(204)
}
