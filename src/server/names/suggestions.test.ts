import { describe, expect, it } from 'vitest'
import { suggestionCandidates } from './suggestions.js'

describe('name suggestions', () => {
  it('offers the query itself first, then numbered variants', () => {
    expect(suggestionCandidates('Alice', 'modal.id')).toEqual(['alice', 'alice1', 'alice2', 'alice3', 'alice4'])
  })

  it('drops the suffix when typed in full', () => {
    expect(suggestionCandidates('alice1234.modal.id', 'modal.id', 2)).toEqual(['alice1234', 'alice12341'])
  })

  it('offers registrable variants of a query that fails the rule', () => {
    expect(suggestionCandidates('abc', 'modal.id', 3)).toEqual(['abc1', 'abc2', 'abc3'])
    expect(suggestionCandidates('ab', 'modal.id', 2)).toEqual([])
    expect(suggestionCandidates('ab', 'modal.id', 20)).toContain('ab10')
  })

  it('offers nothing for input that does not normalise or keeps no letters or digits', () => {
    expect(suggestionCandidates('ali_ce', 'modal.id')).toEqual([])
    expect(suggestionCandidates('😀😀', 'modal.id')).toEqual([])
    expect(suggestionCandidates('', 'modal.id')).toEqual([])
  })
})
