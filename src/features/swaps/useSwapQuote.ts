import { useQuery } from '@tanstack/react-query'
import { parseAmount } from '../../core/amount.js'
import { priceImpactBps } from '../../core/swaps/slippage.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import type { SwapQuoteSource } from './swapSource.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'

/** How long typing must pause before a quote is asked, in ms. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300
/** How often a shown quote is asked again while the view is open, in ms. */
export const SWAP_QUOTE_REFRESH_MS = 15_000

/** A quote as the Swap view shows it: amounts in base units, price impact in basis points, gas in units. */
export interface ShownQuote {
  amount: bigint
  dstAmount: bigint
  gas: number | undefined
  impactBps: number | undefined
}

/**
 * The quote for `amountText` of `src` → `dst` (debounced {@link SWAP_QUOTE_DEBOUNCE_MS}, refreshed
 * every {@link SWAP_QUOTE_REFRESH_MS}), with the price impact measured against a trade 1/1000 the
 * size; off while the amount is empty, zero or not a number of `decimals`, or both tokens are one.
 */
export function useSwapQuote(
  source: SwapQuoteSource | undefined,
  chainId: number,
  src: string,
  dst: string,
  amountText: string,
  decimals: number,
) {
  const debounced = useDebouncedValue(amountText, SWAP_QUOTE_DEBOUNCE_MS)
  const amount = parseAmount(debounced, decimals)
  const enabled = !!source && amount !== undefined && amount > 0n && src !== dst
  return useQuery({
    queryKey: ['swapQuote', chainId, src, dst, amount?.toString()],
    enabled,
    retry: false,
    staleTime: SWAP_QUOTE_REFRESH_MS,
    refetchInterval: SWAP_QUOTE_REFRESH_MS,
    queryFn: async (): Promise<ShownQuote> => {
      const value = amount!
      const reference = value / 1000n || 1n
      const [main, small] = await Promise.all([
        source!.quote({ chainId, src, dst, amount: value }),
        source!.quote({ chainId, src, dst, amount: reference }).catch(() => undefined),
      ])
      return {
        amount: value,
        dstAmount: main.dstAmount,
        gas: main.gas,
        impactBps: small ? priceImpactBps(value, main.dstAmount, reference, small.dstAmount) : undefined,
      }
    },
  })
}

/** The active network's gas price in wei (the EVM adapter's), refreshed with the quote. */
export function useGasPrice(adapter: ChainAdapter | undefined, chainId: number) {
  return useQuery({
    queryKey: ['gasPrice', chainId],
    enabled: !!adapter?.getGasPrice,
    staleTime: SWAP_QUOTE_REFRESH_MS,
    queryFn: () => adapter!.getGasPrice!(),
  })
}
