import { describe, expect, it } from 'vitest'
import { isOlderVersion } from './version.js'

describe('isOlderVersion: what counts as a version', () => {
  it('reads multi-digit majors, surrounding whitespace and build metadata', () => {
    expect(isOlderVersion('9.0.0', '10.0.0')).toBe(true)
    expect(isOlderVersion(' 0.1.0\n', '0.2.0')).toBe(true)
    expect(isOlderVersion('1.0.0+build.5', '1.0.1')).toBe(true)
    expect(isOlderVersion('1.0.0', 'v1.0.1+sha.0a1b2c')).toBe(true)
  })

  it('gives no warning for text around a version', () => {
    expect(isOlderVersion('x0.1.0', '0.2.0')).toBe(false)
    expect(isOlderVersion('0.1.0', '0.2.0-latest!')).toBe(false)
    expect(isOlderVersion('0.1.0', 'release 0.2.0')).toBe(false)
    expect(isOlderVersion('0.1.0 (old)', '0.2.0')).toBe(false)
  })

  it('a later pre-release is not older, nor one that compares equal', () => {
    expect(isOlderVersion('1.0.0-beta.10', '1.0.0-beta.2')).toBe(false)
    expect(isOlderVersion('1.0.0-rc.1', '1.0.0-beta.9')).toBe(false)
    expect(isOlderVersion('1.0.0-beta.01', '1.0.0-beta.1')).toBe(false)
  })
})
