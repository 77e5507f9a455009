import { describe, expect, it } from 'vitest'
import { signPrefix } from './signPrefix.js'

describe('signPrefix (spec 9)', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('%s → +, whatever the direction', (type) => {
    expect(signPrefix(type)).toBe('+')
    expect(signPrefix(type, 'out')).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])('%s → -, whatever the direction', (type) => {
    expect(signPrefix(type)).toBe('-')
    expect(signPrefix(type, 'in')).toBe('-')
  })

  it('signs a send by its direction (out → -), unsigned without one', () => {
    expect(signPrefix('send')).toBe('')
    expect(signPrefix('send', 'out')).toBe('-')
  })

  it.each(['execute', 'trade', 'mint', 'approve', 'stake'])('%s follows the transfer direction', (type) => {
    expect(signPrefix(type, 'in')).toBe('+')
    expect(signPrefix(type, 'out')).toBe('-')
    expect(signPrefix(type, 'self')).toBe('')
    expect(signPrefix(type)).toBe('')
  })
})
