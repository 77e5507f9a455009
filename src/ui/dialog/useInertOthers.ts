import { useLayoutEffect } from 'react'
import { inertOthers } from './focus.js'

/** While mounted and `enabled` (default true), every branch of the host page that does not hold `host` is inert (no Tab, no pointer). */
export function useInertOthers(host: Element, enabled = true): void {
  useLayoutEffect(() => (enabled ? inertOthers(host) : undefined), [host, enabled])
}
