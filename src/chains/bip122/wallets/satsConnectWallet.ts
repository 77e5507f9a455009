import { base64 } from '@scure/base'
import * as v from 'valibot'
import { WalletModalError } from '../../../core/errors.js'
import { bitcoinMessages as messages } from '../messages.js'
import { accountsOfAnswer } from './accounts.js'
import { callWallet, type JsonRpcWalletProvider } from './jsonRpc.js'
import type { BitcoinWallet } from './types.js'

/** A sats-connect provider (WBIP-001 JSON-RPC): Xverse, Magic Eden, the Demo Bitcoin Wallet. */
export interface SatsConnectProvider extends JsonRpcWalletProvider {
  /** sats-connect's `addListener('accountChange', cb)`, returning its remover (absent in some wallets). */
  addListener?(event: string, listener: (event: unknown) => void): unknown
}

const signatureSchema = v.looseObject({
  signature: v.pipe(v.string(), v.minLength(1)),
  protocol: v.optional(v.string()),
})
const psbtSchema = v.looseObject({ psbt: v.pipe(v.string(), v.minLength(1)) })
const txidSchema = v.looseObject({ txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })

function parse<S extends v.GenericSchema>(schema: S, answer: unknown, method: string): v.InferOutput<S> {
  const result = v.safeParse(schema, answer)
  if (!result.success) throw new WalletModalError(messages.walletInvalidAnswer(method), { code: 'INVALID_RESPONSE' })
  return result.output
}

/** 65 bytes with a header of 27-42 are a legacy (BIP-137) signature; anything else a BIP-322 one. */
export function protocolOfSignature(signature: string): 'bip322' | 'bip137' {
  try {
    const bytes = base64.decode(signature)
    return bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42 ? 'bip137' : 'bip322'
  } catch {
    return 'bip322'
  }
}

/**
 * A sats-connect wallet: `getAddresses` with purposes payment and ordinals, `signMessage`
 * (BIP322 asked for), `signPsbt` (base64, not broadcast), `sendTransfer`; `wallet_getAccount` restores
 * a granted connection without a prompt, `wallet_renouncePermissions` ends it.
 */
export function createSatsConnectWallet(provider: SatsConnectProvider): BitcoinWallet {
  return {
    async connect() {
      const answer = await callWallet(provider, 'getAddresses', {
        purposes: ['payment', 'ordinals'],
        message: 'Connect your Bitcoin accounts',
      })
      return accountsOfAnswer(answer, 'getAddresses')
    },
    async restore() {
      try {
        const accounts = accountsOfAnswer(await callWallet(provider, 'wallet_getAccount', null), 'wallet_getAccount')
        return accounts.length ? accounts : undefined
      } catch {
        return undefined
      }
    },
    async disconnect() {
      await callWallet(provider, 'wallet_renouncePermissions', null).catch(() => undefined)
    },
    async signMessage(address, message) {
      const answer = parse(
        signatureSchema,
        await callWallet(provider, 'signMessage', { address, message, protocol: 'BIP322' }),
        'signMessage',
      )
      const protocol =
        answer.protocol === 'ECDSA'
          ? 'bip137'
          : answer.protocol === 'BIP322'
            ? 'bip322'
            : protocolOfSignature(answer.signature)
      return { signature: answer.signature, protocol }
    },
    async signPsbt(psbt, signInputs) {
      const answer = parse(
        psbtSchema,
        await callWallet(provider, 'signPsbt', { psbt: base64.encode(psbt), signInputs, broadcast: false }),
        'signPsbt',
      )
      try {
        return base64.decode(answer.psbt)
      } catch {
        throw new WalletModalError(messages.walletInvalidAnswer('signPsbt'), { code: 'INVALID_RESPONSE' })
      }
    },
    async sendTransfer(to, amount) {
      const answer = await callWallet(provider, 'sendTransfer', {
        recipients: [{ address: to, amount: Number(amount) }],
      })
      return parse(txidSchema, answer, 'sendTransfer').txid
    },
    onAccountsChanged(listener) {
      const off = provider.addListener?.('accountChange', () => listener())
      return typeof off === 'function' ? (off as () => void) : () => undefined
    },
    provider: () => provider,
  }
}
