import type { RefObject } from 'react'
import type { Virtualizer } from '@tanstack/react-virtual'

/** Where a key moves focus in a list of `total` rows from row `index` (-1: the search field); undefined: not ours. */
export function targetRow(key: string, index: number, total: number, pageRows: number): number | undefined {
  if (total === 0) return undefined
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(total - 1, index + 1)
    case 'ArrowUp':
    case 'ArrowLeft':
      return index <= 0 ? -1 : index - 1
    case 'Home':
      return index < 0 ? undefined : 0
    case 'End':
      return index < 0 ? undefined : total - 1
    case 'PageDown':
      return index < 0 ? undefined : Math.min(total - 1, index + pageRows)
    case 'PageUp':
      return index < 0 ? undefined : Math.max(0, index - pageRows)
    default:
      return undefined
  }
}

/** The elements a move acts on: the virtualiser, its list and the search field above it. */
export interface ArrowKeysTarget {
  virtualizer: Virtualizer<HTMLDivElement, Element>
  list: RefObject<HTMLUListElement | null>
  search: RefObject<HTMLInputElement | null>
}

/**
 * Moves focus for `key` from where focus is now (a row of the list, or the search field: -1) among
 * `total` rows: to the field, or to a row, which is scrolled into the DOM first and focused once the
 * virtualiser has rendered it (tried for up to 10 animation frames). Loaded on the first key press
 * (useArrowKeys.ts). Resolves once focus has moved (or the row never rendered).
 */
export function moveFocus(key: string, total: number, { virtualizer, list, search }: ArrowKeysTarget): Promise<void> {
  const active = (list.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement
  const row = active?.closest('li')?.getAttribute('aria-posinset')
  const target = targetRow(
    key,
    row ? Number(row) - 1 : -1,
    total,
    Math.max(1, virtualizer.getVirtualItems().length - 2),
  )
  if (target === undefined || target < 0) {
    if (target !== undefined) search.current?.focus()
    return Promise.resolve()
  }
  virtualizer.scrollToIndex(target, { align: 'auto' })
  return new Promise((resolve) => {
    const focusRow = (frames: number): void => {
      const button = list.current?.querySelector<HTMLButtonElement>(`li[aria-posinset="${target + 1}"] button`)
      if (button) button.focus()
      if (button || frames === 0) resolve()
      else requestAnimationFrame(() => focusRow(frames - 1))
    }
    focusRow(10)
  })
}
