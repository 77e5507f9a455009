/**
 * EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`) for the embedded
 * wallet's smart account (the EOA delegated to Simple7702Account v0.8, EIP-7702): a batch is one
 * ERC-4337 UserOperation v0.8 (atomic: all calls or none),
 * sent through the network's bundler, sponsored by an ERC-7677 paymaster service where one is
 * configured (or the dapp names one in the `paymasterService` capability) and its policy allows.
 */
import {
  BaseError,
  RpcRequestError,
  type Address,
  getAddress,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type UserOperation,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction'
import { getBalance, readContract } from 'viem/actions'
import { type EmbeddedSmartAccount, isSmartAccountDeployed, toEmbeddedSmartAccount } from './embeddedSmartAccount.js'
import { rpcError } from '../../rpcError.js'

/** The error of an unsponsored operation whose account cannot pay its network fee (ERC-4337's AA21). */
export const FEE_CANNOT_BE_PAID_MESSAGE =
  'The network fee cannot be paid: the smart account holds too little ETH and no paymaster sponsors this call'

/**
 * The code of {@link FEE_CANNOT_BE_PAID_MESSAGE}: EIP-1474's -32003 'Transaction rejected'. Not
 * -32000 ('Invalid input'): viem's sendTransaction retries that as `wallet_sendTransaction`, which
 * the embedded wallet refuses ('Action not allowed'), and the reason would be lost.
 */
export const FEE_CANNOT_BE_PAID_CODE = -32003

/** EIP-5792's status codes (`wallet_getCallsStatus`). */
export const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500 } as const

const invalid = (reason: string) => rpcError(-32602, `Invalid params: ${reason}`)

/** What {@link createSmartAccountCalls} needs. */
export interface SmartAccountCallsParameters {
  /** A client on the account's chain (its `chain` set). */
  client: EmbeddedSmartAccount['client']
  /** The network's ERC-4337 bundler (JSON-RPC over HTTP). */
  bundlerUrl: string
  /** The operator's ERC-7677 paymaster service for this network, when gas is sponsored. */
  paymasterUrl?: string | undefined
  /** The embedded EOA, which is the smart account. */
  owner: Address
  /**
   * Has the signer frame show and sign a prepared UserOperation (RPC form, `eip7702Auth` stubbed on
   * the first operation): resolves its signature and, on the first, the signed delegation.
   */
  signUserOperation(userOperation: Record<string, unknown>, chainId: number): Promise<FrameSignature>
}

/** The frame's answer for a UserOperation (the signer's `SignedUserOperation`). */
export interface FrameSignature {
  signature: Hex
  authorization?: Record<string, Hex> | undefined
}

/** One call of `wallet_sendCalls` (EIP-5792): `to`, optional `data` and `value` (hex wei). */
interface RpcCall {
  to: Address
  data?: Hex
  value?: bigint
}

