import type { ConnectorInfo, WalletConnection } from '../../core/store.js'
import { formatBalance, truncateAddress } from '../../core/format.js'
import { CopyButton } from '../../ui/CopyButton.js'
import { Logo } from '../../ui/icons/Logo.js'
import { SkeletonText } from '../../ui/Skeleton.js'
import { useNativeBalance } from '../balances/index.js'
import { messages } from './texts.js'

export interface WalletRowProps {
  connection: WalletConnection
  /** The connector as discovery lists it (name, icon); absent when it is no longer announced. */
  connector: ConnectorInfo | undefined
  /** The active wallet (the active namespace's account). */
  active: boolean
  disabled: boolean
  onSwitch(): void
  onDisconnect(): void
}

/** One connected wallet of ProfileWallets: icon, name, address with copy, balance, Use / Active, Disconnect. */
export function WalletRow({ connection, connector, active, disabled, onSwitch, onDisconnect }: WalletRowProps) {
  const balance = useNativeBalance(connection.caipAddress)
  const name = connector?.name ?? connection.connectorId
  const short = truncateAddress(connection.address)
  return (
    <li className="wm-wallet-row" data-id={connection.connectorId} aria-current={active ? 'true' : undefined}>
      <Logo
        kind="wallet"
        name={name}
        imageUrl={connector?.imageUrl}
        keys={[connector?.rdns ?? connection.connectorId, name]}
        size="md"
      />
      <div className="wm-wallet-info">
        <span className="wm-item-name">{name}</span>
        <span className="wm-wallet-address">
          <span title={connection.address} data-testid="wallet-address">
            {short}
          </span>
          <CopyButton text={connection.address} label={messages.profileWalletsCopyLabel(name)} />
        </span>
        <span className="wm-small" data-testid="wallet-balance" aria-live="polite">
          {balance.isPending ? (
            <SkeletonText label={messages.profileWalletsBalanceLoading} />
          ) : balance.isError ? (
            messages.profileWalletsBalanceUnavailable
          ) : (
            formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol, balance.data.displayDecimals)
          )}
        </span>
      </div>
      <div className="wm-wallet-actions">
        {active ? (
          <span className="wm-badge wm-badge-accent" aria-label={messages.profileWalletsActiveLabel(name, short)}>
            {messages.profileWalletsActive}
          </span>
        ) : (
          <button
            type="button"
            className="wm-button"
            disabled={disabled}
            aria-label={messages.profileWalletsSwitchToLabel(name, short)}
            onClick={onSwitch}
          >
            {messages.profileWalletsSwitchTo}
          </button>
        )}
        <button
          type="button"
          className="wm-button"
          disabled={disabled}
          aria-label={messages.profileWalletsDisconnectLabel(name, short)}
          onClick={onDisconnect}
        >
          {messages.profileWalletsDisconnect}
        </button>
      </div>
    </li>
  )
}
