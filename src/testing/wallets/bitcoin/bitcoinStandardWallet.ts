/**
 * The Demo Bitcoin Wallet as a Bitcoin Wallet Standard wallet (ExodusMovement/bitcoin-wallet-standard
 * features): `bitcoin:connect` (accounts in the order of the purposes asked), `bitcoin:signMessage`
 * (a legacy BIP-137 signature for the payment address, as the standard's comment suggests; BIP-322
 * for the Taproot one), `bitcoin:signTransaction`, `standard:disconnect`, `standard:events`. Named
 * 'Demo Wallet' with the EVM and Solana Demo Wallet's icon, so the modal lists one wallet.
 */
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { base64, hex } from '@scure/base'
import { DEMO_WALLET_ICON } from '../walletIcon.js'
import type { DemoBitcoinWallet } from './demoBitcoinWallet.js'

const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

export function createBitcoinStandardWallet(wallet: DemoBitcoinWallet): Wallet {
  const chain = wallet.network.walletStandardChain as IdentifierString
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>()
  const accountOf = (address: string, publicKey: string) =>
    new ReadonlyWalletAccount({
      address,
      publicKey: hex.decode(publicKey),
      chains: [chain],
      features: [...ACCOUNT_FEATURES],
    })
  const byPurpose = (purpose: string) =>
    purpose === 'ordinals'
      ? accountOf(wallet.account.ordinals.address, wallet.account.ordinals.publicKey)
      : accountOf(wallet.account.payment.address, wallet.account.payment.publicKey)
  const accounts = () => (wallet.connected ? [byPurpose('payment'), byPurpose('ordinals')] : [])
  wallet.onChange(() => {
    for (const listener of [...listeners]) listener({ accounts: accounts() })
  })
  return {
    version: '1.0.0',
    name: 'Demo Wallet',
    icon: DEMO_WALLET_ICON as Wallet['icon'],
    chains: [chain],
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async ({ purposes }: { purposes: string[] }) => {
          await wallet.connect('bitcoin:connect', { purposes })
          return { accounts: purposes.map(byPurpose) }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          const outputs = []
          for (const { account, message } of inputs) {
            const protocol = account.address === wallet.account.ordinals.address ? 'bip322' : 'bip137'
            const signature = await wallet.signMessage(
              'bitcoin:signMessage',
              account.address,
              new TextDecoder().decode(message),
              protocol,
            )
            outputs.push({ signedMessage: message, signature: base64.decode(signature) })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (
          ...inputs: {
            psbt: Uint8Array
            chain: string
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) => {
          const outputs = []
          for (const input of inputs) {
            if (input.chain !== chain) throw new Error(`Demo Bitcoin Wallet: unsupported chain ${input.chain}`)
            const signInputs = Object.fromEntries(input.inputsToSign.map((i) => [i.account.address, i.signingIndexes]))
            outputs.push({ signedPsbt: await wallet.signPsbt('bitcoin:signTransaction', input.psbt, signInputs) })
          }
          return outputs
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          wallet.calls.push({ method: 'standard:disconnect' })
          wallet.revokePermission()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (properties: { accounts: readonly WalletAccount[] }) => void) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
}
