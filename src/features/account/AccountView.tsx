import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { formatBalance, truncateAddress } from '../../core/format.js'
import { messages } from '../../core/messages.js'
import type { ModalRuntime } from '../../core/runtime.js'
import { activeAccount, activeCaipNetworkId, findNetwork } from '../../core/store.js'
import { Avatar } from '../../ui/Avatar.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalState, useRuntime } from '../../ui/context.js'
import { ChevronIcon } from '../../ui/icons.js'
import { CopyButton } from './CopyButton.js'
import { useNativeBalance } from './useNativeBalance.js'

// One query cache per modal instance; server data never crosses instances.
const clients = new WeakMap<ModalRuntime, QueryClient>()

/**
 * Account view (spec section 2): identicon, truncated address (4 + 6) with copy, the native
 * balance read from the chain, the network button, Disconnect. Loaded as its own chunk.
 */
export default function AccountView() {
  const runtime = useRuntime()
  let client = clients.get(runtime)
  if (!client) clients.set(runtime, (client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } })))
  return (
    <QueryClientProvider client={client}>
      <AccountDetails />
    </QueryClientProvider>
  )
}

function AccountDetails() {
  const runtime = useRuntime()
  const account = useModalState(activeAccount)
  const network = useModalState((s) => findNetwork(s, activeCaipNetworkId(s)))
  const balance = useNativeBalance(account.caipAddress)
  if (!account.address) return null
  return (
    <div className="wm-center">
      <Avatar address={account.address} />
      <span className="wm-address">
        <span title={account.address} data-testid="account-address">{truncateAddress(account.address)}</span>
        <CopyButton text={account.address} />
      </span>
      <p className="wm-balance" data-testid="account-balance" aria-live="polite">
        {balance.isPending ? messages.balanceLoading
          : balance.isError ? messages.balanceUnavailable
          : formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol)}
      </p>
      {network && (
        <button type="button" className="wm-button wm-network-button" aria-label={messages.networkButton(network.name)} onClick={() => runtime.push('Networks')}>
          <NetworkAvatar name={network.name} />
          <span>{network.name}</span>
          <ChevronIcon />
        </button>
      )}
      <button type="button" className="wm-button" onClick={() => void runtime.disconnect()}>
        {messages.disconnect}
      </button>
    </div>
  )
}
