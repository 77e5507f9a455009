import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { EnvelopeError, openRecord, openText, sealRecord, sealText, type RecordBinding } from './envelope.js'
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
    expect(() =>
      openRecord(keys.kek, JSON.stringify({ ...sealed, data: flipped.toString('base64url') }), binding),
    ).toThrow('envelope: authentication failed')
    const other: Keyring = { current: 'k1', keys: new Map([['k1', new Uint8Array(32)]]) }
    expect(() => openRecord(other, JSON.stringify(sealed), binding)).toThrow('envelope: authentication failed')
    expect(() => openRecord(keys.kek, JSON.stringify({ ...sealed, kid: 'k9' }), binding)).toThrow(
      'envelope: unknown key id k9',
    )
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

/**
 * The stored format, written out independently of envelope.ts: JSON `{ v: 1, kid, dek, data }`, each of
 * dek and data base64url of iv (12) | AES-256-GCM ciphertext | tag (16), both with the AAD
 * JSON `['wallet-modal/auth', 1, user, device, kind]`. Records already in storage are in this format.
 */
const reference = {
  aad: (binding: RecordBinding) =>
    Buffer.from(JSON.stringify(['wallet-modal/auth', 1, binding.user, binding.device, binding.kind]), 'utf8'),
  gcm(key: Uint8Array, data: Uint8Array, aad: Buffer) {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad)
    return Buffer.concat([iv, cipher.update(data), cipher.final(), cipher.getAuthTag()]).toString('base64url')
  },
  open(key: Uint8Array, sealed: string, aad: Buffer) {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(aad)
    decipher.setAuthTag(bytes.subarray(-16))
    return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(12, -16)), decipher.final()]))
  },
  seal(keyring: Keyring, plaintext: Uint8Array, binding: RecordBinding) {
    const aad = reference.aad(binding)
    const dek = randomBytes(32)
    return JSON.stringify({
      v: 1,
      kid: keyring.current,
      dek: reference.gcm(keyring.keys.get(keyring.current)!, dek, aad),
      data: reference.gcm(dek, plaintext, aad),
    })
  },
  unseal(keyring: Keyring, sealed: string, binding: RecordBinding) {
    const envelope = JSON.parse(sealed) as { kid: string; dek: string; data: string }
    const aad = reference.aad(binding)
    return reference.open(reference.open(keyring.keys.get(envelope.kid)!, envelope.dek, aad), envelope.data, aad)
  },
}

/** The error `openRecord` throws for `sealed`, as [is an EnvelopeError, its name, its message]. */
function refusal(sealed: string) {
  try {
    openRecord(keys.kek, sealed, binding)
  } catch (error) {
    return [error instanceof EnvelopeError, (error as Error).name, (error as Error).message]
  }
  throw new Error('opened')
}

describe('sealed records: the stored format', () => {
  it('open records sealed to the documented format, and seal records the format opens', () => {
    expect(openRecord(keys.kek, reference.seal(keys.kek, secret, binding), binding)).toEqual(secret)
    expect(reference.unseal(keys.kek, sealRecord(keys.kek, secret, binding), binding)).toEqual(secret)
  })

  it('seal and open an empty record (the shortest part: iv and tag only)', () => {
    const sealed = sealRecord(keys.kek, new Uint8Array(0), binding)
    expect(Buffer.from(JSON.parse(sealed).data, 'base64url')).toHaveLength(28)
    expect(openRecord(keys.kek, sealed, binding)).toEqual(new Uint8Array(0))
  })

  it('refuse a part shorter than iv and tag as too short', () => {
    const sealed = JSON.parse(sealRecord(keys.kek, secret, binding))
    expect(refusal(JSON.stringify({ ...sealed, dek: 'AAAA' }))).toEqual([true, 'EnvelopeError', 'envelope: too short'])
    expect(refusal(JSON.stringify({ ...sealed, data: Buffer.alloc(27).toString('base64url') }))).toEqual([
      true,
      'EnvelopeError',
      'envelope: too short',
    ])
  })

  it('keep the crypto failure as the cause of an authentication failure', () => {
    const sealed = sealRecord(keys.kek, secret, binding)
    let caught: unknown
    try {
      openRecord(keys.kek, sealed, { ...binding, user: 'u2' })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(EnvelopeError)
    expect((caught as EnvelopeError).name).toBe('EnvelopeError')
    expect((caught as EnvelopeError).cause).toBeInstanceOf(Error)
  })

  it.each([
    ['null', () => null],
    ['another version', (e: Record<string, unknown>) => ({ ...e, v: 2 })],
    ['no version', ({ v: _, ...e }: Record<string, unknown>) => e],
    ['a numeric key id', (e: Record<string, unknown>) => ({ ...e, kid: 1 })],
    ['a numeric data key', (e: Record<string, unknown>) => ({ ...e, dek: 1 })],
    ['no data', ({ data: _, ...e }: Record<string, unknown>) => e],
    ['numeric data', (e: Record<string, unknown>) => ({ ...e, data: 1 })],
  ])('refuse an envelope with %s as malformed', (_, change) => {
    const sealed = JSON.parse(sealRecord(keys.kek, secret, binding)) as Record<string, unknown>
    expect(refusal(JSON.stringify(change(sealed)))).toEqual([true, 'EnvelopeError', 'envelope: malformed'])
  })
})
