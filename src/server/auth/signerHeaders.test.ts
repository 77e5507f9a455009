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
})
