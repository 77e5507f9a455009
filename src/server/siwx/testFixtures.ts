/**
 * Shared test fixtures for src/server (imported by the `*.test.ts` files only): a settable clock,
 * EVM and Solana keys, and builders for signed EIP-4361 and Sign-In With Solana messages.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createSignInMessageText } from '@solana/wallet-standard-util'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import type { CaipNetworkId } from '../../core/caip.js'
import { createSiwxServer, type SiwxServer } from './createSiwxServer.js'
import type { SiwxServerOptions } from './options.js'

/** The domain test servers expect in messages. */
export const DOMAIN = '127.0.0.1:14173'
/** The app URI test servers expect (its origin). */
export const URI = 'http://127.0.0.1:14173'
/** A Solana network id for tests (a genesis-hash-shaped reference). */
export const SOLANA_NETWORK: CaipNetworkId = 'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE'

/** Anvil's first dev key: a public test key, never funded anywhere real. */
export const evmAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
/** Anvil's second dev key. */
export const otherEvmAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** A Solana keypair: 32-byte secret, base58 address of its public key. */
export function solanaKeypair(): { secret: Uint8Array; address: string } {
  const secret = ed25519.utils.randomPrivateKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}

/** A Solana keypair made for this test run. */
export const solanaAccount = solanaKeypair()

/** Base58 ed25519 signature of the UTF-8 bytes of `text`. */
export function signSolana(text: string, secret: Uint8Array = solanaAccount.secret): string {
  return base58.encode(ed25519.sign(new TextEncoder().encode(text), secret))
}

/** A clock tests move by hand. */
export function createClock(start = '2030-01-01T00:00:00.000Z') {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms)
    },
  }
}

/** A server on {@link DOMAIN} / {@link URI} with a manual clock, plus that clock. */
export function createTestServer(options: Partial<SiwxServerOptions> = {}): {
  server: SiwxServer
  clock: ReturnType<typeof createClock>
} {
  const clock = createClock()
  const server = createSiwxServer({ domain: DOMAIN, uri: URI, now: clock.now, sweepIntervalMs: false, ...options })
  return { server, clock }
}

/** An EIP-4361 message from viem's createSiweMessage, for `evmAccount` on chain 1 by default. */
export function evmMessage(
  nonce: string,
  issuedAt: Date,
  overrides: Partial<CreateSiweMessageParameters> = {},
): string {
  return createSiweMessage({
    address: evmAccount.address,
    chainId: 1,
    domain: DOMAIN,
    uri: `${URI}/app`,
    version: '1',
    nonce,
    issuedAt,
    statement: 'Sign in to the demo.',
    ...overrides,
  })
}

/** Parameters of createSignInMessageText, minus what {@link solanaMessage} fills in. */
export type SolanaMessageOverrides = Partial<Parameters<typeof createSignInMessageText>[0]>

/** A Sign-In With Solana message from createSignInMessageText, for `solanaAccount`. */
export function solanaMessage(nonce: string, issuedAt: Date, overrides: SolanaMessageOverrides = {}): string {
  return createSignInMessageText({
    domain: DOMAIN,
    address: solanaAccount.address,
    statement: 'Sign in to the demo.',
    uri: `${URI}/app`,
    version: '1',
    chainId: SOLANA_NETWORK,
    nonce,
    issuedAt: issuedAt.toISOString(),
    ...overrides,
  })
}
