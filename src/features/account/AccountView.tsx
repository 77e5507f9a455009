import { Fragment, Suspense, useState, type ReactNode } from 'react'
import { disconnect } from '../../actions/disconnect.js'
import { DEFAULT_FEATURES, inOrder, type WalletFeature } from '../../core/features.js'
import { truncateAddress } from '../../core/format.js'
import { formatBalanceIn } from '../../core/i18n/numbers.js'
import { accountMessages } from './messages.js'
import { activeLocale, localized } from '../../core/i18n/locale.js'
import { isRestrictedTimeZone } from '../../core/onramp/restrictedTimeZones.js'
import { pushView } from '../../core/navigation.js'
import { activeAccount, activeCaipNetworkId, findNetwork } from '../../core/store.js'
import { Avatar } from '../../ui/Avatar.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { SkeletonText } from '../../ui/Skeleton.js'
import { Tabs } from '../../ui/Tabs.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { ChevronIcon } from './icons.js'
import { ActivityTab } from '../activity/index.js'
import { TokensTab, useNativeBalance } from '../balances/index.js'
import { EmbeddedAccountRow } from '../embedded/index.js'
import { AccountName } from '../names/index.js'
import { WalletsEntry } from '../multiWallet/index.js'
import { CopyButton } from '../../ui/CopyButton.js'
import { accountStyles } from '../../ui/accountStyles.js'
import { queryView } from '../../ui/queryView.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(accountMessages)

/**
 * Account view (spec section 2): identicon, truncated address (4 + 6) with copy, the native
 * balance read from the chain, the network button, Buy (with `onramp` and its flag on, hidden in the
 * restricted time zones), Swap (with `swaps` and its flag on, EVM), Receive and Send (in the
 * wallet-feature order: spec section 1's unless the project config or the host gives another), Disconnect, Register a name (with the
 * `names` option), Wallets (ProfileWallets, only with the `multiWallet` flag on), the primary name above the address (names feature), and the Tokens and Activity
 * tabs. Loaded as its own chunk.
 */
export default queryView(AccountDetails, accountStyles)

function AccountDetails() {
  const context = useModalContext()
  const account = useModalState(activeAccount)
  const network = useModalState((s) => findNetwork(s, activeCaipNetworkId(s)))
  const balance = useNativeBalance(account.caipAddress)
  const [tab, setTab] = useState('tokens')
  const namesConfigured = useModalState((s) => s.options.names !== undefined)
  const swapsConfigured = useModalState(
    (s) => s.options.swaps !== undefined && s.options.features.swaps && s.activeNamespace === 'eip155',
  )
  // Spec section 9: the on-ramp is hidden in the restricted time zones (mainland China, Hong Kong, Macau).
  const onrampConfigured =
    useModalState((s) => s.options.onramp !== undefined && s.options.features.onramp) && !isRestrictedTimeZone()
  const order = useModalState((s) => s.options.features.walletFeatureOrder)
  if (!account.address) return null
  const walletFeatures: Partial<Record<WalletFeature, ReactNode>> = {
    onramp: onrampConfigured && (
      <button type="button" className="wm-button" onClick={() => pushView(context.store, 'OnRampTokenSelect')}>
        {messages.buy}
      </button>
    ),
    swaps: swapsConfigured && (
      <button type="button" className="wm-button" onClick={() => pushView(context.store, 'Swap')}>
        {messages.swap}
      </button>
    ),
    receive: (
      <button type="button" className="wm-button" onClick={() => pushView(context.store, 'WalletReceive')}>
        {messages.receive}
      </button>
    ),
    send: (
      <button
        type="button"
        className="wm-button wm-button-primary"
        onClick={() => pushView(context.store, 'WalletSend')}
      >
        {messages.send}
      </button>
    ),
  }
  return (
    <div className="wm-center">
      <Avatar address={account.address} />
      <Suspense fallback={null}>
        <AccountName />
      </Suspense>
      <span className="wm-address">
        <span title={account.address} data-testid="account-address">
          {truncateAddress(account.address)}
        </span>
        <CopyButton text={account.address} />
      </span>
      <Suspense fallback={null}>
        <EmbeddedAccountRow />
      </Suspense>
      <p className="wm-balance" data-testid="account-balance" aria-live="polite">
        {balance.isPending ? (
          <SkeletonText label={messages.balanceLoading} />
        ) : balance.isError ? (
          messages.balanceUnavailable
        ) : (
          formatBalanceIn(
            activeLocale(),
            balance.data.value,
            balance.data.decimals,
            balance.data.symbol,
            balance.data.displayDecimals,
          )
        )}
      </p>
      <div className="wm-button-row">
        {network && (
          <button
            type="button"
            className="wm-button wm-network-button"
            aria-label={messages.networkButton(network.name)}
            onClick={() => pushView(context.store, 'Networks')}
          >
            <NetworkAvatar name={network.name} caipNetworkId={network.caipNetworkId} imageUrl={network.imageUrl} />
            <span>{network.name}</span>
            <ChevronIcon />
          </button>
        )}
        {inOrder(order, DEFAULT_FEATURES.walletFeatureOrder).map((id) => (
          <Fragment key={id}>{walletFeatures[id]}</Fragment>
        ))}
        <Suspense fallback={null}>
          <WalletsEntry />
        </Suspense>
        <button type="button" className="wm-button" onClick={() => void disconnect(context)}>
          {messages.disconnect}
        </button>
        {namesConfigured && (
          <button type="button" className="wm-button" onClick={() => pushView(context.store, 'RegisterAccountName')}>
            {messages.registerName}
          </button>
        )}
      </div>
      <Tabs
        label={messages.accountTabs}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'tokens', label: messages.tokensTab, panel: () => <TokensTab caipAddress={account.caipAddress} /> },
          {
            id: 'activity',
            label: messages.activityTab,
            panel: () => <ActivityTab caipAddress={account.caipAddress} />,
          },
        ]}
      />
    </div>
  )
}
