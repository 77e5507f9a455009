import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
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

/**
 * Arrow keys through a virtualised list of buttons (AllWallets), as a listbox-like roving focus:
 * Down/Right to the next row (from the search field to the first), Up/Left to the previous (from the
 * first back to the search field), Home/End, PageUp/PageDown; the target row is scrolled into the DOM
 * first, then focused. Enter and Space press the focused button as buttons do.
 * @returns the keydown handler for the field and the list.
 */
export function useArrowKeys(virtualizer: Virtualizer<HTMLDivElement, Element>, total: number, list: RefObject<HTMLUListElement | null>, search: RefObject<HTMLInputElement | null>) {
  const pending = useRef<number | undefined>(undefined)
  const items = virtualizer.getVirtualItems()
  useEffect(() => {
    if (pending.current === undefined) return
    const button = list.current?.querySelector<HTMLButtonElement>(`li[aria-posinset="${pending.current + 1}"] button`)
    if (!button) return
    pending.current = undefined
    button.focus()
  })
  return (event: KeyboardEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest('li')?.getAttribute('aria-posinset')
    const index = row ? Number(row) - 1 : -1
    // In the field, only Down leaves it (the other keys edit the text).
    if (index < 0 && event.key !== 'ArrowDown') return
    const target = targetRow(event.key, index, total, Math.max(1, items.length - 2))
    if (target === undefined) return
    event.preventDefault()
    if (target < 0) return search.current?.focus()
    pending.current = target
    virtualizer.scrollToIndex(target, { align: 'auto' })
    const button = list.current?.querySelector<HTMLButtonElement>(`li[aria-posinset="${target + 1}"] button`)
    if (button) {
      pending.current = undefined
      button.focus()
    }
  }
}
