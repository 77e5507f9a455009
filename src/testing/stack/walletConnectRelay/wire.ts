/**
 * The relay's wire format: JSON-RPC 2.0 text whose ids may exceed 2^53 (sign-client draws them
 * from a clock-based generator), and the client identity carried in the `auth` query parameter.
 */
import { createHash } from 'node:crypto'
import { safeJsonParse } from '@walletconnect/safe-json'

/** A JSON-RPC id as parsed: a number, or a bigint once it exceeds `Number.MAX_SAFE_INTEGER`. */
export type RpcId = number | bigint | string

/** An incoming JSON-RPC request, or a response (the clients' acks of `irn_subscription`). */
export interface RpcFrame {
  id?: RpcId
  method?: string
  params?: unknown
  result?: unknown
  error?: unknown
}

/** Parses one frame with @walletconnect/safe-json (big ids become bigints); undefined if not an object. */
export function parseFrame(text: string): RpcFrame | undefined {
  const value: unknown = safeJsonParse(text)
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as RpcFrame) : undefined
}

/** JSON text with bigints written as bare numbers, so a big id is echoed exactly as it arrived. */
export function stringifyFrame(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? `__bigint__${item}` : item)).replace(
    /"__bigint__(\d+)"/g,
    '$1',
  )
}

/**
 * The client id (`did:key:…`, the `iss` of the relay-auth JWT in the `auth` query parameter), or
 * undefined when absent or unreadable: the relay accepts any auth, it only uses the id to tell clients apart.
 */
export function clientIdFromAuth(auth: string | null): string | undefined {
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
    return typeof claims.iss === 'string' ? claims.iss : undefined
  } catch {
    return undefined
  }
}

/** The subscription id sign-client computes itself: sha256 hex of topic + client id. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
