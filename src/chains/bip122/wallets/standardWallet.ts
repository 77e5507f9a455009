import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinNetwork } from '../../../core/bitcoinNetworks.js'
import { WalletModalError } from '../../../core/errors.js'
import { bitcoinMessages as messages } from '../messages.js'
import { decodeBitcoinAddress } from '../address.js'
import { createSatsConnectWallet, type SatsConnectProvider } from './satsConnectWallet.js'
import type { BitcoinAddressPurpose, BitcoinWallet, BitcoinWalletAccount } from './types.js'

import { BITCOIN_CONNECT, SATS_CONNECT_FEATURE } from './standardFeatures.js'

export { isBitcoinStandardWallet } from './standardFeatures.js'

/** The Bitcoin Wallet Standard's signing features (ExodusMovement/bitcoin-wallet-standard). */
const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'

type Feature<T> = T | undefined
interface ConnectFeature {
  connect(input: { purposes: BitcoinAddressPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
interface SignTransactionFeature {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      chain: string
      inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
}

const feature = <T>(wallet: Wallet, name: string): Feature<T> =>
  wallet.features[name as `${string}:${string}`] as T | undefined

/** Purpose of an account the wallet already granted: Taproot is for ordinals, anything else for payment. */
function purposeOf(account: WalletAccount, network: BitcoinNetwork): BitcoinAddressPurpose {
  return decodeBitcoinAddress(account.address, network.encoding)?.type === 'tr' ? 'ordinals' : 'payment'
}

const asAccount = (account: WalletAccount, purpose: BitcoinAddressPurpose): BitcoinWalletAccount => ({
  address: account.address,
  purpose,
  ...(account.publicKey?.length
    ? { publicKey: Array.from(account.publicKey, (b) => b.toString(16).padStart(2, '0')).join('') }
    : {}),
})

/**
 * A Bitcoin Wallet Standard wallet: through its sats-connect provider when it carries one
 * (`sats-connect:`), else `bitcoin:connect` (accounts in the order asked: payment, then ordinals),
 * `bitcoin:signMessage` (a 65-byte answer is BIP-137, anything else BIP-322), `bitcoin:signTransaction`.
 */
export function createStandardBitcoinWallet(wallet: Wallet): BitcoinWallet {
  const satsConnect = feature<{ provider?: SatsConnectProvider }>(wallet, SATS_CONNECT_FEATURE)?.provider
  if (satsConnect) return { ...createSatsConnectWallet(satsConnect), provider: () => wallet }
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account) throw new WalletModalError(messages.walletNoAddress, { code: 'NO_ACCOUNT' })
    return account
  }
  const signTransaction = feature<SignTransactionFeature>(wallet, BITCOIN_SIGN_TRANSACTION)
  return {
    async connect() {
      const connect = feature<ConnectFeature>(wallet, BITCOIN_CONNECT)
      if (!connect) throw new WalletModalError(messages.walletNoAddress, { code: 'NO_ACCOUNT' })
      const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] })
      return accounts.slice(0, 2).map((account, i) => asAccount(account, i === 0 ? 'payment' : 'ordinals'))
    },
    async restore(network) {
      return wallet.accounts.length ? wallet.accounts.map((a) => asAccount(a, purposeOf(a, network))) : undefined
    },
    async disconnect() {
      await feature<{ disconnect(): Promise<void> }>(wallet, 'standard:disconnect')?.disconnect()
    },
    async signMessage(address, message) {
      const sign = feature<SignMessageFeature>(wallet, BITCOIN_SIGN_MESSAGE)
      if (!sign)
        throw new WalletModalError(messages.walletInvalidAnswer(BITCOIN_SIGN_MESSAGE), { code: 'UNSUPPORTED_METHOD' })
      const [output] = await sign.signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!(output?.signature instanceof Uint8Array))
        throw new WalletModalError(messages.walletInvalidAnswer(BITCOIN_SIGN_MESSAGE), { code: 'INVALID_RESPONSE' })
      const legacy = output.signature.length === 65 && output.signature[0]! >= 27 && output.signature[0]! <= 42
      return { signature: base64.encode(output.signature), protocol: legacy ? 'bip137' : 'bip322' }
    },
    ...(signTransaction
      ? {
          async signPsbt(psbt: Uint8Array, signInputs: Record<string, number[]>, network: BitcoinNetwork) {
            const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
              account: accountOf(address),
              signingIndexes,
            }))
            const [output] = await signTransaction.signTransaction({
              psbt,
              chain: network.walletStandardChain,
              inputsToSign,
            })
            if (!(output?.signedPsbt instanceof Uint8Array))
              throw new WalletModalError(messages.walletInvalidAnswer(BITCOIN_SIGN_TRANSACTION), {
                code: 'INVALID_RESPONSE',
              })
            return output.signedPsbt
          },
        }
      : {}),
    onAccountsChanged(listener) {
      return (
        feature<EventsFeature>(wallet, 'standard:events')?.on(
          'change',
          (properties) => properties.accounts && listener(),
        ) ?? (() => undefined)
      )
    },
    provider: () => wallet,
  }
}
