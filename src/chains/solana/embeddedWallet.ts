import { Connection } from '@solana/web3.js'
import type { WalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { base58 } from '@scure/base'
import type { SignerRpcCall } from '../../core/embedded/protocol.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'

/** The Wallet Standard chains the embedded wallet's Solana account lists (StandardWalletAdapter maps a loopback RPC to solana:localnet). */
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const
/** How long an approval in the signer frame may take, in ms. */
const APPROVAL_TIMEOUT_MS = 10 * 60_000
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzViM2RmNSIvPjxwYXRoIGQ9Ik01IDdoMTR2MTBINXoiIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48cGF0aCBkPSJNNSA3bDcgNiA3LTYiIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48L3N2Zz4=' as const

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** What {@link createEmbeddedSolanaWallet} needs. */
export interface EmbeddedSolanaWalletParameters {
  host: EmbeddedWalletHost
  /** The RPC of the account's network: signed transactions are sent from here (the signer does no chain RPC). */
  rpcUrl(): string
  /** The network's name, shown in the signer's Approve screen. */
  networkName(): string
}

/**
 * The embedded wallet's Solana side as a Wallet Standard wallet (standard:connect / disconnect /
 * events, solana:signTransaction and signAndSendTransaction for legacy and v0 transactions,
 * solana:signMessage), so the Solana adapter drives it through StandardWalletAdapter like any
 * other. Its account is the signer frame's login; every signature is the frame's, after its Approve
 * click; signAndSendTransaction sends the signed bytes through the host's RPC.
 */
export function createEmbeddedSolanaWallet({
  host,
  rpcUrl,
  networkName,
}: EmbeddedSolanaWalletParameters): WalletAdapterCompatibleStandardWallet {
  let accounts: WalletAccount[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const setAccounts = (address: string | undefined) => {
    const next = address ? [{ address, publicKey: base58.decode(address), chains: CHAINS, features: FEATURES }] : []
    if (next[0]?.address === accounts[0]?.address) return
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  let subscribed = false
  const signer = async () => {
    const client = await host.load()
    if (!subscribed) {
      subscribed = true
      client.onAccount((account) => setAccounts(account?.solana))
    }
    return client
  }
  const call = async (method: string, params: SignerRpcCall['params']) => {
    const client = await signer()
    const { result } = await client.request(
      'rpc',
      {
        namespace: 'solana',
        method,
        params,
        display: { networkName: networkName(), nativeSymbol: 'SOL', nativeDecimals: 9 },
      },
      APPROVAL_TIMEOUT_MS,
    )
    return result as Record<string, string>
  }

  return {
    version: '1.0.0',
    name: 'Email',
    icon: ICON,
    chains: CHAINS,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const client = await signer()
          const account = client.account() ?? (await client.session())
          if (!account && !input?.silent)
            throw Object.assign(new Error('Sign in with your email first'), { code: 4100 })
          setAccounts(account?.solana)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          setAccounts(undefined)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: SolanaSignTransactionInput[]) {
          const out = []
          for (const input of inputs)
            out.push({
              signedTransaction: fromBase64(
                (await call('solana_signTransaction', { transaction: toBase64(input.transaction) })).transaction!,
              ),
            })
          return out
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: SolanaSignAndSendTransactionInput[]) {
          const out = []
          for (const input of inputs) {
            const signed = fromBase64(
              (await call('solana_signAndSendTransaction', { transaction: toBase64(input.transaction) })).transaction!,
            )
            const signature = await new Connection(rpcUrl(), 'confirmed').sendRawTransaction(signed, {
              ...(input.options?.skipPreflight !== undefined ? { skipPreflight: input.options.skipPreflight } : {}),
              ...(input.options?.maxRetries !== undefined ? { maxRetries: input.options.maxRetries } : {}),
            })
            out.push({ signature: base58.decode(signature) })
          }
          return out
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: SolanaSignMessageInput[]) {
          const out = []
          for (const input of inputs) {
            const { signature } = await call('solana_signMessage', { message: toBase64(input.message) })
            out.push({
              signedMessage: input.message,
              signature: base58.decode(signature!),
              signatureType: 'ed25519' as const,
            })
          }
          return out
        },
      },
    },
  } as unknown as WalletAdapterCompatibleStandardWallet
}
