import { formatUsd } from '../../core/format.js'
import { formatBalanceIn } from '../../core/i18n/numbers.js'
import { accountMessages } from '../account/messages.js'
import { activeLocale, localized } from '../../core/i18n/locale.js'
import type { CaipAddress } from '../../core/caip.js'
import { TokenLogo } from '../../ui/icons/TokenLogo.js'
import { imageSrc } from '../../ui/imageSrc.js'
import { ProjectImage } from '../../ui/ProjectImage.js'
import { useModalState } from '../../ui/context.js'
import { SkeletonRows } from '../../ui/Skeleton.js'
import { useTokenBalances } from './useTokenBalances.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(accountMessages)

/**
 * Account view, Tokens tab: native currency and tokens with their logos and chain balances (and USD
 * with a price source); skeleton rows while they load. A token's logo is its configured `iconUrl`,
 * else with a `project` the project's `public/getTokenImage/{SYMBOL}`, else (or while that loads, or
 * when it fails) the icon set's, else its initials (ui/icons/TokenLogo.tsx).
 */
export function TokensTab({ caipAddress }: { caipAddress: CaipAddress | undefined }) {
  const balances = useTokenBalances(caipAddress)
  const project = useModalState((s) => !!s.options.project)
  if (balances.isPending) return <SkeletonRows label={messages.tokensLoading} />
  if (balances.isError)
    return (
      <div className="wm-center">
        <p className="wm-error">{messages.tokenBalanceUnavailable}</p>
        <button
          type="button"
          className="wm-button"
          disabled={balances.retryBlocked}
          onClick={() => void balances.refetch()}
        >
          {messages.retry}
        </button>
      </div>
    )
  if (balances.data.length === 0) return <p className="wm-muted wm-pad">{messages.tokensEmpty}</p>
  return (
    <ul className="wm-list" aria-label={messages.tokensTab}>
      {balances.data.map((b) => (
        <li key={b.address ?? 'native'} className="wm-token-row" data-testid={`token-${b.symbol}`}>
          {project && !imageSrc(b.iconUrl) ? (
            <ProjectImage
              kind="token"
              id={b.symbol.toUpperCase()}
              className="wm-logo wm-logo-token wm-logo-lg"
              fallback={<TokenLogo token={b} />}
            />
          ) : (
            <TokenLogo token={b} />
          )}
          <span className="wm-item-name">
            {b.name}
            <span className="wm-muted wm-small">{b.symbol}</span>
          </span>
          <span className="wm-token-amount">
            <span data-testid="token-amount">
              {formatBalanceIn(activeLocale(), b.raw, b.quantity.decimals, b.symbol, b.quantity.displayDecimals)}
            </span>
            {b.value !== undefined && <span className="wm-muted wm-small">{formatUsd(b.value)}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
