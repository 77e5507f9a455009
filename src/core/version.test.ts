import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from './constants.js'
import { isOlderVersion } from './version.js'
import packageJson from '../../package.json' with { type: 'json' }

describe('isOlderVersion (spec section 8, outdated-version warning)', () => {
  it.each([
    // Major, minor and patch compare numerically; a leading v is read.
    ['0.1.0', '0.2.0', true],
    ['0.9.0', '0.10.0', true],
    ['1.2.3', '1.2.10', true],
    ['2.0.0', '1.99.99', false],
    ['0.1.0', '0.1.0', false],
    ['0.1.0', 'v0.1.1', true],
    // A pre-release comes before its release; a later one, or one that compares equal, is not older.
    ['1.0.0-beta.2', '1.0.0', true],
    ['1.0.0', '1.0.0-beta.2', false],
    ['1.0.0-beta.2', '1.0.0-beta.10', true],
    ['1.0.0-beta.10', '1.0.0-beta.2', false],
    ['1.0.0-rc.1', '1.0.0-beta.9', false],
    ['1.0.0-beta.01', '1.0.0-beta.1', false],
    // Multi-digit majors, surrounding whitespace and build metadata are read.
    ['9.0.0', '10.0.0', true],
    [' 0.1.0\n', '0.2.0', true],
    ['1.0.0+build.5', '1.0.1', true],
    ['1.0.0', 'v1.0.1+sha.0a1b2c', true],
    // What it cannot read, or text around a version, gives no warning.
    ['0.1.0', 'latest', false],
    ['0.1', '0.2.0', false],
    ['x0.1.0', '0.2.0', false],
    ['0.1.0', '0.2.0-latest!', false],
    ['0.1.0', 'release 0.2.0', false],
    ['0.1.0 (old)', '0.2.0', false],
  ])('%j older than %j: %s', (current, latest, older) => {
    expect(isOlderVersion(current, latest)).toBe(older)
  })

  it('SDK_VERSION is the package version', () => {
    expect(SDK_VERSION).toBe(packageJson.version)
  })
})
