import { describe, expect, it } from 'vitest'
import { suggestionCandidates } from './suggestions.js'

describe('name suggestions', () => {
  it('offers the query itself first, then numbered variants', () => {
    expect(suggestionCandidates('Alice', 'modal.id')).toEqual(['alice', 'alice1', 'alice2', 'alice3', 'alice4'])
  })

  it('drops the suffix when typed in full', () => {
    expect(suggestionCandidates('alice1234.modal.id', 'modal.id', 2)).toEqual(['alice1234', 'alice12341'])
    expect(suggestionCandidates('bob12.modal.id', 'modal.id', 2)).toEqual(['bob12', 'bob121'])
  })

  it('trims what the visitor typed', () => {
    expect(suggestionCandidates('  Alice  ', 'modal.id', 2)).toEqual(['alice', 'alice1'])
  })

  it('numbers the query without the characters outside the rule and without hyphens at its ends', () => {
    expect(suggestionCandidates('alicé', 'modal.id', 2)).toEqual(['alic1', 'alic2'])
    expect(suggestionCandidates('a-b-c', 'modal.id', 2)).toEqual(['a-b-c', 'a-b-c1'])
    expect(suggestionCandidates('--abc--', 'modal.id', 3)).toEqual(['--abc--', 'abc1', 'abc2'])
  })

  it('cuts a long query to 61 characters, so the numbered variants still fit 63', () => {
    const long = 'a'.repeat(70)
    expect(suggestionCandidates(long, 'modal.id', 2)).toEqual([`${'a'.repeat(61)}1`, `${'a'.repeat(61)}2`])
  })

  it('skips a variant that ENSIP-15 would not keep as it is', () => {
    // 'é' dropped leaves hyphens in places 3 and 4, which ENSIP-15 refuses.
    expect(suggestionCandidates('abé--x', 'modal.id', 3)).toEqual([])
  })

  it('offers at most count, trying up to count × 2 numbers', () => {
    expect(suggestionCandidates('alice', 'modal.id', 0)).toEqual([])
    expect(suggestionCandidates('ab', 'modal.id', 5)).toEqual(['ab10'])
    expect(suggestionCandidates('alice', 'modal.id', 1)).toEqual(['alice'])
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
    // Even when enough numbers alone would pass the rule.
    expect(suggestionCandidates('😀', 'modal.id', 600)).toEqual([])
  })
})
