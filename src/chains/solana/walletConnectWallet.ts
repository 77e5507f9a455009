import { base58 } from '@scure/base'
import { PublicKey, type Transaction } from '@solana/web3.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { sessionAccounts, type WalletConnectSession } from '../walletconnect/session.js'
import type { SolanaWallet } from './wallet.js'

/**
 * A Solana account over the instance's WalletConnect session: `solana_signMessage` and
 * `solana_signTransaction` go to the phone wallet through the relay; the modal sends the signed
 * transaction itself through the configured RPC.
 */
export function createWalletConnectSolanaWallet(session: WalletConnectSession, caipNetworkId: () => CaipNetworkId): SolanaWallet {
  let address: string | undefined
  const listeners: (() => void)[] = []
  session.on('delete', () => {
    if (!address) return
    address = undefined
    for (const l of listeners) l()
  })
  const pick = async () => {
    const accounts = sessionAccounts(await session.current(), 'solana')
    address = (accounts.find(([chain]) => chain === caipNetworkId()) ?? accounts[0])?.[1]
    return address
  }
  return {
    address: () => address,
    async connect() {
      await session.ensure('solana')
      if (!(await pick())) throw new Error('The wallet approved no Solana account')
    },
    async restore() {
      return !!(await pick())
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
      const answer = await session.request<{ signature?: string; transaction?: string }>(caipNetworkId(), 'solana_signTransaction', {
        transaction: btoa(String.fromCharCode(...serialized)),
      })
      if (answer.signature) tx.addSignature(new PublicKey(address!), Buffer.from(base58.decode(answer.signature)))
      const raw = answer.signature ? tx.serialize() : Uint8Array.from(atob(answer.transaction ?? ''), (ch) => ch.charCodeAt(0))
      return connection.sendRawTransaction(raw)
    },
    onDisconnect: (listener) => void listeners.push(listener),
    destroy: () => void listeners.splice(0),
  }
}
