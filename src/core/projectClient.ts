/**
 * The HTTP client of one instance's project service (the `project` option): core/http.ts
 * bound to `project.api`, appending spec section 7's `projectId`, `st`, `sv` and `clientId` to every
 * call. Created on first use and kept per store and project, so the start-up fetches, error
 * analytics and the image endpoints share its in-flight de-duplication.
 */
import { SDK_TYPE, SDK_VERSION_PARAM } from './constants.js'
import type { ModalContext } from './context.js'
import { clientIdOf } from './clientId.js'
import { createHttpClient, type HttpClient } from './http.js'
import type { ProjectOptions } from './options.js'
import type { ModalStore } from './store.js'

const clients = new WeakMap<ModalStore, { project: ProjectOptions; client: HttpClient }>()

/** The instance's project client, or undefined without a `project` option. */
export function projectClientOf(context: ModalContext): HttpClient | undefined {
  const project = context.store.getState().options.project
  if (!project) return undefined
  const known = clients.get(context.store)
  if (known?.project === project) return known.client
  const client = createHttpClient({
    baseUrl: project.api,
    clientId: clientIdOf(context),
    params: { projectId: project.projectId, st: SDK_TYPE, sv: SDK_VERSION_PARAM },
  })
  clients.set(context.store, { project, client })
  return client
}
