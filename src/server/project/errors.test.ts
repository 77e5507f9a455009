import { describe, expect, it } from 'vitest'
import { PROJECT_SERVER_ERRORS, ProjectServerError } from './errors.js'

describe('ProjectServerError', () => {
  it('carries its name, message and status', () => {
    const error = new ProjectServerError(PROJECT_SERVER_ERRORS.unknownProject, 404)
    expect(error).toBeInstanceOf(Error)
    expect([error.name, error.message, error.status]).toEqual(['ProjectServerError', 'Unknown project', 404])
    expect(String(error)).toBe('ProjectServerError: Unknown project')
  })
})
