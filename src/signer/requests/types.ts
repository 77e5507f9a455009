import type { Address } from 'viem'

/** An ERC-20 `transfer` or `approve` as the frame decoded it from the bytes it signs. */
export interface TokenAmount {
  kind: 'transfer' | 'approve'
  chainId: number
  /** The token contract (the call's target). */
  token: Address
  /** In the token's base units. */
  amount: bigint
  /** The recipient of a transfer, the spender of an approval. */
  party: Address
}

/** One label/value line of the Approve screen. */
export interface ApprovalRow {
  label: string
  value: string
  /** On a token transfer or approval's row: what it moves, so the frame can show it in the token's symbol and decimals. */
  token?: TokenAmount
}

/** What the signer's Approve screen shows for one request: all of it decoded in the frame, from the bytes it will sign. */
export interface ApprovalDetails {
  /** e.g. 'Sign message', 'Send transaction'. */
  title: string
  /** Label/value lines: network, from, to, amount, fee... */
  rows: ApprovalRow[]
  /** A longer text shown whole in a scrollable box (the message, the typed data). */
  body?: string
  /** Things the user should know before approving (unknown programs, unlimited approvals...). */
  warnings: string[]
}

/** A decoded request: what to show, and how to sign it once approved. */
export interface PreparedRequest {
  details: ApprovalDetails
  /** Signs exactly what `details` describes; resolves the RPC result. */
  sign(): Promise<unknown>
}

/** An RPC error the signer answers with (EIP-1193 / JSON-RPC code). */
export class SignerRpcError extends Error {
  override name = 'SignerRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** -32602 with a reason. */
export const invalidParams = (reason: string) => new SignerRpcError(-32602, `Invalid params: ${reason}`)

/** Formats base units as a decimal amount: 1500000000000000000n, 18 → '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The text of `bytes` when they are printable UTF-8 (newlines and tabs allowed), else undefined. */
export function printableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/**
 * The Sign message screen for `account`: the message as text when its `bytes` are printable
 * ({@link printableText}), else `unreadable` (how the chain writes raw bytes) under a warning.
 */
export function signMessageDetails(account: string, bytes: Uint8Array, unreadable: string): ApprovalDetails {
  const text = printableText(bytes)
  return {
    title: 'Sign message',
    rows: [{ label: 'Account', value: account }],
    body: text ?? unreadable,
    warnings: text === undefined ? ['This message is not readable text. Sign it only if you trust the site.'] : [],
  }
}
