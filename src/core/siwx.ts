import type { CaipAddress, CaipNetworkId } from './caip.js'

/**
 * The fields of a SIWX sign-in message (spec section 3, SIWX session message), shared by the
 * modal (which creates the text: EIP-4361 on EVM, CAIP-122 / Sign-In With Solana on Solana) and
 * the back end (which parses and verifies it). Times are ISO-8601 strings.
 */
export interface SiwxMessageFields {
  /** The account's address as the wallet reports it (EIP-55 on EVM, base58 on Solana). */
  accountAddress: string
  /** CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
  /** RFC 3986 authority asking for the sign-in, e.g. `app.example.com:8080`. */
  domain: string
  uri: string
  version: '1'
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt: string
  notBefore?: string
  expirationTime?: string
}

/** A verified sign-in: who, where, what was signed and until when (spec section 3). */
export interface SiwxSession {
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
  /** The exact message text that was signed. */
  message: string
  /** Hex (EVM) or base58 (Solana) signature. */
  signature: string
  issuedAt: string
  /** ISO-8601; a session without one does not expire. */
  expirationTime?: string
}
