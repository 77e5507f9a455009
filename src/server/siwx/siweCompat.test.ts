import { SiweMessage } from 'siwe'
import { describe, expect, it } from 'vitest'
import { parseSiwxMessage } from './parseMessage.js'
import { createTestServer, evmAccount, evmMessage } from './testFixtures.js'

const T = new Date('2030-01-01T00:00:00.000Z')

describe('interop with the reference siwe package', () => {
  it.each([
    ['a minimal message', { statement: undefined }],
    [
      'every optional field',
      {
        scheme: 'http',
        expirationTime: new Date('2030-01-02T00:00:00.000Z'),
        notBefore: T,
        requestId: 'req-1',
        resources: ['https://example.com/a', 'ipfs://bafy'],
      },
    ],
  ])('parses %s from viem createSiweMessage like ours does', (_, overrides) => {
    const text = evmMessage('abcdef1234567890', T, overrides)
    const reference = new SiweMessage(text)
    const ours = parseSiwxMessage(text).fields
    expect(reference.address).toBe(ours.accountAddress)
    expect(`eip155:${reference.chainId}`).toBe(ours.chainId)
    expect([reference.domain, reference.uri, reference.nonce, reference.version]).toEqual([
      ours.domain,
      ours.uri,
      ours.nonce,
      ours.version,
    ])
    expect(reference.statement).toBe(ours.statement)
    expect(reference.resources).toEqual(ours.resources)
    expect(reference.requestId).toBe(ours.requestId)
    expect(new Date(reference.issuedAt!).toISOString()).toBe(ours.issuedAt)
    expect(reference.prepareMessage()).toBe(text)
  })

  it('accepts a message written by siwe prepareMessage()', async () => {
    const { server, clock } = createTestServer()
    const { nonce } = await server.issueNonce()
    const message = new SiweMessage({
      domain: '127.0.0.1:14173',
      address: evmAccount.address,
      statement: 'Sign in with siwe.',
      uri: 'http://127.0.0.1:14173/',
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: clock.now().toISOString(),
    }).prepareMessage()
    const { session } = await server.verify({ message, signature: await evmAccount.signMessage({ message }) })
    expect(session.message).toBe(message)
  })
})
