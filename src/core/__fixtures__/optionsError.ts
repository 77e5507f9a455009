/** Test support (tests only): the message of the options error the core tests expect. */
import { expect } from 'vitest'
import { parseOptions } from '../optionsSchema.js'

/** The message `parseOptions` throws for `input`, after checking it is an `INVALID_OPTIONS` error; fails when nothing is thrown. */
export const optionsError = (input: unknown): string => {
  try {
    parseOptions(input)
  } catch (e) {
    expect(e).toMatchObject({ code: 'INVALID_OPTIONS' })
    return (e as Error).message
  }
  throw new Error('no error')
}
