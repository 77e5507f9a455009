import type { ConsoleMessage, Page } from '@playwright/test'
import type { ErrorEventBody } from '../../src/core/analytics/errorEvent.js'
import type { FeatureFlags } from '../../src/core/features.js'
import { DEMO_OPERATOR_TOKEN, PROJECT_MOUNT } from '../../demo/project/demo-project.js'
import { STACK } from '../fixtures.js'

/** A project config as the operator's `PUT /api/project/admin/projects/:projectId` takes it. */
export interface ProjectConfig {
  allowedOrigins?: string[]
  features?: FeatureFlags
  analytics?: boolean
  latestVersion?: string
  embeddedWallet?: { preferredAccountType?: 'eoa' | 'smartAccount' }
}

let projects = 0

/**
 * Creates a project of its own on the demo's project service (as its operator would), so a test's
 * flags, origins and events are nobody else's and a repeated run starts empty. Resolves its id.
 */
export async function createProject(config: ProjectConfig): Promise<string> {
  const projectId = `e2e-${process.pid}-${Date.now()}-${++projects}`
  const response = await fetch(`${STACK.demoUrl}${PROJECT_MOUNT}/admin/projects/${projectId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${DEMO_OPERATOR_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  })
  if (!response.ok) throw new Error(`creating project ${projectId}: HTTP ${response.status} ${await response.text()}`)
  return projectId
}

/** One event as the operator's `GET /api/project/e` lists it. */
export type ListedEvent = ErrorEventBody & { receivedAt: string; st: string; sv: string }

/** The project's stored error events, as its operator reads them. */
export async function storedEvents(projectId: string): Promise<{ total: number; events: ListedEvent[] }> {
  const response = await fetch(`${STACK.demoUrl}${PROJECT_MOUNT}/e?projectId=${projectId}&limit=1000`, {
    headers: { Authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` },
  })
  if (!response.ok) throw new Error(`listing events of ${projectId}: HTTP ${response.status}`)
  return (await response.json()) as { total: number; events: ListedEvent[] }
}

/** Records the page's console messages (all frames) from now on; returns the live list. */
export function recordConsole(page: Page): { type: string; text: string }[] {
  const messages: { type: string; text: string }[] = []
  page.on('console', (message: ConsoleMessage) => messages.push({ type: message.type(), text: message.text() }))
  return messages
}

/** The demo page's origin (where the modal runs), e.g. 'http://127.0.0.1:14273'. */
export const DEMO_ORIGIN = new URL(STACK.demoUrl).origin
