import { useRef, type KeyboardEvent } from 'react'
import type { ArrowKeysTarget } from './arrowKeys.js'

/** The keys that move focus through the list (arrowKeys.ts says where). */
const MOVES = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/

/**
 * Arrow keys through a virtualised list of buttons (AllWallets), as a listbox-like roving focus:
 * Down/Right to the next row (from the search field to the first), Up/Left to the previous (from the
 * first back to the search field), Home/End, PageUp/PageDown; the target row is scrolled into the DOM
 * first, then focused. Enter and Space press the focused button as buttons do. In the search field
 * only Down acts (the other keys edit its text). The moves (arrowKeys.ts) load on the first key
 * press and run in turn, each from where the one before left focus, so no key press is lost.
 * @returns the keydown handler for the field and the list.
 */
export function useArrowKeys(total: number, target: ArrowKeysTarget) {
  const turn = useRef<Promise<unknown>>(Promise.resolve())
  return (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event
    const inField = !(event.target as HTMLElement).closest('li')
    if (total === 0 || !MOVES.test(key) || (inField && key !== 'ArrowDown')) return
    event.preventDefault()
    turn.current = turn.current
      .then(() => import('./arrowKeys.js'))
      .then(
        ({ moveFocus }) => moveFocus(key, total, target),
        () => undefined,
      )
  }
}
