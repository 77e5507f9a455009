import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { analyticsConfigAnswer, configAnswer, knownFlags, originsAnswer } from './answers.js'

const problem = (schema: v.GenericSchema, answer: unknown) => {
  const result = v.safeParse(schema, answer)
  return result.success ? undefined : result.issues[0].message
}

describe('the start-up answers’ checks say what was expected', () => {
  it('names the expected type of each field', () => {
    expect(problem(configAnswer, { latestVersion: 2 })).toBe('expected a string')
    expect(problem(originsAnswer, { allowedOrigins: 'https://app.test' })).toBe('expected an array')
    expect(problem(originsAnswer, { allowedOrigins: [1] })).toBe('expected a string')
    expect(problem(analyticsConfigAnswer, { isAnalyticsEnabled: 'yes' })).toBe('expected true or false')
  })

  it('keeps only the flags this version knows', () => {
    expect(knownFlags({ swaps: false, future: true } as never)).toEqual({ swaps: false })
  })
})
