import { formatBalance, formatUsd } from '../../core/format.js'
import { accountMessages as messages } from '../../core/messages/account.js'
import type { CaipAddress } from '../../core/caip.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { imageSrc } from '../../ui/imageSrc.js'
import { ProjectImage } from '../../ui/ProjectImage.js'
import { useModalState } from '../../ui/context.js'
import { useTokenBalances } from './useTokenBalances.js'

/**
 * Account view, Tokens tab: native currency and tokens with their chain balances (and USD with a
 * price source). A token's logo is its configured `iconUrl`, else with a `project` the project's
 * `public/getTokenImage/{SYMBOL}`, else (or while that loads, or when it fails) its initials.
 */
export function TokensTab({ caipAddress }: { caipAddress: CaipAddress | undefined }) {
  const balances = useTokenBalances(caipAddress)
  const project = useModalState((s) => !!s.options.project)
  if (balances.isPending) return <p className="wm-muted wm-pad" role="status">{messages.tokensLoading}</p>
  if (balances.isError)
    return (
      <div className="wm-center">
        <p className="wm-error">{messages.tokenBalanceUnavailable}</p>
        <button type="button" className="wm-button" disabled={balances.retryBlocked} onClick={() => void balances.refetch()}>
          {messages.retry}
        </button>
      </div>
    )
  if (balances.data.length === 0) return <p className="wm-muted wm-pad">{messages.tokensEmpty}</p>
  return (
    <ul className="wm-list" aria-label={messages.tokensTab}>
      {balances.data.map((b) => (
        <li key={b.address ?? 'native'} className="wm-token-row" data-testid={`token-${b.symbol}`}>
          {imageSrc(b.iconUrl) ? <img className="wm-item-img" src={imageSrc(b.iconUrl)} alt="" />
            : project ? <ProjectImage kind="token" id={b.symbol.toUpperCase()} fallback={<NetworkAvatar name={b.symbol} />} />
            : <NetworkAvatar name={b.symbol} />}
          <span className="wm-item-name">
            {b.name}
            <span className="wm-muted wm-small">{b.symbol}</span>
          </span>
          <span className="wm-token-amount">
            <span data-testid="token-amount">{formatBalance(b.raw, b.quantity.decimals, b.symbol, b.quantity.displayDecimals)}</span>
            {b.value !== undefined && <span className="wm-muted wm-small">{formatUsd(b.value)}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
