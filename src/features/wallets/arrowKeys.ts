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
 * Moves focus for `key` pressed on row `index` (-1: the search field) of `total` rows: to the field,
 * or to a row, which is scrolled into the DOM first and focused once the virtualiser has rendered it
 * (tried for up to 10 animation frames). Loaded on the first key press (useArrowKeys.ts).
 */
export function moveFocus(key: string, index: number, total: number, { virtualizer, list, search }: ArrowKeysTarget): void {
  const target = targetRow(key, index, total, Math.max(1, virtualizer.getVirtualItems().length - 2))
  if (target === undefined) return
  if (target < 0) return search.current?.focus()
  virtualizer.scrollToIndex(target, { align: 'auto' })
  const focusRow = (frames: number): void => {
    const button = list.current?.querySelector<HTMLButtonElement>(`li[aria-posinset="${target + 1}"] button`)
    if (button) button.focus()
    else if (frames > 0) requestAnimationFrame(() => focusRow(frames - 1))
  }
  focusRow(10)
}
