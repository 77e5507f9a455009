import { describe, expect, it } from 'vitest'
import { buildUrl } from './url.js'

describe('buildUrl: one slash between base and path', () => {
  it('however many slashes the base ends with or the path starts with', () => {
    expect(buildUrl('https://api.test/v1//', 'getWallets')).toBe('https://api.test/v1/getWallets')
    expect(buildUrl('https://api.test/v1', '//getWallets')).toBe('https://api.test/v1/getWallets')
    expect(buildUrl('/api///', '///e', { projectId: 'p' })).toBe('/api/e?projectId=p')
  })
})
