import { normalize } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { checkLabel } from './checkLabel.js'
import { NAME_LABEL_PATTERN } from './nameRule.js'

const SUFFIX = 'modal.id'

describe('checkLabel (ENSIP-15 before the rule)', () => {
  it("'ab--cd' passes the on-screen rule's pattern, but ENSIP-15 refuses it: the problem is named 'hyphens'", () => {
    expect(NAME_LABEL_PATTERN.test('ab--cd')).toBe(true)
    expect(() => normalize('ab--cd')).toThrow(/label extension/)
    expect(checkLabel('ab--cd', SUFFIX)).toEqual({ label: 'ab--cd', problem: 'hyphens' })
    expect(checkLabel('AB--CD.modal.id', SUFFIX)).toEqual({ label: 'ab--cd', problem: 'hyphens' })
    expect(checkLabel('xn--abcd', SUFFIX).problem).toBe('hyphens')
  })

  it('full-width and compatibility forms are taken as their ENSIP-15 normalised name', () => {
    expect(checkLabel('ＡＢＣＤ', SUFFIX)).toEqual({ label: 'abcd' })
    expect(checkLabel('Ⅻabcd', SUFFIX)).toEqual({ label: 'xiiabcd' })
    expect(checkLabel('ＡＬＩＣＥ.Modal.id', SUFFIX)).toEqual({ label: 'alice' })
    // The same labels the service computes (viem's normalize over the same library).
    expect(normalize('ＡＢＣＤ')).toBe('abcd')
    expect(normalize('Ⅻabcd')).toBe('xiiabcd')
  })

  it('the rule still decides the rest: too short, "_", an emoji, another suffix; nothing typed says nothing', () => {
    expect(checkLabel('abc', SUFFIX)).toEqual({ label: 'abc', problem: 'rule' })
    expect(checkLabel('ali_ce', SUFFIX)).toEqual({ label: 'ali_ce', problem: 'rule' })
    expect(checkLabel('ab_c', SUFFIX).problem).toBe('rule')
    expect(checkLabel('abcd😀', SUFFIX).problem).toBe('rule')
    expect(checkLabel('alice.other', SUFFIX).problem).toBe('rule')
    expect(checkLabel('   ', SUFFIX)).toEqual({ label: '' })
    expect(checkLabel('  Alice-1234 ', SUFFIX)).toEqual({ label: 'alice-1234' })
  })
})
