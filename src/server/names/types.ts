import type { Address, Hex } from 'viem'
import type { RequestInfo } from '../http/requestInfo.js'
import type { SiwxNonce } from '../siwx/nonce.js'
import type { NameRegistrationInput, RegisteredName } from './register.js'

/** One suggestion: a full name and whether it is taken (spec section 7: suggestions). */
export interface NameSuggestion {
  /** 'alice1.modal.id' */
  name: string
  registered: boolean
}

/** The name service returned by {@link createNameService}. */
export interface NameService {
  /** The operator's suffix ('modal.id'). */
  readonly suffix: string
  /** The address the resolver contract must trust (from `gatewayPrivateKey`), or undefined without a gateway. */
  readonly gatewaySigner: Address | undefined
  /** The HTTP API as a Fetch handler under `mountPath`; see `createNamesHttpApp` for the routes. */
  handle(request: Request, info?: RequestInfo): Promise<Response>
  /** Issues and stores a single-use nonce valid for NAME_NONCE_TTL_MS (5 min). */
  issueNonce(): Promise<SiwxNonce>
  /** Registers a name; see `registerName` for the checks and the exact errors. */
  register(input: NameRegistrationInput): Promise<RegisteredName>
  /** The registration of a full name under the suffix or a legacy one; undefined for any other or an unregistered name. */
  lookup(name: string): Promise<RegisteredName | undefined>
  /**
   * The names of an address, primary (newest) first; [] for none or an invalid address.
   * @throws NameServiceError 'Unsupported coin type' (400) for a coin type other than 60, 501 and an ENSIP-11 EVM chain's
   */
  reverse(coinType: number, address: string): Promise<RegisteredName[]>
  /** Up to 5 registrable names for a query, each with whether it is taken (see `suggestionCandidates`). */
  suggestions(query: string): Promise<NameSuggestion[]>
  /**
   * Answers an EIP-3668 gateway request (see `answerGatewayRequest`), signed with `gatewayPrivateKey`.
   * @throws Error 'names: no gatewayPrivateKey configured' without one
   */
  answerGateway(sender: string, data: string): Promise<Hex>
}
