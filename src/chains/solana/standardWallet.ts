import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import type { WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { WalletModalError } from '../../core/errors.js'
import type { SolanaSignInFields, SolanaWallet } from './wallet.js'

/** A Wallet Standard wallet in the page, through @solana/wallet-adapter-base's StandardWalletAdapter. */
export function createStandardSolanaWallet(wallet: WalletAdapterCompatibleStandardWallet): SolanaWallet {
  const adapter = new StandardWalletAdapter({ wallet })
  return {
    address: () => adapter.publicKey?.toBase58(),
    connect: () => adapter.connect(),
    async restore() {
      try {
        await adapter.autoConnect()
      } catch {
        return false
      }
      return !!adapter.publicKey
    },
    disconnect: () => adapter.disconnect(),
    // Sign-In With Solana when the wallet offers it: the adapter connects to the account it returns.
    ...('solana:signIn' in wallet.features
      ? {
          async signIn(input: SolanaSignInFields) {
            if (!adapter.signIn)
              throw new WalletModalError('This wallet cannot sign in', { code: 'UNSUPPORTED_METHOD' })
            const output = await adapter.signIn(input)
            return {
              address: adapter.publicKey?.toBase58() ?? output.account.address,
              message: output.signedMessage,
              signature: output.signature,
            }
          },
        }
      : {}),
    async signMessage(message) {
      if (!adapter.signMessage)
        throw new WalletModalError('This wallet cannot sign messages', { code: 'UNSUPPORTED_METHOD' })
      return adapter.signMessage(message)
    },
    sendTransaction: (tx, connection) => adapter.sendTransaction(tx, connection),
    onDisconnect: (listener) => void adapter.on('disconnect', listener),
    standard: () => wallet,
    destroy: () => void adapter.removeAllListeners(),
  }
}
