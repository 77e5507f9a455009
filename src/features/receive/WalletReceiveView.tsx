import { useId, useMemo } from 'react'
import { receiveMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { activeAccount, activeCaipNetworkId } from '../../core/store.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { Logo } from '../../ui/icons/Logo.js'
import { QrCode } from '../../ui/QrCode.js'
import { useModalState } from '../../ui/context.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { CopyAddressButton } from './CopyAddressButton.js'
import { receivableAssets, receiveNote } from './receivableAssets.js'
import { receiveStyles } from './receiveStyles.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(receiveMessages)

/**
 * WalletReceive (Receive; reached from Account, before Send in spec section 1's wallet
 * feature order): the connected account's address as a QR code (ui/QrCode.tsx, SVG paths: no
 * inline style, strict-CSP safe; the network's icon, or the host's `qrLogoUrl`, in its centre) and in full with a copy button, the host's networks of the active
 * namespace with the active one marked, and a note of what the address can receive. EVM and Solana.
 * Loaded as its own chunk. Without a connected account it says to connect one.
 */
export default function WalletReceiveView() {
  useStylesheet(receiveStyles)
  const ids = useId()
  const connected = useModalState((s) => activeAccount(s).status === 'connected')
  const address = useModalState((s) => activeAccount(s).address)
  const namespace = useModalState((s) => s.activeNamespace)
  const activeId = useModalState(activeCaipNetworkId)
  const options = useModalState((s) => s.options)
  const network = options.networks.find((n) => n.caipNetworkId === activeId)
  const assets = useMemo(
    () => (namespace ? receivableAssets(options, namespace, activeId) : undefined),
    [options, namespace, activeId],
  )

  if (!connected || !address || !assets) return <p className="wm-center wm-muted">{messages.receiveNotConnected}</p>
  return (
    <div className="wm-center">
      <QrCode
        value={address}
        label={messages.receiveQrLabel}
        size={200}
        testId="receive-qr"
        mark={
          network && (
            <Logo
              kind="network"
              name={network.name}
              imageUrl={options.qrLogoUrl ?? network.imageUrl}
              keys={[network.caipNetworkId]}
            />
          )
        }
      />
      <p className="wm-receive-label">{messages.receiveAddressLabel}</p>
      <p className="wm-receive-address" data-testid="receive-address">
        {address}
      </p>
      <CopyAddressButton text={address} />
      {assets.networks.length > 0 && (
        <>
          <p className="wm-receive-label" id={`${ids}networks`}>
            {messages.receiveNetworksLabel}
          </p>
          <ul className="wm-receive-networks" aria-labelledby={`${ids}networks`}>
            {assets.networks.map((n) => (
              <li key={n.caipNetworkId} className="wm-receive-network" aria-current={n.active ? 'true' : undefined}>
                <NetworkAvatar name={n.name} caipNetworkId={n.caipNetworkId} imageUrl={n.imageUrl} />
                <span>{n.name}</span>
                {n.active && <span className="wm-badge">{messages.receiveActiveNetwork}</span>}
              </li>
            ))}
          </ul>
          <p className="wm-receive-note" data-testid="receive-note">
            {receiveNote(assets)}
          </p>
        </>
      )}
    </div>
  )
}
