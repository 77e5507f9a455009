import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

/** The running test's container: a `<div>` in the document's body (see {@link freshRootPerTest}). */
export let container: HTMLElement
/** The running test's React root, rendering into {@link container}. */
export let root: Root

/**
 * For the calling test file: a fresh {@link container} and {@link root} before each test (React's
 * act environment on), unmounted and the body emptied after it. Call once at the file's top level.
 */
export function freshRootPerTest(): void {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    document.body.replaceChildren()
  })
}
