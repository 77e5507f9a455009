import { describe, expect, it } from 'vitest'
import { EnvelopeError, openRecord, openText, sealRecord, sealText } from './envelope.js'
import { generateAuthKeyFile, parseAuthKeyFile, type Keyring } from './keyFile.js'

const keys = parseAuthKeyFile(generateAuthKeyFile())
const binding = { user: 'u1', device: 'd1', kind: 'device-auth-share' }
const secret = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])

describe('sealed records', () => {
  it('open with the same keyring and binding', () => {
    const sealed = sealRecord(keys.kek, secret, binding)
    expect(openRecord(keys.kek, sealed, binding)).toEqual(secret)
    expect(openText(keys.kek, sealText(keys.kek, 'a@b.co', binding), binding)).toBe('a@b.co')
  })

  it('hold no clear text and a fresh data key each time', () => {
    const one = sealText(keys.kek, 'alice@example.com', binding)
    const two = sealText(keys.kek, 'alice@example.com', binding)
    expect(one).not.toContain('alice')
    expect(JSON.parse(one).dek).not.toBe(JSON.parse(two).dek)
    expect(JSON.parse(one).kid).toBe('k1')
  })

  it.each([
    ['another user', { ...binding, user: 'u2' }],
    ['another device', { ...binding, device: 'd2' }],
    ['another kind', { ...binding, kind: 'recovery-share' }],
    ['a shifted field', { user: 'u1d1', device: '', kind: 'device-auth-share' }],
  ])('refuse to open under %s (AAD mismatch)', (_, other) => {
    const sealed = sealRecord(keys.kek, secret, binding)
    expect(() => openRecord(keys.kek, sealed, other)).toThrow(new EnvelopeError('envelope: authentication failed'))
  })

  it('refuse tampered bytes, another keyring, an unknown key id and garbage', () => {
    const sealed = JSON.parse(sealRecord(keys.kek, secret, binding))
    const flipped = Buffer.from(sealed.data, 'base64url')
    flipped[14]! ^= 1
    expect(() => openRecord(keys.kek, JSON.stringify({ ...sealed, data: flipped.toString('base64url') }), binding)).toThrow('envelope: authentication failed')
    const other: Keyring = { current: 'k1', keys: new Map([['k1', new Uint8Array(32)]]) }
    expect(() => openRecord(other, JSON.stringify(sealed), binding)).toThrow('envelope: authentication failed')
    expect(() => openRecord(keys.kek, JSON.stringify({ ...sealed, kid: 'k9' }), binding)).toThrow('envelope: unknown key id k9')
    expect(() => openRecord(keys.kek, 'not json', binding)).toThrow('envelope: malformed')
    expect(() => openRecord(keys.kek, '{"v":2}', binding)).toThrow('envelope: malformed')
  })

  it('stay readable after rotation while the old key id is listed', () => {
    const old = sealRecord(keys.kek, secret, binding)
    const rotated: Keyring = { current: 'k2', keys: new Map([...keys.kek.keys, ['k2', new Uint8Array(32).fill(9)]]) }
    expect(openRecord(rotated, old, binding)).toEqual(secret)
    expect(JSON.parse(sealRecord(rotated, secret, binding)).kid).toBe('k2')
  })
})
