import { describe, expect, it } from 'vitest'
import { WalletModalError } from '../errors.js'
import { NAME_ERRORS, NameError } from './nameErrors.js'

describe('NameError', () => {
  it('is a WalletModalError named NameError with code NAME_ERROR, its cause and refusal', () => {
    const cause = new Error('HTTP status code: 500')
    const error = new NameError(NAME_ERRORS.resolving, { cause })
    expect(error).toBeInstanceOf(WalletModalError)
    expect(error.name).toBe('NameError')
    expect(String(error)).toBe('NameError: Error resolving name')
    expect(error).toMatchObject({ code: 'NAME_ERROR', cause, refusal: undefined })
  })
})
