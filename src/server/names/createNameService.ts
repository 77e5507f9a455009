import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { fullName } from '../../core/names/nameRule.js'
import type { RequestInfo } from '../http/pipeline.js'
import { generateNonce, type SiwxNonce } from '../siwx/nonce.js'
import { answerGatewayRequest } from './gateway.js'
import { createNamesHttpApp } from './httpApp.js'
import { labelOfName } from './normalizeName.js'
import { resolveNameServiceOptions, type NameServiceOptions } from './options.js'
import { registerName, toRegisteredName, type NameRegistrationInput, type RegisteredName } from './register.js'
import { suggestionCandidates } from './suggestions.js'
import { canonicalAddress, createNameSignatureVerifier } from './verifyNameSignature.js'

/** How long an issued registration nonce stays valid: 5 minutes, in ms (as the message). */
export const NAME_NONCE_TTL_MS = 5 * 60_000

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
  /** Issues and stores a single-use nonce valid for {@link NAME_NONCE_TTL_MS}. */
  issueNonce(): Promise<SiwxNonce>
  /** Registers a name; see `registerName` for the checks and the exact errors. */
  register(input: NameRegistrationInput): Promise<RegisteredName>
  /** The registration of a full name under the suffix or a legacy one; undefined for any other or an unregistered name. */
  lookup(name: string): Promise<RegisteredName | undefined>
  /**
   * The names of an address, primary (newest) first; [] for none or an invalid address.
   * @throws NameServiceError 'Unsupported coin type' (400) for a coin type other than 60 and 501
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

/**
 * Creates the name service (spec section 7: lookup, suggestions, reverse lookup, register with
 * coinType, address, signature, message; section 5: the rule; section 9: suffixes): names under
 * the operator's suffix, registered by signing a message (EVM or Solana), stored in one
 * `ServerStorage`, and an EIP-3668 gateway that signs answers for a resolver contract, so
 * ENS-aware clients (viem's getEnsName / getEnsAddress) resolve them.
 * @throws Error for invalid options (see `resolveNameServiceOptions`)
 */
export function createNameService(options: NameServiceOptions & { mountPath?: string }): NameService {
  const resolved = resolveNameServiceOptions(options)
  const { names } = resolved.storage
  const verifySignature = createNameSignatureVerifier(resolved.evmRpcUrl)
  const view = (record: Parameters<typeof toRegisteredName>[0]) => toRegisteredName(record, resolved.suffix)

  const service: Omit<NameService, 'handle'> = {
    suffix: resolved.suffix,
    gatewaySigner: resolved.gatewayPrivateKey ? privateKeyToAddress(resolved.gatewayPrivateKey) : undefined,
    async issueNonce() {
      const nonce = generateNonce()
      const expiresAt = new Date(resolved.now().getTime() + NAME_NONCE_TTL_MS)
      await names.saveNonce(nonce, expiresAt)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
    register: (input) => registerName(resolved, verifySignature, input),
    async lookup(name) {
      const label = labelOfName(name, resolved.suffixes)
      const record = label === undefined ? undefined : await names.findByLabel(label)
      return record && view(record)
    },
    async reverse(coinType, address) {
      let canonical: string
      try {
        canonical = canonicalAddress(coinType, address)
      } catch (error) {
        if (error instanceof Error && error.message === 'Invalid address') return []
        throw error
      }
      return (await names.findByAddress(coinType, canonical)).map(view)
    },
    async suggestions(query) {
      const labels = suggestionCandidates(query, resolved.suffix)
      const taken = await names.registeredAmong(labels)
      return labels.map((label) => ({ name: fullName(label, resolved.suffix), registered: taken.has(label) }))
    },
    async answerGateway(sender, data) {
      if (!resolved.gatewayPrivateKey) throw new Error('names: no gatewayPrivateKey configured')
      return answerGatewayRequest(
        {
          byName: (name) => {
            const label = labelOfName(name, resolved.suffixes)
            return label === undefined ? Promise.resolve(undefined) : names.findByLabel(label)
          },
          primaryName: async (coinType, address) => (await service.reverse(coinType, address))[0]?.name,
        },
        { privateKey: resolved.gatewayPrivateKey, ttlSeconds: resolved.gatewayTtlSeconds, now: resolved.now },
        sender,
        data,
      )
    },
  }
  const app = createNamesHttpApp(service, resolved, options.mountPath ?? '/')
  return { ...service, handle: (request, info) => Promise.resolve(app.fetch(request, info)) }
}
