import { describe, expect, it } from 'vitest'
import { buildErrorEvent, MAX_ERROR_MESSAGE_CHARS } from './errorEvent.js'

const page = { origin: 'https://app.example.com', pathname: '/checkout', hostname: 'app.example.com' }

describe('buildErrorEvent: errorType', () => {
  it('appends a numeric code (EIP-1193 4001) as well as a string one', () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(buildErrorEvent('CONNECT_ERROR', rejected, page, 0).props.errorType).toBe('Error:4001')
    const other = Object.assign(new TypeError('x'), { code: { nested: true } })
    expect(buildErrorEvent('CONNECT_ERROR', other, page, 0).props.errorType).toBe('TypeError')
  })
})

describe('buildErrorEvent: errorMessage length', () => {
  it('keeps a message of exactly the limit whole, and cuts one character more', () => {
    const exact = 'w '.repeat(MAX_ERROR_MESSAGE_CHARS / 2)
    expect(buildErrorEvent('SEND_ERROR', new Error(exact), page, 0).props.errorMessage).toBe(exact)
    const longer = `${exact}z`
    expect(buildErrorEvent('SEND_ERROR', new Error(longer), page, 0).props.errorMessage).toBe(
      `${exact.slice(0, MAX_ERROR_MESSAGE_CHARS - 1)}…`,
    )
  })
})

describe('buildErrorEvent: stackTrace keeps frames only', () => {
  /** The stackTrace of the event of an error whose stack is `lines`. */
  const stackTraceOf = (lines: string[]) => {
    const error = new Error(lines[0])
    error.stack = lines.join('\n')
    return buildErrorEvent('CONNECT_ERROR', error, page, 0).props.stackTrace
  }

  it("drops V8's message lines, even ones that contain ' at ' or end in host:port", () => {
    expect(
      stackTraceOf([
        'Error: Sign in failed at relay@wss://relay.example:443',
        'relay@wss://relay.example:443:closed',
        '    at signIn (https://app.example.com/assets/index.js:120:45)',
        '    at async connect (https://app.example.com/assets/index.js:7:3)',
      ]),
    ).toBe(
      'at signIn (https://app.example.com/assets/index.js:120:45)\nat async connect (https://app.example.com/assets/index.js:7:3)',
    )
  })

  it('keeps Firefox and Safari frames with multi-digit lines and columns, or with no column', () => {
    const frames = [
      'signIn@https://app.example.com/assets/index.js:120:45',
      'connect@https://app.example.com/assets/index.js:1234',
      '@https://app.example.com/assets/index.js:9:17',
    ]
    expect(stackTraceOf(frames)).toBe(frames.join('\n'))
  })
})
