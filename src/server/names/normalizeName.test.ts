import { describe, expect, it } from 'vitest'
import { isRegistrableLabel, NAME_RULE, previewLabel } from '../../core/names/nameRule.js'
import { labelOfName, normalizeLabel } from './normalizeName.js'

const SUFFIX = 'modal.id'

describe('name normalisation (ENSIP-15) and the rule (spec section 5)', () => {
  it.each([
    ['alice1234', 'alice1234'],
    ['Alice-1', 'alice-1'],
    ['  BOB0  ', 'bob0'],
    ['alice1234.modal.id', 'alice1234'],
    ['ALICE1234.MODAL.ID', 'alice1234'],
    ['bob12.modal.id', 'bob12'],
    [' carol-1.modal.id ', 'carol-1'],
    ['a-b-c', 'a-b-c'],
  ])('accepts %j as %j', (input, label) => {
    expect(normalizeLabel(input, SUFFIX)).toBe(label)
  })

  it.each([
    ['3 characters', 'abc'],
    ['an underscore inside', 'ali_ce'],
    ['an emoji', 'alice😀'],
    ['a letter outside ASCII', 'alicé'],
    ['a space inside', 'ali ce'],
    ['nothing', ''],
    ['64 characters', 'a'.repeat(64)],
    ['hyphens in places 3 and 4 (ENSIP-15)', 'ab--cd'],
  ])('refuses %s with the rule', (_, input) => {
    expect(() => normalizeLabel(input, SUFFIX)).toThrow(NAME_RULE)
  })

  it('keeps the normalisation error as the cause of the refusal, and has none for a broken rule', () => {
    const unnormalisable = (() => {
      try {
        normalizeLabel('ali_ce', SUFFIX)
      } catch (error) {
        return error
      }
    })()
    expect(unnormalisable).toMatchObject({
      name: 'NameServiceError',
      message: NAME_RULE,
      status: 400,
      cause: expect.any(Error),
    })
    const short = (() => {
      try {
        normalizeLabel('abc', SUFFIX)
      } catch (error) {
        return error
      }
    })() as Error
    expect(short).toMatchObject({ message: NAME_RULE, status: 400 })
    expect(short.cause).toBeUndefined()
  })

  it('refuses a name under another suffix', () => {
    expect(() => normalizeLabel('alice1234.eth', SUFFIX)).toThrow('Name is not under this service')
  })

  it('finds the label of a full name under the suffix or a legacy one, else undefined', () => {
    expect(labelOfName('Alice1234.modal.id', [SUFFIX, 'old.id'])).toBe('alice1234')
    expect(labelOfName('alice1234.old.id', [SUFFIX, 'old.id'])).toBe('alice1234')
    expect(labelOfName('  Bob12.modal.id  ', [SUFFIX])).toBe('bob12')
    expect(labelOfName('alice1234.eth', [SUFFIX])).toBeUndefined()
    expect(labelOfName('abc.modal.id', [SUFFIX])).toBeUndefined()
    expect(labelOfName('x.y.modal.id', [SUFFIX])).toBeUndefined()
    expect(labelOfName('bad_name.modal.id', [SUFFIX])).toBeUndefined()
  })

  it('previews what the visitor typed the way the service will see it (ASCII)', () => {
    expect(previewLabel(' Alice1234.Modal.ID ', SUFFIX)).toBe('alice1234')
    expect(isRegistrableLabel(previewLabel('ABC', SUFFIX))).toBe(false)
    expect(isRegistrableLabel(previewLabel('ab_cd', SUFFIX))).toBe(false)
    expect(isRegistrableLabel(previewLabel('AB-CD', SUFFIX))).toBe(true)
  })
})
