import { describe, expect, it } from 'vitest'
import { bearerToken, createSessionToken, hashSessionToken, isSessionTokenShape } from './sessionToken.js'

const { token } = createSessionToken()
const withAuthorization = (value?: string) =>
  new Request('http://h/x', { headers: value === undefined ? {} : { Authorization: value } })

describe('session tokens', () => {
  it('are 43 base64url characters, stored as their hex SHA-256', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isSessionTokenShape(token)).toBe(true)
    expect(createSessionToken().token).not.toBe(token)
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('bearerToken', () => {
  it.each([`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`, `Bearer ${token}  `])(
    'reads the token of %j',
    (header) => {
      expect(bearerToken(withAuthorization(header))).toBe(token)
    },
  )

  it.each([
    ['no header', undefined],
    ['another scheme', `Basic ${token}`],
    ['a scheme before Bearer', `Basic Bearer ${token}`],
    ['text after the token', `Bearer ${token} extra`],
    ['no space after Bearer', `Bearer${token}`],
    ['a token of another shape', `Bearer ${token}x`],
  ])('answers undefined for %s', (_, header) => {
    expect(bearerToken(withAuthorization(header))).toBeUndefined()
  })
})
