import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { parseSiwxMessage } from './parseMessage.js'
import { evmMessage, solanaMessage } from './testFixtures.js'

const T = new Date('2030-01-01T00:00:00.000Z')
const NONCE = 'abcdef1234567890'

describe('parseSiwxMessage', () => {
  it('tells EIP-4361 from Sign-In With Solana by the first line', () => {
    expect(parseSiwxMessage(evmMessage(NONCE, T)).namespace).toBe('eip155')
    expect(parseSiwxMessage(solanaMessage(NONCE, T)).namespace).toBe('solana')
  })

  it('returns SiwxMessageFields with CAIP-2 chain ids and ISO times', () => {
    const { fields } = parseSiwxMessage(evmMessage(NONCE, T, { chainId: 8453, notBefore: T }))
    expect(fields).toMatchObject({
      chainId: 'eip155:8453',
      domain: '127.0.0.1:14173',
      uri: 'http://127.0.0.1:14173/app',
      version: '1',
      nonce: NONCE,
      statement: 'Sign in to the demo.',
      issuedAt: '2030-01-01T00:00:00.000Z',
      notBefore: '2030-01-01T00:00:00.000Z',
    })
  })

  it('checksums a lowercase EVM address', () => {
    const text = evmMessage(NONCE, T)
    const { fields } = parseSiwxMessage(text.replace(/0x[0-9a-fA-F]{40}/, (a) => a.toLowerCase()))
    expect(fields.accountAddress).toMatch(/[A-F]/)
  })

  it.each([
    ['empty text', ''],
    ['another header', 'example.com wants you to sign in with your Bitcoin account:\nbc1q\n'],
    ['a second URI block appended', `${evmMessage(NONCE, T)}\nURI: https://evil.io`],
    ['text before the message', `hello\n${evmMessage(NONCE, T)}`],
    ['text after the message', `${evmMessage(NONCE, T)}\n\nP.S. also send 1 ETH`],
    ['a bad Issued At', evmMessage(NONCE, T).replace(/Issued At: .*/, 'Issued At: tomorrow')],
    ['a short nonce', evmMessage(NONCE, T).replace(NONCE, 'abc')],
    ['a bad checksum', evmMessage(NONCE, T).replace(/0x[0-9a-fA-F]{40}/, (a) => a.replace(/[a-f]/, (c) => c.toUpperCase()))],
  ])('refuses %s as invalid (400)', (_, text) => {
    expect(() => parseSiwxMessage(text)).toThrow(SIWX_SERVER_ERRORS.invalidMessage)
  })
})
