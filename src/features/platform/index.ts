/**
 * The operator's platform feature's public face (spec sections 7 and 8): the start-up
 * fetches of a configured `project` (remote config and feature flags, allowed origins, error
 * analytics config; startPlatform.ts, its own chunk, loaded only when a project is configured) and
 * the "origin not allowed" notice (its own chunk, loaded only when the origin is not allowed).
 */
import { lazy } from 'react'
import type { ModalContext } from '../../core/context.js'
import type { ModalState } from '../../core/store.js'

/** The "origin not allowed" notice over every view (render inside Suspense). */
export const OriginNotice = lazy(() => import('./OriginNotice.js'))

/**
 * Runs the project's start-up (startPlatform.ts) once per configured project (`project.api` and
 * `projectId`), when `setOptions` first sets one or changes it; without a `project` option nothing
 * loads and nothing is fetched. Returns the unsubscribe function.
 */
export function watchProjectLazily(context: ModalContext): () => void {
  let started: string | undefined
  const check = ({ options: { project } }: ModalState) => {
    const key = project && `${project.api} ${project.projectId}`
    if (!key || key === started) return
    started = key
    void import('./startPlatform.js').then((m) => m.startPlatform(context))
  }
  check(context.store.getState())
  return context.store.subscribe(check)
}
