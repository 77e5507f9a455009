import { privateKeyToAddress } from 'viem/accounts'
import { fullName } from '../../core/names/nameRule.js'
import { generateNonce } from '../siwx/nonce.js'
import { answerGatewayRequest } from './gateway.js'
import { createNamesHttpApp } from './httpApp.js'
import { labelOfName } from './normalizeName.js'
import { resolveNameServiceOptions, type NameServiceOptions } from './options.js'
import { registerName, toRegisteredName } from './register.js'
import { suggestionCandidates } from './suggestions.js'
import type { NameService } from './types.js'
import { canonicalAddress, createNameSignatureVerifier } from './verifyNameSignature.js'

export type { NameService, NameSuggestion } from './types.js'

/** How long an issued registration nonce stays valid: 5 minutes, in ms (as the message). */
export const NAME_NONCE_TTL_MS = 5 * 60_000

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
