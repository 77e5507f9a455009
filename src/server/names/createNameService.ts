import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { fullName } from '../../core/names/nameRule.js'
import { fetchHandler } from '../http/httpApp.js'
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

/** Signed gateway answers a service keeps for reuse (the oldest goes first). */
export const GATEWAY_CACHE_ENTRIES = 1024

/**
 * Creates the name service (spec section 7: lookup, suggestions, reverse lookup, register with
 * coinType, address, signature, message; section 5: the rule; section 9: suffixes): names under
 * the operator's suffix, registered by signing a message (EVM or Solana), stored in one
 * `ServerStorage`, and an EIP-3668 gateway that signs answers for a resolver contract, so
 * ENS-aware clients (viem's getEnsName / getEnsAddress) resolve them. The gateway reuses a signed
 * answer for the same (sender, data) during the first half of its validity (at most
 * {@link GATEWAY_CACHE_ENTRIES} kept), and forgets them when a name is registered here.
 * @throws Error for invalid options (see `resolveNameServiceOptions`)
 */
export function createNameService(options: NameServiceOptions & { mountPath?: string }): NameService {
  const resolved = resolveNameServiceOptions(options)
  const { names } = resolved.storage
  const verifySignature = createNameSignatureVerifier(resolved.evmRpcUrl)
  const view = (record: Parameters<typeof toRegisteredName>[0]) => toRegisteredName(record, resolved.suffix)
  /**
   * Signed gateway answers by (sender, data), each reused for the first half of its validity: a
   * client asking again and again costs a map lookup, not a signature and two storage reads.
   */
  const gatewayAnswers = new Map<string, { answer: Hex; from: number; until: number }>()

  const service: Omit<NameService, 'handle'> = {
    suffix: resolved.suffix,
    gatewaySigner: resolved.gatewayPrivateKey ? privateKeyToAddress(resolved.gatewayPrivateKey) : undefined,
    async issueNonce() {
      const nonce = generateNonce()
      const expiresAt = new Date(resolved.now().getTime() + NAME_NONCE_TTL_MS)
      await names.saveNonce(nonce, expiresAt)
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
    async register(input) {
      const registered = await registerName(resolved, verifySignature, input)
      // A cached answer may say this name is unknown, or give the address's older primary name.
      gatewayAnswers.clear()
      return registered
    },
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
      const key = `${sender.toLowerCase()} ${data.toLowerCase()}`
      const at = resolved.now().getTime()
      const cached = gatewayAnswers.get(key)
      if (cached && at >= cached.from && at < cached.until) return cached.answer
      gatewayAnswers.delete(key)
      const answer = await answerGatewayRequest(
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
      if (gatewayAnswers.size >= GATEWAY_CACHE_ENTRIES) gatewayAnswers.delete(gatewayAnswers.keys().next().value!)
      gatewayAnswers.set(key, { answer, from: at, until: at + (resolved.gatewayTtlSeconds * 1000) / 2 })
      return answer
    },
  }
  const app = createNamesHttpApp(service, resolved, options.mountPath ?? '/')
  return { ...service, handle: fetchHandler(app) }
}
