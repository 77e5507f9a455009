import { describe, expect, it } from 'vitest'
import { targetRow } from './arrowKeys.js'

describe('targetRow (AllWallets by keyboard)', () => {
  it('moves down and up, from the field into the list and back, clamped at the ends', () => {
    expect(targetRow('ArrowDown', -1, 5, 4)).toBe(0)
    expect(targetRow('ArrowDown', 3, 5, 4)).toBe(4)
    expect(targetRow('ArrowDown', 4, 5, 4)).toBe(4)
    expect(targetRow('ArrowRight', 1, 5, 4)).toBe(2)
    expect(targetRow('ArrowUp', 2, 5, 4)).toBe(1)
    expect(targetRow('ArrowUp', 0, 5, 4)).toBe(-1)
    expect(targetRow('ArrowLeft', 0, 5, 4)).toBe(-1)
  })
  it('jumps with Home, End and the page keys inside the list only', () => {
    expect(targetRow('Home', 3, 50, 8)).toBe(0)
    expect(targetRow('End', 3, 50, 8)).toBe(49)
    expect(targetRow('PageDown', 3, 50, 8)).toBe(11)
    expect(targetRow('PageDown', 45, 50, 8)).toBe(49)
    expect(targetRow('PageUp', 3, 50, 8)).toBe(0)
    expect(targetRow('Home', -1, 50, 8)).toBeUndefined()
    expect(targetRow('End', -1, 50, 8)).toBeUndefined()
  })
  it('pages up by pageRows from the middle, and pages only from inside the list', () => {
    expect(targetRow('PageUp', 20, 50, 8)).toBe(12)
    expect(targetRow('PageDown', 20, 50, 8)).toBe(28)
    expect(targetRow('PageUp', -1, 50, 8)).toBeUndefined()
    expect(targetRow('PageDown', -1, 50, 8)).toBeUndefined()
  })
  it('jumps from the first row too: it is in the list', () => {
    expect(targetRow('Home', 0, 50, 8)).toBe(0)
    expect(targetRow('End', 0, 50, 8)).toBe(49)
    expect(targetRow('PageDown', 0, 50, 8)).toBe(8)
    expect(targetRow('PageUp', 0, 50, 8)).toBe(0)
  })
  it('keeps focus in the field on the way up from it', () => {
    expect(targetRow('ArrowUp', -1, 5, 4)).toBe(-1)
  })
  it('ignores other keys and an empty list', () => {
    expect(targetRow('a', 2, 5, 4)).toBeUndefined()
    expect(targetRow('ArrowDown', -1, 0, 4)).toBeUndefined()
    expect(targetRow('Home', 2, 0, 4)).toBeUndefined()
    expect(targetRow('ArrowUp', 2, 0, 4)).toBeUndefined()
  })
})
