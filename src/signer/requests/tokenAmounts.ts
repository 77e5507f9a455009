import type { TokenInfo, TokenReader } from './tokenMetadata.js'
import { formatUnits, type ApprovalDetails, type ApprovalRow, type TokenAmount } from './types.js'

export type { TokenAmount }

/** From this allowance up (2^255, half of max uint256), an approval is unlimited: no real balance reaches it. */
export const UNLIMITED_ALLOWANCE = 2n ** 255n

/**
 * The row text of a token transfer or approval: with `info` (read by the frame from the operator's
 * RPC) the amount in the token's decimals and symbol, '1.5 USDC (token 0x…) to 0x…' and
 * '0x… may spend 2.5 USDC (token 0x…)'; without it, base units, '1500000 base units of token 0x… to
 * 0x…'. An approval from {@link UNLIMITED_ALLOWANCE} up says 'an unlimited amount'.
 */
export function tokenAmountText(call: TokenAmount, info?: TokenInfo): string {
  const what = info ? `${info.symbol} (token ${call.token})` : `token ${call.token}`
  if (call.kind === 'approve' && call.amount >= UNLIMITED_ALLOWANCE)
    return `${call.party} may spend an unlimited amount of ${what}`
  const amount = info ? `${formatUnits(call.amount, info.decimals)} ${what}` : `${call.amount} base units of ${what}`
  return call.kind === 'transfer' ? `${amount} to ${call.party}` : `${call.party} may spend ${amount}`
}

/** The Approve screen's row of a token transfer or approval, in base units until {@link withTokenInfo} reads the token. */
export function tokenAmountRow(call: TokenAmount): ApprovalRow {
  return {
    label: call.kind === 'transfer' ? 'Token transfer' : 'Token approval',
    value: tokenAmountText(call),
    token: call,
  }
}

/**
 * `details` with each token row ({@link tokenAmountRow}) in its token's symbol and decimals where
 * `read` trusts them, in base units where it does not. Every token is read at once; never throws.
 */
export async function withTokenInfo(
  details: ApprovalDetails,
  read: TokenReader,
  signal: AbortSignal,
): Promise<ApprovalDetails> {
  if (!details.rows.some((row) => row.token)) return details
  const rows = await Promise.all(
    details.rows.map(async (row) => {
      if (!row.token) return row
      const info = await read(row.token.chainId, row.token.token, signal).catch(() => undefined)
      return info ? { ...row, value: tokenAmountText(row.token, info) } : row
    }),
  )
  return { ...details, rows }
}
