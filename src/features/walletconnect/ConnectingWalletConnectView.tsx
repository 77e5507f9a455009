import { useEffect, useRef, useState } from 'react'
import { connect } from '../../actions/connect.js'
import { WALLET_CONNECT_ID } from '../../core/constants.js'
import { walletconnectMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { safeUrl } from '../../core/safeUrl.js'
import { namespaceOf } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { Logo } from '../../ui/icons/Logo.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import type { Wallet } from '../wallets/index.js'
import { desktopDeepLink, mobileDeepLink, webappLink } from './deepLinks.js'
import { QrCode } from '../../ui/QrCode.js'
import { useIsMobile } from './useIsMobile.js'
import { walletConnectStyles } from './walletConnectStyles.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(walletconnectMessages)

/**
 * ConnectingWalletConnect (spec section 2). Desktop: our QR code of the pairing URI (with the
 * WalletConnect mark in its centre, or the host's `qrLogoUrl`), copy link,
 * the wallet's desktop and web app. Mobile: opens the wallet's `wc?uri=` deep link and shows the
 * redirect view (Open again; Get the app when the wallet has no link).
 */
export default function ConnectingWalletConnectView({ wallet }: { wallet?: Wallet }) {
  useStylesheet(walletConnectStyles)
  const context = useModalContext()
  const uri = useModalState((s) => s.walletConnect.uri)
  const attempt = useModalState((s) => s.attempt)
  const error = useModalState((s) => s.errors.connect)
  const mobile = useIsMobile()
  const [copied, setCopied] = useState(false)
  const qrLogo = useModalState((s) => s.options.qrLogoUrl)
  const opened = useRef<string | undefined>(undefined)
  const failure = attempt.connectorId === WALLET_CONNECT_ID ? error : undefined

  // Reached from the wallet list (not the WalletConnect row): start pairing here, in the
  // namespace of the selected network.
  const namespace = useModalState((s) => namespaceOf(s.network.caipNetwork?.caipNetworkId) ?? 'eip155')
  useEffect(() => {
    if (context.store.getState().attempt.connectorId !== WALLET_CONNECT_ID)
      void connect(context, { connectorId: WALLET_CONNECT_ID, namespace })
  }, [context])

  const mobileLink = wallet?.mobile_link && uri ? mobileDeepLink(wallet.mobile_link, uri) : undefined
  useEffect(() => {
    if (!mobile || !mobileLink || opened.current === mobileLink) return
    opened.current = mobileLink
    // As AppKit does: the OS hands a custom scheme or universal link to the wallet app.
    window.open(mobileLink, '_self', 'noreferrer noopener')
  }, [mobile, mobileLink])

  const name = wallet?.name ?? 'WalletConnect'
  // Catalogue data: only a homepage the URL allowlist takes becomes a link.
  const homepage = safeUrl(wallet?.homepage, 'link')
  const desktop = wallet?.desktop_link && uri ? desktopDeepLink(wallet.desktop_link, uri) : undefined
  const webapp = wallet?.webapp_link && uri ? webappLink(wallet.webapp_link, uri) : undefined
  if (failure)
    return (
      <div className="wm-center" role="status">
        <p className="wm-error">{failure.message}</p>
        <button
          type="button"
          className="wm-button wm-button-primary"
          onClick={() => void connect(context, { connectorId: WALLET_CONNECT_ID, namespace })}
        >
          {messages.retry}
        </button>
      </div>
    )

  if (mobile && wallet)
    return (
      <div className="wm-center" data-testid="wc-redirect">
        <div className="wm-wallet-logo">
          <Logo
            kind="wallet"
            name={name}
            imageUrl={wallet.image_url}
            keys={[wallet.rdns ?? '', wallet.id, name]}
            size="xl"
          />
          <span className="wm-spinner" aria-hidden="true" />
        </div>
        <p>
          <strong>{messages.continueIn(name)}</strong>
        </p>
        <p className="wm-muted" role="status">
          {uri ? messages.wcAcceptInWallet : messages.wcPreparing}
        </p>
        <div className="wm-button-row">
          {mobileLink ? (
            <a className="wm-button wm-button-primary" href={mobileLink}>
              {messages.wcOpen}
            </a>
          ) : (
            homepage && (
              <a className="wm-button" href={homepage} target="_blank" rel="noreferrer">
                {messages.wcGetApp}
              </a>
            )
          )}
        </div>
      </div>
    )

  return (
    <div className="wm-center">
      {uri ? (
        <QrCode
          value={uri}
          label={messages.wcQrLabel(name)}
          mark={<Logo kind="wallet" name="WalletConnect" imageUrl={qrLogo} keys={[WALLET_CONNECT_ID]} />}
        />
      ) : (
        <div className="wm-wallet-logo">
          <span className="wm-spinner" aria-hidden="true" />
        </div>
      )}
      <p className="wm-muted" role="status">
        {uri ? messages.wcScan(name) : messages.wcPreparing}
      </p>
      <div className="wm-button-row">
        <button
          type="button"
          className="wm-button"
          disabled={!uri}
          onClick={() =>
            uri &&
            navigator.clipboard?.writeText(uri).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? messages.copiedLink : messages.copyLink}
        </button>
        {desktop && (
          <a className="wm-button" href={desktop}>
            {messages.wcDesktop}
          </a>
        )}
        {webapp && (
          <a className="wm-button" href={webapp} target="_blank" rel="noreferrer">
            {messages.wcWebApp}
          </a>
        )}
        {wallet && !wallet.mobile_link && !wallet.desktop_link && !wallet.webapp_link && homepage && (
          <a className="wm-button" href={homepage} target="_blank" rel="noreferrer">
            {messages.wcGetApp}
          </a>
        )}
      </div>
    </div>
  )
}
