import { formatUnits } from 'viem'

/**
 * What a user should read for an amount, computed independently of the product's formatter:
 * floored to 3 decimals, trailing zeros trimmed, en-US grouping (spec section 9): '1,234.567 ETH'.
 */
export function shownAmount(value: bigint, decimals: number, symbol: string): string {
  const [int, frac = ''] = formatUnits(value, decimals).split('.')
  const digits = frac.slice(0, 3).replace(/0+$/, '')
  return `${BigInt(int!).toLocaleString('en-US')}${digits ? `.${digits}` : ''} ${symbol}`
}
