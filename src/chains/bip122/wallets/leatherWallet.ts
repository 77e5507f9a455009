import { hex } from '@scure/base'
import * as v from 'valibot'
import { WalletModalError } from '../../../core/errors.js'
import { bitcoinMessages as messages } from '../messages.js'
import { accountsOfAnswer } from './accounts.js'
import { callWallet, type JsonRpcWalletProvider } from './jsonRpc.js'
import { protocolOfSignature } from './satsConnectWallet.js'
import type { BitcoinWallet } from './types.js'

const signatureSchema = v.looseObject({ signature: v.pipe(v.string(), v.minLength(1)) })
const hexSchema = v.looseObject({ hex: v.pipe(v.string(), v.regex(/^([0-9a-fA-F]{2})+$/)) })
const txidSchema = v.looseObject({ txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })

function parse<S extends v.GenericSchema>(schema: S, answer: unknown, method: string): v.InferOutput<S> {
  const result = v.safeParse(schema, answer)
  if (!result.success) throw new WalletModalError(messages.walletInvalidAnswer(method), { code: 'INVALID_RESPONSE' })
  return result.output
}

/**
 * Leather's RPC (`window.LeatherProvider.request`, @leather.io/rpc): `getAddresses` (BTC entries:
 * p2wpkh for payment, p2tr for ordinals), `signMessage` with `paymentType` and `type: 'bip322'`,
 * `signPsbt` (hex, `signAtIndex`, not broadcast), `sendTransfer`. Leather restores no connection
 * without a prompt, so a reload asks again.
 */
export function createLeatherWallet(provider: JsonRpcWalletProvider): BitcoinWallet {
  let accounts: { address: string; addressType?: string }[] = []
  return {
    async connect(network) {
      const found = accountsOfAnswer(
        await callWallet(provider, 'getAddresses', { network: network.name }),
        'getAddresses',
      )
      accounts = found
      return found
    },
    async restore() {
      return undefined
    },
    async disconnect() {
      accounts = []
    },
    async signMessage(address, message, network) {
      const paymentType = accounts.find((a) => a.address === address)?.addressType === 'p2tr' ? 'p2tr' : 'p2wpkh'
      const answer = parse(
        signatureSchema,
        await callWallet(provider, 'signMessage', { message, paymentType, type: 'bip322', network: network.name }),
        'signMessage',
      )
      return { signature: answer.signature, protocol: protocolOfSignature(answer.signature) }
    },
    async signPsbt(psbt, signInputs, network) {
      const signAtIndex = Object.values(signInputs).flat()
      const answer = parse(
        hexSchema,
        await callWallet(provider, 'signPsbt', {
          hex: hex.encode(psbt),
          signAtIndex,
          network: network.name,
          broadcast: false,
        }),
        'signPsbt',
      )
      return hex.decode(answer.hex.toLowerCase())
    },
    async sendTransfer(to, amount, network) {
      const answer = await callWallet(provider, 'sendTransfer', {
        recipients: [{ address: to, amount: amount.toString() }],
        network: network.name,
      })
      return parse(txidSchema, answer, 'sendTransfer').txid
    },
    provider: () => provider,
  }
}
