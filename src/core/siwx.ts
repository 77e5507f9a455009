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

/**
 * Where SIWX sessions live (spec section 3/4). The default keeps them in localStorage; the server
 * storage asks the host's back end (`wallet-modal/server`), which verifies every signature.
 */
export interface SiwxStorage {
  /** A fresh single-use nonce (alphanumeric, ≥ 8 characters, EIP-4361). */
  getNonce(): Promise<string>
  /**
   * Records a signed message; a verifying storage checks it first.
   * @returns the stored session.
   * @throws Error with the verifier's reason when the signature or message is rejected.
   */
  add(signed: { message: string; signature: string; session: SiwxSession }): Promise<SiwxSession>
  /** Unexpired sessions of one account on one network. */
  get(caipNetworkId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  delete(caipNetworkId: CaipNetworkId, address: string): Promise<void>
}

/**
 * SIWX options (spec sections 2 and 4). With `required`, an account without a session cannot use
 * the app: SIWXSignMessage cannot be closed, and Cancel goes back to the last network that has a
 * session, or disconnects.
 */
export interface SiwxOptions {
  /** Default true when the `siwx` object is given. */
  enabled?: boolean
  required?: boolean
  statement?: string
  /** RFC 3986 authority shown in the message; default `location.host`. */
  domain?: string
  /** Default `location.origin`. */
  uri?: string
  /** Session lifetime written as the message's expirationTime, in ms; default 24 h. */
  expirationMs?: number
  resources?: string[]
  /** URL of a `wallet-modal/server` SIWX back end (e.g. '/api/siwx'): uses the verifying server storage. */
  serverUrl?: string
  /** A custom storage; wins over `serverUrl`. */
  storage?: SiwxStorage
}

/** True when the host configured `siwx` and did not turn it off (`enabled: false`). */
export function isSiwxEnabled(options: SiwxOptions | undefined): boolean {
  return !!options && options.enabled !== false
}
