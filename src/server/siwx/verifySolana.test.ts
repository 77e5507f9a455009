import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import {
  createTestServer,
  signSolana,
  SOLANA_NETWORK,
  solanaAccount,
  solanaKeypair,
  solanaMessage,
  type SolanaMessageOverrides,
} from './testFixtures.js'

const E = SIWX_SERVER_ERRORS

async function setup(options: Parameters<typeof createTestServer>[0] = {}) {
  const { server, clock } = createTestServer(options)
  const { nonce } = await server.issueNonce()
  const message = (overrides: SolanaMessageOverrides = {}) => solanaMessage(nonce, clock.now(), overrides)
  const signAndVerify = (text: string) => server.verify({ message: text, signature: signSolana(text) })
  return { server, clock, nonce, message, signAndVerify }
}

describe('verify: Sign-In With Solana', () => {
  it('accepts a message from createSignInMessageText signed with ed25519', async () => {
    const { server, message, signAndVerify } = await setup({ allowedNetworks: [SOLANA_NETWORK] })
    const text = message()
    expect(text).toContain(`Chain ID: ${SOLANA_NETWORK}`)
    const { session } = await signAndVerify(text)
    expect(session).toEqual({
      caipAddress: `${SOLANA_NETWORK}:${solanaAccount.address}`,
      caipNetworkId: SOLANA_NETWORK,
      message: text,
      signature: signSolana(text),
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-02T00:00:00.000Z',
    })
    expect(await server.getSessions({ caipNetworkId: SOLANA_NETWORK, address: solanaAccount.address })).toEqual([
      session,
    ])
  })

  it('rejects a signature over other bytes', async () => {
    const { server, message } = await setup()
    const text = message()
    await expect(server.verify({ message: text, signature: signSolana(`${text} `) })).rejects.toThrow(
      E.invalidSignature,
    )
  })

  it('rejects a message changed after signing', async () => {
    const { server, message } = await setup()
    const text = message()
    const tampered = text.replace('Sign in to the demo.', 'Sign in to the demo!')
    await expect(server.verify({ message: tampered, signature: signSolana(text) })).rejects.toThrow(E.invalidSignature)
  })

  it('rejects a signature by another key, and a malformed one', async () => {
    const { server, message } = await setup()
    const text = message()
    const stranger = solanaKeypair()
    await expect(server.verify({ message: text, signature: signSolana(text, stranger.secret) })).rejects.toThrow(
      E.invalidSignature,
    )
    for (const signature of ['', '0OIl', 'abc', `0x${'00'.repeat(64)}`]) {
      await expect(server.verify({ message: text, signature })).rejects.toThrow(E.invalidSignature)
    }
  })

  it.each([
    ['a wrong domain', { domain: 'evil.example' }, E.domainMismatch],
    ['a wrong uri', { uri: 'https://127.0.0.1:14173/app' }, E.uriMismatch],
    ['a wrong chain', { chainId: 'solana:mainnet' }, E.unsupportedNetwork],
    ['another namespace as chain', { chainId: 'eip155:1' }, E.unsupportedNetwork],
    ['an expired message', { expirationTime: '2029-12-31T23:59:59Z' }, E.messageExpired],
    ['a Not Before ahead', { notBefore: '2030-01-01T00:00:01Z' }, E.messageNotYetValid],
    ['an unknown nonce', { nonce: 'unknownNonce12345' }, E.unknownNonce],
    ['a version other than 1', { version: '2' }, E.unsupportedVersion],
  ])('rejects %s', async (_, overrides, error) => {
    const { message, signAndVerify } = await setup({ allowedNetworks: [SOLANA_NETWORK] })
    await expect(signAndVerify(message(overrides))).rejects.toThrow(error)
  })

  it('rejects a reused nonce', async () => {
    const { message, signAndVerify } = await setup()
    const text = message()
    await signAndVerify(text)
    await expect(signAndVerify(text)).rejects.toThrow(E.unknownNonce)
  })

  it.each([
    ['no Chain ID', { chainId: undefined }],
    ['no Nonce', { nonce: undefined }],
    ['no URI', { uri: undefined }],
    ['no Issued At', { issuedAt: undefined }],
    ['a bad Issued At', { issuedAt: 'yesterday' }],
    ['an address that is no public key', { address: 'not-base58-0OIl' }],
  ])('refuses a message with %s as malformed (400)', async (_, overrides) => {
    const { message, signAndVerify } = await setup()
    await expect(signAndVerify(message(overrides))).rejects.toMatchObject({ message: E.invalidMessage, status: 400 })
  })

  it('maps a Wallet Standard cluster name to its genesis-hash network id', async () => {
    const { message, signAndVerify } = await setup()
    const { session } = await signAndVerify(message({ chainId: 'solana:devnet' }))
    expect(session.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })
})
