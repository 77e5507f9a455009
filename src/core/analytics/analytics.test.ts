import { describe, expect, it } from 'vitest'
import { ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS } from '../constants.js'
import { buildErrorEvent, MAX_ERROR_MESSAGE_CHARS, MAX_STACK_TRACE_CHARS, scrub } from './errorEvent.js'
import { createSlidingWindow } from './slidingWindow.js'

describe('the analytics window (spec section 8: 5 events per 60 s)', () => {
  const clock = () => {
    let t = 1_000_000
    return { now: () => t, advance: (ms: number) => void (t += ms) }
  }

  it('lets 5 through, drops and counts the rest within 60 s', () => {
    const c = clock()
    const window = createSlidingWindow(ANALYTICS_MAX_EVENTS, ANALYTICS_WINDOW_MS, c.now)
    const results = Array.from({ length: 8 }, () => {
      c.advance(1_000)
      return window.take()
    })
    expect(results).toEqual([true, true, true, true, true, false, false, false])
    expect(window.dropped).toBe(3)
  })

  it('slides: a slot frees exactly 60 s after the event that took it', () => {
    const c = clock()
    const window = createSlidingWindow(5, 60_000, c.now)
    for (let i = 0; i < 5; i++) {
      expect(window.take()).toBe(true)
      c.advance(10_000)
    }
    // now = start + 50 s: the window is full
    expect(window.take()).toBe(false)
    c.advance(9_999) // start + 59.999 s: the first event is still inside
    expect(window.take()).toBe(false)
    c.advance(1) // start + 60 s: the first slot frees
    expect(window.take()).toBe(true)
    expect(window.take()).toBe(false)
    c.advance(10_000) // the second event (start + 10 s) leaves
    expect(window.take()).toBe(true)
    expect(window.dropped).toBe(3)
  })

  it('is not a fixed minute: 5 at 0:59 leave no room at 1:01', () => {
    const c = clock()
    const window = createSlidingWindow(5, 60_000, c.now)
    c.advance(59_000)
    for (let i = 0; i < 5; i++) expect(window.take()).toBe(true)
    c.advance(2_000)
    expect(window.take()).toBe(false)
    c.advance(58_000)
    expect(window.take()).toBe(true)
  })
})

describe('the error event body (spec section 7: POST /e)', () => {
  const page = { origin: 'https://app.example.com', pathname: '/checkout', hostname: 'app.example.com' }
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const solana = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'

  it('has the spec fields', () => {
    const error = Object.assign(new Error('HTTP status code: 503'), { name: 'HttpError', code: 'HTTP_ERROR' })
    const body = buildErrorEvent('SEND_ERROR', error, page, 1_700_000_000_000)
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(Object.keys(body.props).sort()).toEqual(['errorMessage', 'errorType', 'event', 'stackTrace', 'type'])
    expect(body).toMatchObject({
      url: 'https://app.example.com/checkout',
      domain: 'app.example.com',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'error',
        event: 'SEND_ERROR',
        errorType: 'HttpError:HTTP_ERROR',
        errorMessage: 'HTTP status code: 503',
      },
    })
    expect(body.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(body.props.stackTrace).toMatch(/^at /)
    expect(buildErrorEvent('SEND_ERROR', error, page, 0).eventId).not.toBe(body.eventId)
  })

  it('carries no address, email, signature or message body', () => {
    const siwxMessage = `app.example.com wants you to sign in with your Ethereum account:\n${address}\n\nSign in to My app`
    const error = new Error(
      `Refused for ${address.toLowerCase()} / ${solana} (ada.lovelace@example.com) sig 0x${'ab'.repeat(65)}\n${siwxMessage}`,
    )
    error.stack = `Error: ${error.message}\n    at verify (https://app.example.com/dist/x.js:1:2)\n    at sign (${address}:3:4)\nsubmit@https://app.example.com/dist/y.js:5:6`
    const json = JSON.stringify(buildErrorEvent('SIWX_ERROR', error, { ...page, pathname: `/u/${address}` }, 0))
    for (const secret of [
      address,
      address.toLowerCase(),
      solana,
      'ada.lovelace@example.com',
      'ab'.repeat(65),
      'Sign in to My app',
    ])
      expect(json).not.toContain(secret)
    expect(json).toContain('Refused for <hex> / <base58> (<email>) sig <hex>')
    // The stack keeps its frames only (V8's and Firefox's), not the message V8 repeats above them.
    expect(JSON.parse(json).props.stackTrace).toBe(
      'at verify (https://app.example.com/dist/x.js:1:2)\nat sign (<hex>:3:4)\nsubmit@https://app.example.com/dist/y.js:5:6',
    )
  })

  it('cuts the message to its first line and 200 characters, the stack to 8 frames and 1000 characters', () => {
    const error = new Error(`${'x '.repeat(300)}\nsecond line`)
    error.stack = [
      'Error: boom',
      ...Array.from({ length: 40 }, (_, i) => `    at f${i} (https://app.example.com/${'p'.repeat(150)}.js:${i}:1)`),
    ].join('\n')
    const { props } = buildErrorEvent('CONNECT_ERROR', error, page, 0)
    expect(props.errorMessage.length).toBe(MAX_ERROR_MESSAGE_CHARS)
    expect(props.errorMessage.endsWith('…')).toBe(true)
    expect(props.errorMessage).not.toContain('second line')
    expect(props.stackTrace.length).toBeLessThanOrEqual(MAX_STACK_TRACE_CHARS)
    expect(props.stackTrace).not.toContain('f8 ')
  })

  it('takes non-Error values too', () => {
    expect(buildErrorEvent('RPC_ERROR', 'plain text', page, 0).props).toMatchObject({
      errorType: 'string',
      errorMessage: 'plain text',
      stackTrace: '',
    })
    expect(scrub('nothing to hide here')).toBe('nothing to hide here')
    expect(scrub('mail jürgen.ö+x@bücher.example.de now')).toBe('mail <email> now')
  })
})
