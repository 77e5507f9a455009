import type { CaipNetworkId } from './caip.js'

/**
 * A fungible token the modal reads balances of and can send: an ERC20 contract (EVM) or an SPL
 * mint (Solana). `decimals` is the number of base-unit decimals (6 for USDC).
 */
export interface TokenConfig {
  /** Contract address (EVM, 0x…) or mint address (Solana, base58). */
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** USD Coin at `address` (6 decimals on every network it is listed on here). */
const usdc = (address: string): TokenConfig => ({ address, name: 'USD Coin', symbol: 'USDC', decimals: 6 })

/** Tether USD at `address` (6 decimals on every network it is listed on here). */
const usdt = (address: string): TokenConfig => ({ address, name: 'Tether USD', symbol: 'USDT', decimals: 6 })

/**
 * The spec's built-in fund-wallet tokens (spec section 3): USDC on Base, Base Sepolia, Ethereum,
 * Arbitrum, Polygon and Solana; USDT on Ethereum, Optimism, Arbitrum, Polygon and Solana. Their
 * balances are always read on those networks; hosts add their own with the `tokens` option.
 */
export const FUND_WALLET_TOKENS: Readonly<Record<CaipNetworkId, readonly TokenConfig[]>> = {
  'eip155:8453': [usdc('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')],
  'eip155:84532': [usdc('0x036CbD53842c5426634e7929541eC2318f3dCF7e')],
  'eip155:1': [usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), usdt('0xdAC17F958D2ee523a2206206994597C13D831ec7')],
  'eip155:42161': [
    usdc('0xaf88d065e77c8cC2239327C5EDb3A432268e5831'),
    usdt('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'),
  ],
  'eip155:137': [
    usdc('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
    usdt('0xc2132D05D31c914a87C6611C10748AEb04B58e8F'),
  ],
  'eip155:10': [usdt('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58')],
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [
    usdc('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
    usdt('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'),
  ],
}

/**
 * True for a token entry the modal can use: an object with a non-empty string address, string name
 * and symbol, and integer decimals from 0 to 255. `setOptions` refuses a host's list with any other
 * entry (core/optionsSchema.ts); this keeps one that reached the list some other way from breaking
 * the rest (one bad entry would empty the Tokens tab and disable Send).
 */
export function isUsableToken(t: unknown): t is TokenConfig {
  if (typeof t !== 'object' || t === null) return false
  const { address, name, symbol, decimals } = t as Partial<TokenConfig>
  return (
    typeof address === 'string' &&
    address !== '' &&
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    Number.isInteger(decimals) &&
    decimals! >= 0 &&
    decimals! <= 255
  )
}

/**
 * The token list of one network: the built-in fund-wallet tokens, then the host's, without
 * duplicates (same address, case-insensitive on EVM), without entries that are not usable tokens
 * ({@link isUsableToken}) and without 0-decimal tokens, which spec section 5 drops as low quality.
 */
export function tokenListFor(
  caipNetworkId: CaipNetworkId,
  hostTokens: Partial<Record<string, TokenConfig[]>> = {},
): TokenConfig[] {
  const seen = new Set<string>()
  const out: TokenConfig[] = []
  const host: unknown = hostTokens[caipNetworkId]
  for (const t of [...(FUND_WALLET_TOKENS[caipNetworkId] ?? []), ...(Array.isArray(host) ? (host as unknown[]) : [])]) {
    if (!isUsableToken(t)) continue
    const key = caipNetworkId.startsWith('eip155:') ? t.address.toLowerCase() : t.address
    if (seen.has(key) || t.decimals === 0) continue
    seen.add(key)
    out.push(t)
  }
  return out
}

/**
 * A balance as the spec shapes it (section 3, Token balance). `quantity.numeric` is the exact
 * decimal amount (no rounding); `raw` the same in base units. `address` is undefined for the
 * native currency. `price` and `value` are USD, present only with a price source.
 */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address: string | undefined
  value: number | undefined
  price: number | undefined
  /** `displayDecimals`: fraction digits shown (default 3, spec section 9; 8 for BTC). */
  quantity: { decimals: number; numeric: string; displayDecimals?: number }
  iconUrl: string | undefined
  raw: bigint
}
