import { WalletModalError } from '../../../core/errors.js'
import { bitcoinMessages as messages } from '../messages.js'
import { rejected } from './types.js'

/** A provider answering `request(method, params)` with a JSON-RPC 2.0 response (sats-connect, Leather). */
export interface JsonRpcWalletProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

/** sats-connect's user rejection (RpcErrorCode.USER_REJECTION) and EIP-1193's / Leather's 4001. */
const REJECTION_CODES = [-32000, 4001]

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null

/** The wallet's error as a thrown Error: rejections with code 4001, anything else with its code and message. */
function walletError(answer: unknown): Error {
  const error = isObject(answer) && isObject(answer.error) ? answer.error : answer
  const code = isObject(error) && typeof error.code === 'number' ? error.code : undefined
  const message = isObject(error) && typeof error.message === 'string' && error.message ? error.message : undefined
  if (code !== undefined && REJECTION_CODES.includes(code)) return rejected(message, answer)
  return Object.assign(new Error(message ?? 'The wallet refused the request'), { code, cause: answer })
}

/**
 * Calls `method` and returns the response's `result`. A response with `error`, or a thrown one
 * (Leather rejects with the response), throws: code -32000 or 4001 as a user rejection (code 4001).
 * @throws WalletModalError 'The wallet sent an invalid answer to <method>' (code 'INVALID_RESPONSE')
 *   for an answer with neither.
 */
export async function callWallet(provider: JsonRpcWalletProvider, method: string, params?: unknown): Promise<unknown> {
  let answer: unknown
  try {
    answer = await provider.request(method, params)
  } catch (error) {
    throw walletError(error)
  }
  if (isObject(answer) && answer.error !== undefined && answer.error !== null) throw walletError(answer)
  if (isObject(answer) && 'result' in answer) return answer.result
  throw new WalletModalError(messages.walletInvalidAnswer(method), { code: 'INVALID_RESPONSE' })
}
