import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { createTestServer, evmAccount, evmMessage, otherEvmAccount } from './testFixtures.js'

const E = SIWX_SERVER_ERRORS

/** A server, a fresh nonce and a helper that signs a message with `evmAccount` and verifies it. */
async function setup(options: Parameters<typeof createTestServer>[0] = {}) {
  const { server, clock } = createTestServer(options)
  const { nonce } = await server.issueNonce()
  const signAndVerify = async (message: string, account = evmAccount) =>
    server.verify({ message, signature: await account.signMessage({ message }) })
  return { server, clock, nonce, signAndVerify }
}

describe('verify: EIP-4361 (Sign-In With Ethereum)', () => {
  it('accepts a valid message from viem createSiweMessage and stores its session', async () => {
    const { server, clock, nonce, signAndVerify } = await setup()
    const message = evmMessage(nonce, clock.now())
    const { session } = await signAndVerify(message)
    expect(session).toEqual({
      caipAddress: `eip155:1:${evmAccount.address}`,
      caipNetworkId: 'eip155:1',
      message,
      signature: await evmAccount.signMessage({ message }),
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-02T00:00:00.000Z', // no Expiration Time: now + 24 h
    })
    const lower = evmAccount.address.toLowerCase()
    expect(await server.getSessions({ caipNetworkId: 'eip155:1', address: lower })).toEqual([session])
  })

  it("uses the message's Expiration Time as the session's", async () => {
    const { clock, nonce, signAndVerify } = await setup()
    const expirationTime = new Date('2030-01-01T01:00:00.000Z')
    const { session } = await signAndVerify(evmMessage(nonce, clock.now(), { expirationTime }))
    expect(session.expirationTime).toBe('2030-01-01T01:00:00.000Z')
  })

  it('rejects a message changed after signing', async () => {
    const { server, clock, nonce } = await setup()
    const message = evmMessage(nonce, clock.now())
    const signature = await evmAccount.signMessage({ message })
    const tampered = message.replace('Sign in to the demo.', 'Sign in to the demo!')
    await expect(server.verify({ message: tampered, signature })).rejects.toThrow(E.invalidSignature)
  })

  it('rejects a signature from another account', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    await expect(signAndVerify(evmMessage(nonce, clock.now()), otherEvmAccount)).rejects.toThrow(E.invalidSignature)
  })

  it('rejects a malformed signature as invalid', async () => {
    const { server, clock, nonce } = await setup()
    const message = evmMessage(nonce, clock.now())
    for (const signature of ['', 'zz', '0x1234', `0x${'00'.repeat(65)}`]) {
      await expect(server.verify({ message, signature })).rejects.toThrow(E.invalidSignature)
    }
  })

  it.each([
    ['a wrong domain', { domain: 'evil.example:14173' }, E.domainMismatch],
    ['a wrong scheme', { scheme: 'https' }, E.domainMismatch],
    ['a wrong uri', { uri: 'http://127.0.0.1:9999/app' }, E.uriMismatch],
    ['a uri that only starts with the origin', { uri: 'http://127.0.0.1:14173.evil.io/' }, E.uriMismatch],
    ['a uri with the origin as userinfo', { uri: 'http://127.0.0.1:14173@evil.io/' }, E.uriMismatch],
    ['a wrong chain', { chainId: 10 }, E.unsupportedNetwork],
  ])('rejects %s', async (_, overrides, error) => {
    const { clock, nonce, signAndVerify } = await setup({ allowedNetworks: ['eip155:1'] })
    await expect(signAndVerify(evmMessage(nonce, clock.now(), overrides))).rejects.toThrow(error)
  })

  it('accepts the same scheme as the configured uri', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    await expect(signAndVerify(evmMessage(nonce, clock.now(), { scheme: 'http' }))).resolves.toBeDefined()
  })

  it('accepts any eip155 chain when allowedNetworks is not set', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    const { session } = await signAndVerify(evmMessage(nonce, clock.now(), { chainId: 8453 }))
    expect(session.caipNetworkId).toBe('eip155:8453')
  })

  it('rejects an expired message, and one whose Not Before is still ahead', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    const expired = evmMessage(nonce, clock.now(), { expirationTime: clock.now() })
    await expect(signAndVerify(expired)).rejects.toThrow(E.messageExpired)
    const early = evmMessage(nonce, clock.now(), { notBefore: new Date(clock.now().getTime() + 1000) })
    await expect(signAndVerify(early)).rejects.toThrow(E.messageNotYetValid)
    clock.advance(1000)
    await expect(signAndVerify(early)).resolves.toBeDefined()
  })

  it('rejects an unknown nonce and a reused nonce', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    await expect(signAndVerify(evmMessage('unknownNonce12345', clock.now()))).rejects.toThrow(E.unknownNonce)
    const message = evmMessage(nonce, clock.now())
    await signAndVerify(message)
    await expect(signAndVerify(message)).rejects.toThrow(E.unknownNonce)
  })

  it('rejects a nonce past its time to live', async () => {
    const { clock, nonce, signAndVerify } = await setup({ nonceTtlMs: 60_000 })
    clock.advance(60_000)
    await expect(signAndVerify(evmMessage(nonce, clock.now()))).rejects.toThrow(E.unknownNonce)
  })

  it('lets only one of two concurrent uses of a nonce through', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    const message = evmMessage(nonce, clock.now())
    const results = await Promise.allSettled([signAndVerify(message), signAndVerify(message)])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
  })

  it('does not burn the nonce on a forged signature', async () => {
    const { clock, nonce, signAndVerify } = await setup()
    const message = evmMessage(nonce, clock.now())
    await expect(signAndVerify(message, otherEvmAccount)).rejects.toThrow(E.invalidSignature)
    await expect(signAndVerify(message)).resolves.toBeDefined()
  })

  it('rejects a version other than 1, and malformed text with status 400', async () => {
    const { server, clock, nonce, signAndVerify } = await setup()
    const v2 = evmMessage(nonce, clock.now()).replace('Version: 1', 'Version: 2')
    await expect(signAndVerify(v2)).rejects.toThrow(E.unsupportedVersion)
    await expect(server.verify({ message: 'hello', signature: '0x' })).rejects.toMatchObject({
      message: E.invalidMessage,
      status: 400,
    })
  })
})
