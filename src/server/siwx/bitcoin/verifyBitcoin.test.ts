import { describe, expect, it } from 'vitest'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../../../core/bitcoinNetworks.js'
import { createBitcoinSignInMessage } from '../../../core/bitcoinSignInMessage.js'
import type { SiwxMessageFields } from '../../../core/siwx.js'
import { signBip137, signBip322Simple, signingPayment } from '../../../testing/wallets/bitcoin/messageSigner.js'
import { SIWX_SERVER_ERRORS as E } from '../errors.js'
import { DOMAIN, URI, createTestServer } from '../testFixtures.js'
import { parseBitcoinMessage } from './parseBitcoinMessage.js'

const regtest = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!.encoding
const key = secp256k1.utils.randomPrivateKey()
const payment = signingPayment(key, 'p2wpkh', regtest).address

function fields(nonce: string, overrides: Partial<SiwxMessageFields> = {}): SiwxMessageFields {
  return {
    domain: DOMAIN,
    accountAddress: payment,
    statement: 'Sign in to the demo.',
    uri: `${URI}/app`,
    version: '1',
    chainId: BITCOIN_REGTEST_ID,
    nonce,
    issuedAt: '2030-01-01T00:00:00.000Z',
    expirationTime: '2030-01-02T00:00:00.000Z',
    ...overrides,
  }
}

async function setup() {
  const { server } = createTestServer({ allowedNetworks: [BITCOIN_REGTEST_ID] })
  const { nonce } = await server.issueNonce()
  return { server, nonce }
}

describe('verify: CAIP-122 on Bitcoin', () => {
  it('accepts a BIP-322 simple signature and keeps the session under the bip122 CAIP-10 id', async () => {
    const { server, nonce } = await setup()
    const text = createBitcoinSignInMessage(fields(nonce))
    expect(text.split('\n').slice(0, 3)).toEqual([
      `${DOMAIN} wants you to sign in with your Bitcoin account:`,
      payment,
      '',
    ])
    expect(text).toContain(`Chain ID: ${BITCOIN_REGTEST_ID}`)
    const signature = signBip322Simple(key, text, 'p2wpkh', regtest)
    const { session } = await server.verify({ message: text, signature })
    expect(session.caipAddress).toBe(`${BITCOIN_REGTEST_ID}:${payment}`)
    expect(await server.getSessions({ caipNetworkId: BITCOIN_REGTEST_ID, address: payment })).toEqual([session])
  })

  it('accepts a legacy BIP-137 signature', async () => {
    const { server, nonce } = await setup()
    const text = createBitcoinSignInMessage(fields(nonce))
    const { session } = await server.verify({ message: text, signature: signBip137(key, text, 'p2wpkh') })
    expect(session.caipNetworkId).toBe(BITCOIN_REGTEST_ID)
  })

  it('refuses a tampered signature, a changed message and another key, and keeps the nonce usable', async () => {
    const { server, nonce } = await setup()
    const text = createBitcoinSignInMessage(fields(nonce))
    const signature = signBip322Simple(key, text, 'p2wpkh', regtest)
    const bytes = base64.decode(signature)
    bytes[12] = bytes[12]! ^ 0x01
    await expect(server.verify({ message: text, signature: base64.encode(bytes) })).rejects.toThrow(E.invalidSignature)
    const changed = text.replace('Sign in to the demo.', 'Sign in to the demo!')
    await expect(server.verify({ message: changed, signature })).rejects.toThrow(E.invalidSignature)
    const other = signBip322Simple(secp256k1.utils.randomPrivateKey(), text, 'p2wpkh', regtest)
    await expect(server.verify({ message: text, signature: other })).rejects.toThrow(E.invalidSignature)
    await expect(server.verify({ message: text, signature })).resolves.toMatchObject({
      session: { caipAddress: `${BITCOIN_REGTEST_ID}:${payment}` },
    })
  })

  it.each([
    ['a network not allowed', { chainId: BITCOIN_MAINNET_ID }, E.unsupportedNetwork],
    ['a malformed chain', { chainId: 'bip122:mainnet' as SiwxMessageFields['chainId'] }, E.unsupportedNetwork],
    ['a wrong domain', { domain: 'evil.example' }, E.domainMismatch],
    ['an expired message', { expirationTime: '2029-12-31T23:59:59.000Z' }, E.messageExpired],
  ])('refuses %s', async (_label, overrides, error) => {
    const { server, nonce } = await setup()
    const text = createBitcoinSignInMessage(fields(nonce, overrides))
    await expect(
      server.verify({ message: text, signature: signBip322Simple(key, text, 'p2wpkh', regtest) }),
    ).rejects.toThrow(error)
  })
})

