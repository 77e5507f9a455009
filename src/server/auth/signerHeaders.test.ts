import { describe, expect, it } from 'vitest'
import { signerPageHeaders } from './signerHeaders.js'

describe('signerPageHeaders', () => {
  it('lets the signer run only its own script and style, talk only to its own origin, and be framed only by the allowed hosts', () => {
    expect(
      signerPageHeaders({ allowedOrigins: ['https://app.example.com', 'https://shop.example.com'] }),
    ).toStrictEqual({
      'Content-Security-Policy':
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors https://app.example.com https://shop.example.com",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    })
  })

  it('adds an auth server on another origin to connect-src, and nothing else', () => {
    const headers = signerPageHeaders({
      allowedOrigins: ['https://app.example.com'],
      authServerOrigin: 'https://auth.example.com',
    })
    expect(headers['Content-Security-Policy']?.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self' https://auth.example.com",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors https://app.example.com',
    ])
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Cache-Control',
    ])
  })

  it("adds the operator's RPC origins to connect-src, each once", () => {
    const headers = signerPageHeaders({
      allowedOrigins: ['https://app.example.com'],
      authServerOrigin: 'https://auth.example.com',
      rpcOrigins: ['https://rpc.example.com', 'http://127.0.0.1:8545', 'https://rpc.example.com'],
    })
    expect(headers['Content-Security-Policy']?.split('; ')).toContain(
      "connect-src 'self' https://auth.example.com https://rpc.example.com http://127.0.0.1:8545",
    )
    expect(signerPageHeaders({ allowedOrigins: ['https://app.example.com'], rpcOrigins: [] })).toStrictEqual(
      signerPageHeaders({ allowedOrigins: ['https://app.example.com'] }),
    )
  })
})
