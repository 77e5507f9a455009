import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  MAX_SIGNER_MESSAGE_CHARS,
  signerErrorSchema,
  signerHelloSchema,
  signerMessageSchema,
  signerRequestSchema,
  signerResultSchemas,
  withinMessageLimit,
} from './protocol.js'

const id = '2f1c6d0e-7b5a-4c1e-9a3b-0d4e5f6a7b8c'

describe('the signer message schemas', () => {
  it('accept the handshake only with the exact type, version and a theme', () => {
    expect(
      v.safeParse(signerHelloSchema, { type: 'wallet-modal:signer-hello', version: 1, theme: 'dark' }).success,
    ).toBe(true)
    expect(
      v.safeParse(signerHelloSchema, { type: 'wallet-modal:signer-hello', version: 2, theme: 'dark' }).success,
    ).toBe(false)
    expect(v.safeParse(signerHelloSchema, { type: 'hello', version: 1, theme: 'dark' }).success).toBe(false)
  })

  it('accept each request by method with its params, and nothing else', () => {
    expect(
      v.safeParse(signerRequestSchema, { id, method: 'startEmailLogin', params: { email: 'a@b.co' } }).success,
    ).toBe(true)
    expect(
      v.safeParse(signerRequestSchema, { id, method: 'verifyEmailCode', params: { code: '012345' } }).success,
    ).toBe(true)
    expect(v.safeParse(signerRequestSchema, { id, method: 'verifyEmailCode', params: { code: '12345' } }).success).toBe(
      false,
    )
    expect(
      v.safeParse(signerRequestSchema, { id, method: 'startEmailLogin', params: { email: 'x'.repeat(255) } }).success,
    ).toBe(false)
    expect(
      v.safeParse(signerRequestSchema, {
        id,
        method: 'rpc',
        params: { namespace: 'eip155', method: 'personal_sign', params: ['0x01', '0x02'] },
      }).success,
    ).toBe(true)
    expect(
      v.safeParse(signerRequestSchema, { id, method: 'rpc', params: { namespace: 'bip122', method: 'x', params: [] } })
        .success,
    ).toBe(false)
    expect(v.safeParse(signerRequestSchema, { id, method: 'exportKey' }).success).toBe(false)
    expect(v.safeParse(signerRequestSchema, { id: 'not-a-uuid', method: 'getSession' }).success).toBe(false)
  })

  it('check the account and errors the signer answers with', () => {
    const account = {
      email: 'a@b.co',
      eip155: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
      recoveryMode: 'operator',
    }
    expect(v.safeParse(signerResultSchemas.verifyEmailCode, { account }).success).toBe(true)
    expect(v.safeParse(signerResultSchemas.verifyEmailCode, { account: { ...account, eip155: '0x12' } }).success).toBe(
      false,
    )
    expect(v.safeParse(signerResultSchemas.getSession, { account: null }).success).toBe(true)
    expect(
      v.safeParse(signerErrorSchema, { code: 'AUTH', message: 'Wrong code, try again', data: { attemptsLeft: 4 } })
        .success,
    ).toBe(true)
    expect(
      v.safeParse(signerMessageSchema, { id, error: { code: 4001, message: 'User rejected the request.' } }).success,
    ).toBe(true)
    expect(v.safeParse(signerMessageSchema, { event: 'approval', open: true }).success).toBe(true)
    expect(v.safeParse(signerMessageSchema, { event: 'other' }).success).toBe(false)
  })

  it('cap message size before parsing, and refuse what does not serialise', () => {
    expect(withinMessageLimit({ a: 'x'.repeat(1000) })).toBe(true)
    expect(withinMessageLimit({ a: 'x'.repeat(200_000) })).toBe(false)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(withinMessageLimit(cyclic)).toBe(false)
    expect(withinMessageLimit({ big: 1n })).toBe(false)
  })
})

describe('the social login URL the signer answers with', () => {
  const accepts = (url: string) => v.safeParse(signerResultSchemas.startSocialLogin, { url }).success
  it('is an absolute http(s) URL, http included for a local auth server', () => {
    expect(accepts('https://accounts.google.com/o/oauth2/v2/auth?client_id=abc')).toBe(true)
    expect(accepts('http://localhost:8080/realms/demo/protocol/openid-connect/auth')).toBe(true)
  })
  it('refuses text that is not a URL and every other scheme', () => {
    expect(accepts('accounts.google.com/o/oauth2')).toBe(false)
    expect(accepts('javascript:alert(1)')).toBe(false)
    expect(accepts('git+https://example.com/repo')).toBe(false)
    expect(accepts('ftp://example.com/auth')).toBe(false)
  })
})

describe('withinMessageLimit at its edge', () => {
  it('takes exactly the limit and refuses one character more', () => {
    const exactly = 'x'.repeat(MAX_SIGNER_MESSAGE_CHARS - 2)
    expect(JSON.stringify(exactly)).toHaveLength(MAX_SIGNER_MESSAGE_CHARS)
    expect(withinMessageLimit(exactly)).toBe(true)
    expect(withinMessageLimit(`${exactly}x`)).toBe(false)
  })
  it('lets through what serialises to nothing (undefined): the schema refuses it, not the size cap', () => {
    expect(withinMessageLimit(undefined)).toBe(true)
  })
})
