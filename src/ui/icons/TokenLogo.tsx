import type { TokenBalance } from '../../core/tokens.js'
import { Logo } from './Logo.js'

/**
 * A token's logo (decorative; its symbol is written beside it): the token list's `iconUrl`, else the
 * icon set's by address, then symbol (USDC, USDT, ETH, SOL…), else its initials.
 */
export function TokenLogo({
  token,
  size,
}: {
  token: Pick<TokenBalance, 'symbol' | 'address' | 'iconUrl'>
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <Logo
      kind="token"
      name={token.symbol}
      imageUrl={token.iconUrl}
      keys={token.address ? [token.address, token.symbol] : [token.symbol]}
      size={size}
    />
  )
}