function parseCalls(raw: unknown): RpcCall[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalid('calls must be a non-empty array')
  return raw.map((call: Record<string, unknown>, index) => {
    if (!call || typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
      throw invalid(`calls[${index}].to must be an address`)
    if (call.data !== undefined && !isHex(call.data)) throw invalid(`calls[${index}].data must be hex`)
    if (call.value !== undefined && (typeof call.value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(call.value)))
      throw invalid(`calls[${index}].value must be a hex quantity`)
    return {
      to: getAddress(call.to),
      ...(call.data !== undefined ? { data: call.data as Hex } : {}),
      ...(call.value !== undefined ? { value: BigInt(call.value as string) } : {}),
    }
  })
}

/**
 * The embedded smart account's EIP-5792 methods on one chain. `address` is the account's
 * (counterfactual until its first operation); `isDeployed()` reads its code.
 */
export async function createSmartAccountCalls(parameters: SmartAccountCallsParameters) {
  const { client, bundlerUrl, owner, signUserOperation } = parameters
  const chainId = client.chain!.id
  const account = await toEmbeddedSmartAccount(client, owner)
  const bundlerOf = (paymasterUrl: string | undefined) =>
    createBundlerClient({
      client,
      account,
      transport: http(bundlerUrl),
      ...(paymasterUrl ? { paymaster: refusalsKept(createPaymasterClient({ transport: http(paymasterUrl) })) } : {}),
    })
  const bundler = bundlerOf(undefined)

  return {
    address: account.address,
    /** The spec's `smartAccountDeployed`: the EOA is delegated to Simple7702Account v0.8 on this chain. */
    isDeployed: () => isSmartAccountDeployed(client, account.address),

    /**
     * `wallet_sendCalls` (EIP-5792 v2.0.0): the calls as one UserOperation; resolves `{ id }`, the
     * UserOperation hash. The dapp's `paymasterService.url` capability, if any, is used (ERC-7677),
     * else the operator's.
     * @throws 4100 'The requested account is not this wallet' (another `from`) | 5710 'Unsupported chain id' |
     *   -32602 'Invalid params: …' | {@link FEE_CANNOT_BE_PAID_MESSAGE} | the paymaster's refusal, verbatim
     */
    async sendCalls(params: unknown): Promise<{ id: Hex }> {
      const request = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown> | undefined
      if (!request || typeof request !== 'object') throw invalid('wallet_sendCalls takes one request object')
      if (request.chainId !== undefined && Number(request.chainId) !== chainId)
        throw rpcError(5710, 'Unsupported chain id')
      if (
        request.from !== undefined &&
        !(typeof request.from === 'string' && isAddressEqual(request.from as Address, account.address))
      )
        throw rpcError(4100, 'The requested account is not this wallet')
      const calls = parseCalls(request.calls)
      const capabilities = (request.capabilities ?? {}) as { paymasterService?: { url?: unknown } }
      const requested = capabilities.paymasterService?.url
      const paymasterUrl = typeof requested === 'string' ? requested : parameters.paymasterUrl
      if (!paymasterUrl) await assertCanPay(calls)
      const bundler = bundlerOf(paymasterUrl)
      let prepared: UserOperation<'0.8'>
      try {
        prepared = (await bundler.prepareUserOperation({ calls })) as UserOperation<'0.8'>
      } catch (error) {
        throw explain(error)
      }
      // The frame shows and signs exactly what is sent; nothing is filled in after its Approve.
      const unsigned = formatUserOperationRequest(prepared) as Record<string, unknown>
      const signed = await signUserOperation(unsigned, chainId)
      const sent = {
        ...unsigned,
        signature: signed.signature,
        ...(signed.authorization ? { eip7702Auth: signed.authorization } : {}),
      }
      try {
        const id = await bundler.request({
          method: 'eth_sendUserOperation',
          params: [sent as never, account.entryPoint.address],
        })
        return { id }
      } catch (error) {
        throw explain(error)
      }
    },

    /** `wallet_getCallsStatus`: 100 while the bundler has no receipt, then 200 (or 500 if it reverted) with the bundle's receipt. */
    async getCallsStatus(params: unknown) {
      const id = Array.isArray(params) ? params[0] : undefined
      if (!isHex(id) || id.length !== 66) throw invalid('the id is a UserOperation hash')
      const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
      try {
        const found = await bundler.getUserOperationReceipt({ hash: id })
        const tx = found.receipt
        return {
          ...base,
          status: found.success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
          receipts: [
            {
              logs: found.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
              status: tx.status === 'success' ? '0x1' : '0x0',
              blockHash: tx.blockHash,
              blockNumber: numberToHex(tx.blockNumber),
              gasUsed: numberToHex(tx.gasUsed),
              transactionHash: tx.transactionHash,
            },
          ],
        }
      } catch (error) {
        if (error instanceof UserOperationReceiptNotFoundError) return { ...base, status: CALLS_STATUS.pending }
        throw error
      }
    },
  }

  /**
   * Without a paymaster the account pays (its ETH, or its deposit at the EntryPoint): refuse before
   * the signer is asked when it holds nothing beyond the calls' value.
   */
  async function assertCanPay(calls: RpcCall[]) {
    const [balance, deposit] = await Promise.all([
      getBalance(client, { address: account.address }),
      readContract(client, {
        address: account.entryPoint.address,
        abi: account.entryPoint.abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ])
    const value = calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n)
    if (balance + deposit <= value) throw rpcError(FEE_CANNOT_BE_PAID_CODE, FEE_CANNOT_BE_PAID_MESSAGE)
  }
}

/** A paymaster service's refusal (an ERC-7677 JSON-RPC error): its message is the reason the modal shows. */
export class PaymasterRefusal extends Error {
  override name = 'PaymasterRefusal'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** The paymaster client with its JSON-RPC errors kept as {@link PaymasterRefusal}s (viem would wrap them in a gas-estimation error). */
function refusalsKept(paymaster: ReturnType<typeof createPaymasterClient>) {
  const kept =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args)
      } catch (error) {
        const rpc = error instanceof BaseError ? error.walk((e) => e instanceof RpcRequestError) : undefined
        if (rpc instanceof RpcRequestError) throw new PaymasterRefusal(rpc.code, rpc.details)
        throw error
      }
    }
  return {
    getPaymasterStubData: kept(paymaster.getPaymasterStubData),
    getPaymasterData: kept(paymaster.getPaymasterData),
  }
}

/** The bundler's and the paymaster's errors, as the modal shows them: AA21 is the fee; a paymaster's refusal is its own text. */
function explain(error: unknown): Error {
  const refusal = error instanceof BaseError ? error.walk((e) => e instanceof PaymasterRefusal) : error
  if (refusal instanceof PaymasterRefusal) return rpcError(refusal.code, refusal.message)
  const text = error instanceof Error ? `${error.message} ${(error as { details?: string }).details ?? ''}` : ''
  if (/AA21|didn't pay prefund/i.test(text)) return rpcError(FEE_CANNOT_BE_PAID_CODE, FEE_CANNOT_BE_PAID_MESSAGE)
  return error instanceof Error ? error : new Error(String(error))
}
