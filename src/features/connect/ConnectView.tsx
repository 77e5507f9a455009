import { Suspense } from 'react'
import { DEFAULT_FEATURES, inOrder } from '../../core/features.js'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import { pushView } from '../../core/navigation.js'
import { namespaceOf } from '../../core/store.js'
import { EmailConnectField, SocialConnectButtons } from '../embedded/index.js'
import { ListItem } from '../../ui/ListItem.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { WalletIcon } from '../../ui/Icons.js'
import { Logo } from '../../ui/icons/Logo.js'
import { namespaceToConnect, orderConnectors } from './orderConnectors.js'
import { useConfiguredNamespaces } from './useConfiguredNamespaces.js'

/**
 * Connect view (spec section 2): the discovered wallets of the configured namespaces, recent
 * first, the last used one marked; a wallet in several namespaces is one row (MULTI_CHAIN) and
 * connects the namespace of the selected network. With the embedded wallet configured and the
 * `email` flag on, the email field, then the social buttons, follow the wallets (spec section 1:
 * wallet, email, social), or come first when the connect-method order (project config or
 * `features`) puts email first. Each row shows the wallet's announced icon, else the icon set's
 * logo (WalletConnect's mark; ui/icons/Logo.tsx); All Wallets shows four catalogue logos. With no
 * wallet installed, 'Get a wallet' opens GetWallet.
 */
export function ConnectView() {
  const context = useModalContext()
  const connectors = useModalState((s) => s.connectors)
  const recentIds = useModalState((s) => s.recentConnectorIds)
  const selected = useModalState((s) => namespaceOf(s.network.caipNetwork?.caipNetworkId))
  const namespaces = useConfiguredNamespaces()
  const socials = useModalState((s) => s.options.embeddedWallet?.socials?.length !== 0)
  // The embedded wallet (AUTH) is not a row: it is the email field after the wallets (spec section 1).
  const rows = orderConnectors(
    connectors.filter((c) => c.type !== 'AUTH'),
    recentIds,
    namespaces,
  )
  // While the field's chunk loads, an empty block of the field's box (emailFieldStyles.ts: margins
  // 12 and 4 px around 18 + 6 + 42 px; the social buttons' margins 12 and 4 around 70 px) holds
  // its place, margins included so they collapse as the real blocks' do: the wallet rows paint at once and never move under a
  // pointer when the field arrives (a centred dialog growing by it shifted them ~40 px, and a click
  // landed on the wrong row). Set through the CSSOM, so strict-CSP hosts allow it.
  const features = useModalState((s) => s.options.features)
  const methods = inOrder(features.connectMethodOrder, DEFAULT_FEATURES.connectMethodOrder)
  const emailFirst = methods.indexOf('email') < methods.indexOf('wallet')
  const email = features.email && connectors.some((c) => c.type === 'AUTH' && namespaces.includes(c.chain)) && (
    <>
      <Suspense fallback={<div style={{ height: 66, margin: '12px 0 4px' }} />}>
        <EmailConnectField />
      </Suspense>
      {/* The social buttons follow the field (spec section 1: wallet, email, social): their
          own chunk and boundary, their block held as above. */}
      {socials && (
        <Suspense fallback={<div style={{ height: 70, margin: '12px 0 4px' }} />}>
          <SocialConnectButtons />
        </Suspense>
      )}
    </>
  )
  // The catalogue needs WalletConnect to connect its wallets; without it there is nothing to browse.
  const allWallets = useModalState((s) => !!s.options.walletConnect)
  const getWallet = !rows.some((row) => row.type !== 'WALLET_CONNECT') && (
    <ListItem
      name={messages.getWallet}
      icon={
        <span className="wm-logo wm-logo-lg wm-logo-plain">
          <WalletIcon />
        </span>
      }
      onClick={() => pushView(context.store, 'GetWallet')}
    />
  )
  if (rows.length === 0 && !allWallets)
    return (
      <>
        {emailFirst && email}
        <div className="wm-center">
          <p className="wm-muted">{messages.connectEmpty}</p>
        </div>
        <ul className="wm-list" aria-label={messages.walletListLabel}>
          {getWallet}
        </ul>
        {!emailFirst && email}
      </>
    )
  return (
    <>
      {emailFirst && email}
      <ul className="wm-list" aria-label={messages.walletListLabel}>
        {rows.map((row) => (
          <ListItem
            key={row.key}
            name={row.name}
            imageUrl={row.imageUrl}
            logo={{ kind: 'wallet', keys: [...Object.values(row.ids), row.name] }}
            badge={
              row.lastUsed ? (
                <span className="wm-badge wm-badge-accent">{messages.recent}</span>
              ) : row.type === 'ANNOUNCED' || row.type === 'MULTI_CHAIN' ? (
                <span className="wm-badge">{messages.installed}</span>
              ) : undefined
            }
            onClick={() => {
              const namespace = namespaceToConnect(row, selected)
              // The connect action is not part of the first paint: it loads with the first choice.
              void import('../../actions/connect.js').then(({ connect }) =>
                connect(context, { connectorId: row.ids[namespace]!, namespace }),
              )
            }}
          />
        ))}
        {allWallets && (
          <ListItem
            name={messages.allWallets}
            icon={<AllWalletsIcon />}
            onClick={() => pushView(context.store, 'AllWallets')}
          />
        )}
        {getWallet}
      </ul>
      {!emailFirst && email}
    </>
  )
}

/** All Wallets' icon: four of the catalogue's best-known logos in a square, as wallet lists show it. */
function AllWalletsIcon() {
  return (
    <span className="wm-logo wm-logo-lg wm-logo-grid" aria-hidden="true">
      {['MetaMask', 'Trust', 'Coinbase', 'OKX'].map((name) => (
        <Logo key={name} kind="wallet" name={name} size="sm" />
      ))}
    </span>
  )
}
