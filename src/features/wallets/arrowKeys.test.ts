import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ArrowKeysTarget, moveFocus } from './arrowKeys.js'

/**
 * A list of rows without a DOM: `rendered` holds the rows (1-based aria-posinset) whose button the
 * virtualiser has rendered; `focused` says which element has focus ('search', a row number, or none).
 */
function fakeList({ total = 50, rendered = [] as number[], focusedRow = 0, visibleItems = 10 } = {}) {
  const state = { focused: (focusedRow > 0 ? focusedRow : undefined) as number | 'search' | undefined, lookups: 0 }
  const rows = new Set(rendered)
  const rowElement = (posinset: number) => ({
    getAttribute: (name: string) => (name === 'aria-posinset' ? String(posinset) : null),
  })
  const activeElement =
    focusedRow > 0
      ? { closest: (selector: string) => (selector === 'li' ? rowElement(focusedRow) : null) }
      : { closest: () => null }
  const list = {
    getRootNode: () => ({ activeElement }),
    querySelector: (selector: string) => {
      state.lookups++
      const match = /^li\[aria-posinset="(\d+)"\] button$/.exec(selector)
      const row = match ? Number(match[1]) : 0
      return rows.has(row) ? { focus: () => (state.focused = row) } : null
    },
  }
  const search = { focus: () => (state.focused = 'search') }
  const virtualizer = {
    getVirtualItems: () => Array.from({ length: visibleItems }, (_, index) => ({ index })),
    scrollToIndex: vi.fn(),
  }
  const target = { virtualizer, list: { current: list }, search: { current: search } } as unknown as ArrowKeysTarget
  return { target, state, rows, virtualizer, total, move: (key: string) => moveFocus(key, total, target) }
}

let frames: (() => void)[]
beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
})
afterEach(() => vi.unstubAllGlobals())
/** Runs queued animation frames until none is left; returns how many ran. */
const runFrames = () => {
  let count = 0
  while (frames.length > 0) {
    frames.shift()!()
    count++
  }
  return count
}

describe('moveFocus (AllWallets by keyboard)', () => {
  it('moves from the search field to the first row, scrolling it into the list first', async () => {
    const list = fakeList({ rendered: [1, 2] })
    await list.move('ArrowDown')
    expect(list.virtualizer.scrollToIndex).toHaveBeenCalledWith(0, { align: 'auto' })
    expect(list.state.focused).toBe(1)
  })

  it('moves from the focused row to the next and the previous one', async () => {
    const down = fakeList({ focusedRow: 3, rendered: [2, 3, 4] })
    await down.move('ArrowDown')
    expect(down.state.focused).toBe(4)
    const up = fakeList({ focusedRow: 3, rendered: [2, 3, 4] })
    await up.move('ArrowUp')
    expect(up.state.focused).toBe(2)
    expect(up.virtualizer.scrollToIndex).toHaveBeenCalledWith(1, { align: 'auto' })
  })

  it('goes back to the search field from the first row, without scrolling the list', async () => {
    const list = fakeList({ focusedRow: 1, rendered: [1, 2] })
    await list.move('ArrowUp')
    expect(list.state.focused).toBe('search')
    expect(list.virtualizer.scrollToIndex).not.toHaveBeenCalled()
  })

  it('leaves focus alone for a key that is not its own', async () => {
    const list = fakeList({ focusedRow: 3, rendered: [1, 2, 3, 4] })
    await list.move('Home')
    expect(list.state.focused).toBe(1)
    const other = fakeList({ focusedRow: 3, rendered: [1, 2, 3, 4] })
    await other.move('a')
    expect(other.state.focused).toBe(3)
    expect(other.virtualizer.scrollToIndex).not.toHaveBeenCalled()
    const fromField = fakeList({ rendered: [1] })
    await fromField.move('End')
    expect(fromField.state.focused).toBeUndefined()
  })

  it('pages by the rendered rows less two, and by at least one row', async () => {
    const page = fakeList({ focusedRow: 1, visibleItems: 10, rendered: [9] })
    await page.move('PageDown')
    expect(page.state.focused).toBe(9)
    const short = fakeList({ focusedRow: 1, visibleItems: 2, rendered: [2] })
    await short.move('PageDown')
    expect(short.state.focused).toBe(2)
  })

  it('focuses a row once the virtualiser renders it, a few frames later', async () => {
    const list = fakeList({ focusedRow: 1 })
    const moved = list.move('End')
    expect(list.state.focused).toBe(1)
    frames.shift()!()
    list.rows.add(50)
    frames.shift()!()
    await moved
    expect(list.state.focused).toBe(50)
    expect(frames).toHaveLength(0)
  })

  it('gives up after ten more frames when the row never renders', async () => {
    const list = fakeList({ focusedRow: 1 })
    const moved = list.move('End')
    expect(runFrames()).toBe(10)
    await moved
    expect(list.state.lookups).toBe(11)
    expect(list.state.focused).toBe(1)
  })
})
