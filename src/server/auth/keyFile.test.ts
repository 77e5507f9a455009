import { describe, expect, it } from 'vitest'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'

describe('the auth key file', () => {
  it('parses a generated file: 32-byte keys, current ids', () => {
    const keys = parseAuthKeyFile(generateAuthKeyFile())
    expect(keys.kek.current).toBe('k1')
    expect(keys.kek.keys.get('k1')).toHaveLength(32)
    expect(keys.recoveryKek.keys.get('r1')).toHaveLength(32)
    expect(keys.otpPepper).toHaveLength(32)
    expect(keys.emailIndexKey).toHaveLength(32)
  })

  it('says which field is wrong', () => {
    const good = JSON.parse(generateAuthKeyFile())
    expect(() => parseAuthKeyFile('{')).toThrow('auth key file: not JSON')
    expect(() => parseAuthKeyFile(JSON.stringify({ ...good, version: 2 }))).toThrow(/^auth key file: version: /)
    expect(() => parseAuthKeyFile(JSON.stringify({ ...good, otpPepper: 'c2hvcnQ=' }))).toThrow(
      'auth key file: otpPepper: must be 32 bytes in base64',
    )
    expect(() => parseAuthKeyFile(JSON.stringify({ ...good, kek: { ...good.kek, current: 'k2' } }))).toThrow(
      'auth key file: kek: current must name one of keys',
    )
  })

  it('names a nested field by its dotted path, and the whole file as (root)', () => {
    const good = JSON.parse(generateAuthKeyFile())
    const kek = { current: 'k1', keys: { k1: good.kek.keys.k1, k2: 'c2hvcnQ=' } }
    expect(() => parseAuthKeyFile(JSON.stringify({ ...good, kek }))).toThrow(
      'auth key file: kek.keys.k2: must be 32 bytes in base64',
    )
    expect(() => parseAuthKeyFile('[]')).toThrow(/^auth key file: \(root\): \S/)
  })
})
