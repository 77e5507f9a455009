import { describe, expect, it } from 'vitest'
import { corsHeaders } from './cors.js'

const APP = 'https://app.example.com'
const allowed = new Set([APP])
const from = (origin?: string) => new Request('http://h/x', { headers: origin ? { Origin: origin } : {} })

describe('corsHeaders', () => {
  it('adds nothing, not even Vary, when no origins are configured', () => {
    expect(corsHeaders(from(APP), new Set())).toEqual({})
    expect(corsHeaders(from(APP), new Set(), 'GET, POST')).toEqual({})
  })

  it('gives another origin, or none, only Vary: Origin', () => {
    expect(corsHeaders(from('https://evil.example'), allowed)).toEqual({ Vary: 'Origin' })
    expect(corsHeaders(from(`${APP}.evil.example`), allowed, 'GET')).toEqual({ Vary: 'Origin' })
    expect(corsHeaders(from(), allowed)).toEqual({ Vary: 'Origin' })
  })

  it('reflects an allowed origin, and answers its preflight with methods, headers and a 600 s max age', () => {
    expect(corsHeaders(from(APP), allowed)).toEqual({ Vary: 'Origin', 'Access-Control-Allow-Origin': APP })
    expect(corsHeaders(from(APP), allowed, 'GET, DELETE')).toEqual({
      Vary: 'Origin',
      'Access-Control-Allow-Origin': APP,
      'Access-Control-Allow-Methods': 'GET, DELETE',
      'Access-Control-Allow-Headers': 'Content-Type, Authorization',
      'Access-Control-Max-Age': '600',
    })
  })
})
