import { describe, expect, it } from 'vitest'
import { isOriginAllowed, isOriginPattern } from './origins.js'

describe('isOriginAllowed (allowed origins)', () => {
  it('matches scheme, host and port exactly', () => {
    const list = ['https://app.example.com', 'http://127.0.0.1:14173']
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:14173', list)).toBe(true)
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false) // scheme
    expect(isOriginAllowed('https://app.example.com:8443', list)).toBe(false) // port
    expect(isOriginAllowed('http://127.0.0.1:14174', list)).toBe(false) // port
    expect(isOriginAllowed('http://localhost:14173', list)).toBe(false) // host
    expect(isOriginAllowed('https://evil-app.example.com', list)).toBe(false)
    expect(isOriginAllowed('https://app.example.com.evil.test', list)).toBe(false)
  })

  it('treats a written default port, letter case and a trailing slash as the same origin', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://APP.example.com:443/'])).toBe(true)
    expect(isOriginAllowed('http://app.example.com', ['http://app.example.com:80'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com:80'])).toBe(false)
  })

  it('lets a *. wildcard match subdomains at any depth, never the bare domain or another scheme', () => {
    const list = ['https://*.example.com']
    expect(isOriginAllowed('https://shop.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://example.com', list)).toBe(false)
    expect(isOriginAllowed('https://badexample.com', list)).toBe(false)
    expect(isOriginAllowed('http://shop.example.com', list)).toBe(false)
    expect(isOriginAllowed('https://shop.example.com:8443', list)).toBe(false)
    expect(isOriginAllowed('https://shop.example.com:8443', ['https://*.example.com:8443'])).toBe(true)
  })

  it('tells schemes apart on the same written port', () => {
    expect(isOriginAllowed('http://app.example.com:8443', ['https://app.example.com:8443'])).toBe(false)
    expect(isOriginAllowed('http://a.example.com:8443', ['https://*.example.com:8443'])).toBe(false)
  })

  it('allows everything with *, nothing with an empty list or a malformed entry', () => {
    expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
    for (const bad of [
      'app.example.com',
      'https://app.example.com/path',
      'ftp://app.example.com',
      'https://*example.com',
      'https://a.*.example.com',
      'https://user@app.example.com',
    ])
      expect(isOriginAllowed('https://app.example.com', [bad]), bad).toBe(false)
    expect(isOriginAllowed('null', ['*.example.com', 'https://app.example.com'])).toBe(false)
  })

  it('says which entries are well-formed', () => {
    expect(
      ['*', 'https://a.test', 'http://127.0.0.1:1', 'https://*.a.test', 'https://a.test/'].map(isOriginPattern),
    ).toEqual([true, true, true, true, true])
    expect(
      [
        '',
        'a.test',
        'https://a.test/x',
        'https://a.test?q',
        'https://a.test#x',
        'https://:secret@a.test',
        'wss://a.test',
        'https://*',
        'https://a.*.test',
      ].map(isOriginPattern),
    ).toEqual([false, false, false, false, false, false, false, false, false])
  })
})

describe('isOriginAllowed: pages that are no web origin, and the shortest subdomains', () => {
  it('refuses a page whose origin is opaque (an extension or file page), even with *', () => {
    expect(isOriginAllowed('chrome-extension://abcdefghijklmnop', ['*'])).toBe(false)
    expect(isOriginAllowed('file:///home/me/app.html', ['*'])).toBe(false)
    expect(isOriginAllowed('chrome-extension://*.abcdefghijklmnop', ['*'])).toBe(false)
  })

  it('lets a *. wildcard match a one-letter subdomain, never an empty one', () => {
    expect(isOriginAllowed('https://a.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://.example.com', ['https://*.example.com'])).toBe(false)
  })
})
