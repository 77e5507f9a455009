import { useLayoutEffect } from 'react'
import { inertOthers } from './focus.js'

/** While mounted, every branch of the host page that does not hold `host` is inert (no Tab, no pointer). */
export function useInertOthers(host: Element): void {
  useLayoutEffect(() => inertOthers(host), [host])
}
