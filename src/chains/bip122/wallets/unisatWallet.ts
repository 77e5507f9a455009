import { hex } from '@scure/base'
import { WalletModalError } from '../../../core/errors.js'
import { bitcoinMessages as messages } from '../messages.js'
import { protocolOfSignature } from './satsConnectWallet.js'
import { rejected, type BitcoinWallet, type BitcoinWalletAccount } from './types.js'

/** Unisat's injected API (`window.unisat`, its documentation): one address per account. */
export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address: string }[] },
  ): Promise<string>
  sendBitcoin(to: string, sats: number, options?: { feeRate?: number }): Promise<string>
  on?(event: 'accountsChanged', listener: (accounts: string[]) => void): void
  removeListener?(event: 'accountsChanged', listener: (accounts: string[]) => void): void
}

const isRejection = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001

/** Unisat throws `{ code: 4001, message }` objects: passed on as the adapter's rejection. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isRejection(error)) throw rejected((error as { message?: string }).message, error)
    throw error
  }
}

/**
 * Unisat: a single-address wallet, so its one address is both payment and ordinals;
 * `signMessage` in 'bip322-simple', `signPsbt` on hex without finalizing, `sendBitcoin`.
 */
export function createUnisatWallet(provider: UnisatProvider): BitcoinWallet {
  const accountsOf = async (addresses: unknown): Promise<BitcoinWalletAccount[]> => {
    if (!Array.isArray(addresses) || typeof addresses[0] !== 'string')
      throw new WalletModalError(messages.walletNoAddress, { code: 'INVALID_ACCOUNTS' })
    const publicKey = await provider.getPublicKey().catch(() => undefined)
    const key = typeof publicKey === 'string' && /^([0-9a-fA-F]{2}){32,33}$/.test(publicKey) ? { publicKey } : {}
    return [{ address: addresses[0], purpose: 'payment', ...key }]
  }
  return {
    connect: async () => accountsOf(await call(() => provider.requestAccounts())),
    async restore() {
      const addresses = await provider.getAccounts().catch(() => [])
      return Array.isArray(addresses) && addresses.length ? accountsOf(addresses) : undefined
    },
    async disconnect() {},
    async signMessage(_address, message) {
      const signature = await call(() => provider.signMessage(message, 'bip322-simple'))
      return { signature, protocol: protocolOfSignature(signature) }
    },
    async signPsbt(psbt, signInputs) {
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, address })),
      )
      const signed = await call(() => provider.signPsbt(hex.encode(psbt), { autoFinalized: false, toSignInputs }))
      if (typeof signed !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(signed))
        throw new WalletModalError(messages.walletInvalidAnswer('signPsbt'), { code: 'INVALID_RESPONSE' })
      return hex.decode(signed.toLowerCase())
    },
    sendTransfer: (to, amount) => call(() => provider.sendBitcoin(to, Number(amount))),
    onAccountsChanged(listener) {
      const handler = () => listener()
      provider.on?.('accountsChanged', handler)
      return () => provider.removeListener?.('accountsChanged', handler)
    },
    provider: () => provider,
  }
}
