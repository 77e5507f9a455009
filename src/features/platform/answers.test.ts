import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { freshModule } from '../../core/__fixtures__/freshModule.js'

// Imported here too so that vitest's related-files search (Stryker runs only the tests it finds for
// the mutated files) sees this file: the fresh instances are imported by a computed URL.
import './answers.js'

// Each test evaluates answers.ts afresh: its schemas are module-level values, which Stryker would
// otherwise never run these tests against (see freshModule).
const fresh = () => freshModule<typeof import('./answers.js')>(new URL('./answers.js', import.meta.url))

const problem = (schema: v.GenericSchema, answer: unknown) => {
  const result = v.safeParse(schema, answer)
  return result.success ? undefined : result.issues[0].message
}

describe('the start-up answers’ checks say what was expected', () => {
  it('names the expected type of each field', async () => {
    const { analyticsConfigAnswer, configAnswer, originsAnswer } = await fresh()
    expect(problem(configAnswer, { latestVersion: 2 })).toBe('expected a string')
    expect(problem(originsAnswer, { allowedOrigins: 'https://app.test' })).toBe('expected an array')
    expect(problem(originsAnswer, { allowedOrigins: [1] })).toBe('expected a string')
    expect(problem(analyticsConfigAnswer, { isAnalyticsEnabled: 'yes' })).toBe('expected true or false')
  })

  it("takes 'eoa' and 'smartAccount' as the project's account type, and names them when refusing another", async () => {
    const { configAnswer } = await fresh()
    for (const preferredAccountType of ['eoa', 'smartAccount'])
      expect(problem(configAnswer, { embeddedWallet: { preferredAccountType } })).toBeUndefined()
    expect(problem(configAnswer, { embeddedWallet: { preferredAccountType: '' } })).toBe(
      'expected "eoa" or "smartAccount"',
    )
  })

  it('keeps only the flags this version knows', async () => {
    const { knownFlags } = await fresh()
    expect(knownFlags({ swaps: false, future: true } as never)).toEqual({ swaps: false })
  })
})
