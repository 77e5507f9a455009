import { describe, expect, it } from 'vitest'
import { checkSiwxMessage } from './checkMessage.js'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { resolveSiwxServerOptions } from './options.js'
import type { ParsedSiwxMessage } from './parsedMessage.js'

const options = resolveSiwxServerOptions({ domain: 'app.example.com', uri: 'https://app.example.com/login' })
const now = new Date('2030-01-01T00:00:00.000Z')

function message(
  namespace: ParsedSiwxMessage['namespace'],
  fields: Partial<ParsedSiwxMessage['fields']> = {},
): ParsedSiwxMessage {
  return {
    namespace,
    text: '',
    fields: {
      domain: 'app.example.com',
      accountAddress: 'a',
      uri: 'https://app.example.com/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'abcdefgh1234',
      issuedAt: now.toISOString(),
      ...fields,
    },
  }
}

describe('checkSiwxMessage', () => {
  it("without allowedNetworks, accepts only the message's own namespace", () => {
    expect(() => checkSiwxMessage(message('eip155'), options, now)).not.toThrow()
    expect(() =>
      checkSiwxMessage(message('solana', { chainId: 'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE' }), options, now),
    ).not.toThrow()
    expect(() => checkSiwxMessage(message('solana'), options, now)).toThrow(SIWX_SERVER_ERRORS.unsupportedNetwork)
    expect(() => checkSiwxMessage(message('eip155', { chainId: 'eip1551:1' }), options, now)).toThrow(
      SIWX_SERVER_ERRORS.unsupportedNetwork,
    )
  })

  it.each([
    'data:text/plain,https://app.example.com',
    'file:///login',
    'not a uri',
    'https://app.example.com.evil.io/login',
  ])('refuses the URI %j as URI mismatch', (uri) => {
    expect(() => checkSiwxMessage(message('eip155', { uri }), options, now)).toThrow(
      expect.objectContaining({ message: SIWX_SERVER_ERRORS.uriMismatch, status: 401 }),
    )
  })
})
