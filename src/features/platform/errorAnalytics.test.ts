import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HttpClient } from '../../core/http.js'
import { createErrorReporter } from './errorAnalytics.js'

const client = () => ({ post: vi.fn(async () => ({})) }) as unknown as HttpClient & { post: ReturnType<typeof vi.fn> }

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('createErrorReporter', () => {
  it('does not post a visitor declining in their wallet', () => {
    vi.stubGlobal('location', { origin: 'https://app.test', hostname: 'app.test', pathname: '/' })
    const http = client()
    const report = createErrorReporter(http, () => 1000)
    report('CONNECT_ERROR', Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    expect(http.post).not.toHaveBeenCalled()
    report('CONNECT_ERROR', new Error('boom'))
    expect(http.post).toHaveBeenCalledTimes(1)
  })

  it('counts the events over 5 per 60 s in a debug line', () => {
    vi.stubGlobal('location', { origin: 'https://app.test', hostname: 'app.test', pathname: '/' })
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const report = createErrorReporter(client(), () => 1000)
    for (let i = 0; i < 6; i++) report('RPC_ERROR', new Error(`failure ${i}`))
    expect(debug).toHaveBeenCalledWith('wallet-modal: error analytics: 1 event(s) dropped so far (at most 5 per 60 s).')
  })
})
