/**
 * The Demo Bitcoin Wallet as a sats-connect provider (WBIP-001 JSON-RPC over `request(method,
 * params)`, announced in `window.btc_providers`): getInfo, getAddresses, wallet_getAccount,
 * wallet_renouncePermissions, signMessage, signPsbt, sendTransfer; `addListener('accountChange')`.
 * Answers are JSON-RPC 2.0 responses; a declined prompt is error -32000 (USER_REJECTION).
 */
import { base64 } from '@scure/base'
import type { DemoBitcoinWallet } from './demoBitcoinWallet.js'

/** sats-connect's error codes used here (RpcErrorCode). */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002
const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602
const INTERNAL_ERROR = -32603

export const SATS_CONNECT_METHODS = [
  'getInfo',
  'getAddresses',
  'wallet_getAccount',
  'wallet_renouncePermissions',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

let ids = 0
const success = (result: unknown) => ({ jsonrpc: '2.0' as const, id: String(++ids), result })
const failure = (code: number, message: string) => ({
  jsonrpc: '2.0' as const,
  id: String(++ids),
  error: { code, message },
})

/** The provider object (`window.DemoBitcoinWallet.BitcoinProvider`). */
export interface DemoSatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener(event: string, listener: (event: unknown) => void): () => void
}

export function createSatsConnectProvider(wallet: DemoBitcoinWallet): DemoSatsConnectProvider {
  const addresses = (purposes: readonly string[] = ['payment', 'ordinals']) => {
    const { payment, ordinals } = wallet.account
    const all = [
      {
        address: payment.address,
        publicKey: payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
      {
        address: ordinals.address,
        publicKey: ordinals.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
    ]
    return all.filter((a) => purposes.includes(a.purpose))
  }
  const network = () => ({
    bitcoin: { name: wallet.network.satsConnectName },
    stacks: { name: wallet.network.satsConnectName },
    spark: { name: wallet.network.satsConnectName },
  })
  const handle = async (method: string, params: Record<string, unknown>) => {
    switch (method) {
      case 'getInfo':
        return success({ version: '1.0.0', methods: [...SATS_CONNECT_METHODS], supports: [] })
      case 'getAddresses': {
        const purposes = Array.isArray(params.purposes) ? (params.purposes as string[]) : ['payment', 'ordinals']
        await wallet.connect(method, { purposes })
        return success({ addresses: addresses(purposes), network: network() })
      }
      case 'wallet_getAccount':
        wallet.calls.push({ method })
        return wallet.connected
          ? success({ id: 'demo', addresses: addresses(), walletType: 'software', network: network() })
          : failure(ACCESS_DENIED, 'Access denied')
      case 'wallet_renouncePermissions':
        wallet.calls.push({ method })
        wallet.revokePermission()
        return success(null)
      case 'signMessage': {
        if (typeof params.address !== 'string' || typeof params.message !== 'string')
          return failure(INVALID_PARAMS, 'address and message are required')
        // sats-connect's default: ECDSA (BIP-137) for a P2WPKH address, BIP-322 for Taproot.
        const asked =
          params.protocol === 'BIP322'
            ? 'bip322'
            : params.protocol === 'ECDSA'
              ? 'bip137'
              : params.address === wallet.account.ordinals.address
                ? 'bip322'
                : 'bip137'
        const protocol = params.address === wallet.account.ordinals.address ? 'bip322' : asked
        const signature = await wallet.signMessage(method, params.address, params.message, protocol)
        return success({
          signature,
          messageHash: '',
          address: params.address,
          protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
        })
      }
      case 'signPsbt': {
        if (typeof params.psbt !== 'string') return failure(INVALID_PARAMS, 'psbt (base64) is required')
        const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
        const signed = await wallet.signPsbt(method, base64.decode(params.psbt), signInputs)
        return success({ psbt: base64.encode(signed) })
      }
      case 'sendTransfer': {
        const recipients = Array.isArray(params.recipients)
          ? (params.recipients as { address: string; amount: number }[])
          : []
        if (!recipients.length) return failure(INVALID_PARAMS, 'recipients are required')
        return success({
          txid: await wallet.sendTransfer(
            method,
            recipients.map((r) => ({ address: r.address, amount: BigInt(r.amount) })),
          ),
        })
      }
      default:
        wallet.calls.push({ method, params })
        return failure(METHOD_NOT_FOUND, `Method not found: ${method}`)
    }
  }
  return {
    async request(method, params) {
      try {
        return await handle(method, (params ?? {}) as Record<string, unknown>)
      } catch (error) {
        const code = (error as { code?: unknown }).code
        if (code === 4001) return failure(USER_REJECTION, 'User rejected the request.')
        if (code === 4100) return failure(ACCESS_DENIED, (error as Error).message)
        return failure(INTERNAL_ERROR, error instanceof Error ? error.message : String(error))
      }
    },
    addListener(event, listener) {
      if (event !== 'accountChange') return () => undefined
      return wallet.onChange(() => listener({ type: 'accountChange', addresses: wallet.connected ? addresses() : [] }))
    },
  }
}
