import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { parseSiwxMessage } from './parseMessage.js'
import { evmMessage, SOLANA_NETWORK, solanaAccount, solanaMessage } from './testFixtures.js'

const T = new Date('2030-01-01T00:00:00.000Z')
const NONCE = 'abcdef1234567890'

/** The fields every parsed message has, whatever its chain: a message without the optional lines has only these. */
const REQUIRED_FIELDS = ['accountAddress', 'chainId', 'domain', 'issuedAt', 'nonce', 'uri', 'version']

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

  it('takes a message of exactly maxLength characters, and refuses one more as Message too long (400)', () => {
    const text = evmMessage(NONCE, T)
    expect(parseSiwxMessage(text, text.length).fields.nonce).toBe(NONCE)
    expect(() => parseSiwxMessage(text, text.length - 1)).toThrow(
      expect.objectContaining({ message: SIWX_SERVER_ERRORS.messageTooLong, status: 400 }),
    )
  })

  it('leaves out the optional EIP-4361 fields the message does not have', () => {
    const { fields } = parseSiwxMessage(evmMessage(NONCE, T, { statement: undefined }))
    expect(Object.keys(fields).sort()).toEqual(REQUIRED_FIELDS)
    expect(parseSiwxMessage(evmMessage(NONCE, T, { requestId: 'r-1' })).fields.requestId).toBe('r-1')
  })

  it('refuses a chain id beyond 2^53 - 1 as invalid (400), and takes 2^53 - 1', () => {
    const withChain = (id: string) => evmMessage(NONCE, T).replace('Chain ID: 1', `Chain ID: ${id}`)
    expect(parseSiwxMessage(withChain('9007199254740991')).fields.chainId).toBe('eip155:9007199254740991')
    expect(() => parseSiwxMessage(withChain('9007199254740993'))).toThrow(
      expect.objectContaining({ message: SIWX_SERVER_ERRORS.invalidMessage, status: 400 }),
    )
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
    [
      'a bad checksum',
      evmMessage(NONCE, T).replace(/0x[0-9a-fA-F]{40}/, (a) => a.replace(/[a-f]/, (c) => c.toUpperCase())),
    ],
  ])('refuses %s as invalid (400)', (_, text) => {
    expect(() => parseSiwxMessage(text)).toThrow(SIWX_SERVER_ERRORS.invalidMessage)
  })
})

describe('parseSiwxMessage: Sign-In With Solana', () => {
  it('reads back every field createSignInMessageText wrote, times normalised', () => {
    const text = solanaMessage(NONCE, T, {
      resources: ['https://a.example/1', 'ipfs://x'],
      requestId: 'r-1',
      notBefore: '2030-01-01T01:00:00+01:00',
      expirationTime: '2030-01-02T00:00:00Z',
    })
    expect(parseSiwxMessage(text)).toEqual({
      namespace: 'solana',
      text,
      fields: {
        accountAddress: solanaAccount.address,
        chainId: SOLANA_NETWORK,
        domain: '127.0.0.1:14173',
        uri: 'http://127.0.0.1:14173/app',
        version: '1',
        nonce: NONCE,
        issuedAt: '2030-01-01T00:00:00.000Z',
        statement: 'Sign in to the demo.',
        resources: ['https://a.example/1', 'ipfs://x'],
        requestId: 'r-1',
        notBefore: '2030-01-01T00:00:00.000Z',
        expirationTime: '2030-01-02T00:00:00.000Z',
      },
    })
  })

  it('leaves out the optional fields the message does not have', () => {
    const { fields } = parseSiwxMessage(solanaMessage(NONCE, T, { statement: undefined }))
    expect(Object.keys(fields).sort()).toEqual(REQUIRED_FIELDS)
  })

  it.each([
    ['a short nonce', 'abc1234'],
    ['a nonce with a non-alphanumeric head', `-${NONCE}`],
    ['a nonce with a non-alphanumeric tail', `${NONCE}-`],
  ])('refuses %s as invalid (400)', (_, nonce) => {
    expect(() => parseSiwxMessage(solanaMessage(nonce, T))).toThrow(
      expect.objectContaining({ message: SIWX_SERVER_ERRORS.invalidMessage, status: 400 }),
    )
  })

  it('accepts a nonce of exactly 8 alphanumerics', () => {
    expect(parseSiwxMessage(solanaMessage('abcd1234', T)).fields.nonce).toBe('abcd1234')
  })
})
