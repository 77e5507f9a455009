/** Validation of method params; every failure is RpcError -32602 'Invalid params: <detail>'. */
import { getBase58Encoder } from '@solana/kit'
import { PublicKey } from '@solana/web3.js'
import { invalidParams } from '../jsonRpc.js'

/** `params[index]` as a base58 public key string. @throws RpcError -32602 'Invalid params: <name> is not a valid public key' */
export function pubkeyParam(params: unknown[], index: number, name: string): string {
  const value = params[index]
  try {
    if (typeof value !== 'string') throw new Error()
    return new PublicKey(value).toBase58()
  } catch {
    throw invalidParams(`${name} is not a valid public key`)
  }
}

/** `params[index]` as a string. @throws RpcError -32602 'Invalid params: <name> must be a string' */
export function stringParam(params: unknown[], index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

/** `params[index]` as a non-negative safe integer. @throws RpcError -32602 'Invalid params: <name> must be a non-negative integer' */
export function integerParam(params: unknown[], index: number, name: string): number {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${name} must be a non-negative integer`)
  return value
}

/** The optional config object at `params[index]` (`{}` when absent). @throws RpcError -32602 'Invalid params: config must be an object' */
export function configParam(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('config must be an object')
  return value as Record<string, unknown>
}

/** Decodes base64 or base58 (`encoding`, default `fallback`). @throws RpcError -32602 'Invalid params: unsupported encoding: <encoding>' */
export function decodeBytes(data: string, encoding: unknown, fallback: 'base58' | 'base64'): Uint8Array {
  const chosen = encoding ?? fallback
  if (chosen === 'base64') return Uint8Array.from(Buffer.from(data, 'base64'))
  if (chosen === 'base58') return decodeBase58(data)
  throw invalidParams(`unsupported encoding: ${String(chosen)}`)
}

/** Base58 (Bitcoin alphabet) to bytes. @throws RpcError -32602 'Invalid params: invalid base58' */
export function decodeBase58(text: string): Uint8Array {
  try {
    return Uint8Array.from(getBase58Encoder().encode(text))
  } catch {
    throw invalidParams('invalid base58')
  }
}
