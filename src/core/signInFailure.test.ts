import { describe, expect, it } from 'vitest'
import { HttpError, UserRejectedError } from './specificErrors.js'
import { MAX_SERVER_REASON_LENGTH, signInFailureReason } from './signInFailure.js'

const UNREACHABLE =
  "The sign-in server could not be reached: it is offline, or its CORS settings (allowedOrigins) do not allow this page's origin."

describe('signInFailureReason (the detail under "Error signing message")', () => {
  it('the wallet step: declined (4001 or its words), or failed with its own message', () => {
    expect(signInFailureReason(Object.assign(new Error('x'), { code: 4001 }), 'sign')).toBe(
      'The wallet declined to sign the message.',
    )
    expect(signInFailureReason(new Error('User rejected the request.'), 'sign')).toBe(
      'The wallet declined to sign the message.',
    )
    expect(signInFailureReason(new UserRejectedError(), 'sign')).toBe('The wallet declined to sign the message.')
    expect(signInFailureReason(new Error('Ledger locked'), 'sign')).toBe('The wallet could not sign: Ledger locked')
    expect(signInFailureReason('?', 'sign')).toBe('The wallet could not sign: no reason given')
  })

  it("the server steps: a fetch TypeError (network down or CORS refused: the browser does not say which) is 'could not be reached'", () => {
    expect(signInFailureReason(new TypeError('Failed to fetch'), 'nonce')).toBe(UNREACHABLE)
    expect(signInFailureReason(new TypeError('NetworkError when attempting to fetch resource.'), 'verify')).toBe(
      UNREACHABLE,
    )
    expect(signInFailureReason(new TypeError('Load failed'), 'verify')).toBe(UNREACHABLE)
  })

  it('a request that timed out or was aborted', () => {
    expect(signInFailureReason(new DOMException('signal timed out', 'TimeoutError'), 'nonce')).toBe(
      'The sign-in server did not answer in time.',
    )
    expect(signInFailureReason(new DOMException('aborted', 'AbortError'), 'verify')).toBe(
      'The sign-in server did not answer in time.',
    )
  })

  it("a refusal carries the server's message, else its HTTP status; a long message is cut to 200 characters", () => {
    expect(signInFailureReason(Object.assign(new Error('Nonce expired or unknown'), { status: 401 }), 'verify')).toBe(
      'The sign-in server refused it: Nonce expired or unknown',
    )
    expect(signInFailureReason(new HttpError(502), 'nonce')).toBe(
      'The sign-in server refused it: HTTP status code: 502',
    )
    const long = signInFailureReason(new Error('x'.repeat(5000)), 'verify')
    expect(long).toBe(`The sign-in server refused it: ${'x'.repeat(MAX_SERVER_REASON_LENGTH - 1)}…`)
    expect(long.length - 'The sign-in server refused it: '.length).toBe(200)
    expect(signInFailureReason(undefined, 'verify')).toBe('The sign-in server refused it: no reason given')
  })
  it('another DOMException from the server step is a refusal with its message, not a timeout', () => {
    expect(signInFailureReason(new DOMException('The operation is insecure.', 'SecurityError'), 'verify')).toBe(
      'The sign-in server refused it: The operation is insecure.',
    )
  })

  it('a refusal that only has a status (no Error, no message) names the status', () => {
    expect(signInFailureReason({ status: 503 }, 'verify')).toBe('The sign-in server refused it: HTTP status code: 503')
  })

  it(`a message of exactly ${MAX_SERVER_REASON_LENGTH} characters is shown whole`, () => {
    const reason = 'y'.repeat(MAX_SERVER_REASON_LENGTH)
    expect(signInFailureReason(new Error(reason), 'verify')).toBe(`The sign-in server refused it: ${reason}`)
    expect(signInFailureReason(new Error(reason), 'sign')).toBe(`The wallet could not sign: ${reason}`)
  })
})