describe('parseBitcoinMessage', () => {
  const text = createBitcoinSignInMessage(
    fields('Nonce12345678', {
      resources: ['https://a.example/1', 'ipfs://x'],
      requestId: 'r-1',
      notBefore: '2030-01-01T00:00:00.000Z',
    }),
  )

  it('reads back every field the builder wrote', () => {
    expect(parseBitcoinMessage(text)).toMatchObject({
      namespace: 'bip122',
      fields: {
        domain: DOMAIN,
        accountAddress: payment,
        chainId: BITCOIN_REGTEST_ID,
        nonce: 'Nonce12345678',
        resources: ['https://a.example/1', 'ipfs://x'],
        requestId: 'r-1',
      },
    })
    const bare = createBitcoinSignInMessage(
      fields('Nonce12345678', { statement: undefined, expirationTime: undefined }),
    )
    expect(parseBitcoinMessage(bare).fields.statement).toBeUndefined()
  })

  it.each([
    ['a trailing newline', `${text}\n`],
    ['fields out of order', text.replace(/URI: (.*)\nVersion: 1/, 'Version: 1\nURI: $1')],
    ['a missing nonce', text.replace(/\nNonce: .*/, '')],
    ['a short nonce', text.replace(/Nonce: \w+/, 'Nonce: abc')],
    ['an unknown line', text.replace('Version: 1', 'Version: 1\nColor: red')],
    ['an empty resource', `${text}\n- `],
    ['no address', text.replace(payment, '')],
  ])('refuses %s as Invalid message', (_label, bad) => {
    expect(() => parseBitcoinMessage(bad)).toThrow(E.invalidMessage)
  })

  it('refuses another version', () => {
    expect(() => parseBitcoinMessage(text.replace('Version: 1', 'Version: 2'))).toThrow(E.unsupportedVersion)
  })

  it.each([
    ['an empty domain', text.replace(DOMAIN, '')],
    ['an address with punctuation', text.replace(payment, `${payment.slice(0, -1)}!`)],
    ['an address of 13 characters', text.replace(payment, payment.slice(0, 13))],
    ['an address of 91 characters', text.replace(payment, payment.padEnd(91, 'q'))],
    ['a nonce with a non-alphanumeric head', text.replace('Nonce: Nonce12345678', 'Nonce: x-Nonce12345678')],
    ['a nonce with a non-alphanumeric tail', text.replace('Nonce: Nonce12345678', 'Nonce: Nonce12345678-x')],
    ['an empty Request ID', text.replace('Request ID: r-1', 'Request ID: ')],
    ['an empty URI', text.replace(/URI: .*/, 'URI: ')],
    ['a statement that reads as a URI line', text.replace('Sign in to the demo.', `URI: ${URI}/app`)],
    ['a missing Version line', text.replace('\nVersion: 1', '')],
    ['a missing Chain ID line', text.replace(/\nChain ID: .*/, '')],
    [
      'an Expiration Time that is no RFC 3339 time',
      text.replace('Expiration Time: 2030-01-02T00:00:00.000Z', 'Expiration Time: tomorrow'),
    ],
    [
      'a Not Before that is no RFC 3339 time',
      text.replace('Not Before: 2030-01-01T00:00:00.000Z', 'Not Before: 2030-01-01'),
    ],
  ])('refuses %s as Invalid message (400)', (_label, bad) => {
    expect(bad).not.toBe(text)
    expect(() => parseBitcoinMessage(bad)).toThrow(expect.objectContaining({ message: E.invalidMessage, status: 400 }))
  })

  it('refuses a Chain ID outside bip122 as Unsupported network', () => {
    for (const chainId of ['eip155:1', 'bip122:mainnet', `${BITCOIN_REGTEST_ID}0`]) {
      const other = text.replace(`Chain ID: ${BITCOIN_REGTEST_ID}`, `Chain ID: ${chainId}`)
      expect(() => parseBitcoinMessage(other)).toThrow(
        expect.objectContaining({ message: E.unsupportedNetwork, status: 401 }),
      )
    }
  })

  it('normalises Issued At, Expiration Time and Not Before to toISOString form', () => {
    const bare = createBitcoinSignInMessage(
      fields('Nonce12345678', {
        issuedAt: '2030-01-01T01:00:00+01:00',
        expirationTime: '2030-01-02T00:00:00Z',
        notBefore: '2030-01-01T00:00:00.5Z',
      }),
    )
    expect(parseBitcoinMessage(bare).fields).toMatchObject({
      issuedAt: '2030-01-01T00:00:00.000Z',
      expirationTime: '2030-01-02T00:00:00.000Z',
      notBefore: '2030-01-01T00:00:00.500Z',
    })
  })
})
