import { base58 } from '@scure/base'
import { PublicKey, type Transaction } from '@solana/web3.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { WalletModalError } from '../../core/errors.js'
import { walletAnswersMessages as messages } from '../walletAnswers.js'
import { accountsOn } from '../walletconnect/namespaces.js'
import type { WalletConnectSession } from '../walletconnect/session.js'
import type { SolanaWallet } from './wallet.js'

/**
 * A Solana account over the instance's WalletConnect session: `solana_signMessage` and
 * `solana_signTransaction` go to the phone wallet through the relay; the modal sends the signed
 * transaction itself through the configured RPC. The account is the session's account on the
 * selected network, never one on another network.
 * `networkName` names a network in errors (default: its CAIP-2 id).
 */
export function createWalletConnectSolanaWallet(
  session: WalletConnectSession,
  caipNetworkId: () => CaipNetworkId,
  networkName: (caipNetworkId: CaipNetworkId) => string = (id) => id,
): SolanaWallet {
  let address: string | undefined
  const listeners: (() => void)[] = []
  session.on('delete', () => {
    if (!address) return
    address = undefined
    for (const l of listeners) l()
  })
  const accountOn = async (network: CaipNetworkId) => accountsOn(await session.accounts('solana'), network)[0]
  const noAccount = (network: CaipNetworkId) =>
    new WalletModalError(messages.wcNoAccountOn(networkName(network)), { code: 'INVALID_ACCOUNTS' })
  return {
    address: () => address,
    async connect() {
      await session.ensure('solana')
      const network = caipNetworkId()
      address = await accountOn(network)
      if (address) return
      await session.disconnect()
      throw noAccount(network)
    },
    async restore() {
      address = await accountOn(caipNetworkId())
      return !!address
    },
    async select(network) {
      const next = await accountOn(network)
      if (!next) throw noAccount(network)
      address = next
    },
    async disconnect() {
      address = undefined
      await session.disconnect()
    },
    async signMessage(message) {
      const { signature } = await session.request<{ signature: string }>(caipNetworkId(), 'solana_signMessage', {
        message: base58.encode(message),
        pubkey: address,
      })
      return base58.decode(signature)
    },
    async sendTransaction(tx: Transaction, connection) {
      const serialized = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
      const answer = await session.request<{ signature?: string; transaction?: string }>(
        caipNetworkId(),
        'solana_signTransaction',
        {
          transaction: btoa(String.fromCharCode(...serialized)),
        },
      )
      if (answer.signature) tx.addSignature(new PublicKey(address!), Buffer.from(base58.decode(answer.signature)))
      const raw = answer.signature
        ? tx.serialize()
        : Uint8Array.from(atob(answer.transaction ?? ''), (ch) => ch.charCodeAt(0))
      return connection.sendRawTransaction(raw)
    },
    onDisconnect: (listener) => void listeners.push(listener),
    destroy: () => void listeners.splice(0),
  }
}
