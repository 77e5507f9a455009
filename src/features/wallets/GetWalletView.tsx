import { useEffect, useMemo, useState } from 'react'
import { walletsMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { safeUrl } from '../../core/safeUrl.js'
import { namespaceOf } from '../../core/store.js'
import { useModalState } from '../../ui/context.js'
import { Logo } from '../../ui/icons/Logo.js'
import { SkeletonRows } from '../../ui/Skeleton.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import type { Wallet } from './types.js'
import { walletsStyles } from './walletsStyles.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(walletsMessages)

/** How many wallets GetWallet lists: the catalogue's best known, in its order. */
const GET_WALLET_COUNT = 6

/**
 * GetWallet (AppKit's view of that name): Connect's action when no wallet is installed.
 * The bundled catalogue's best-known wallets for the host's namespaces (the host's excluded ones
 * left out), each with its logo and a link to its own site (through the URL allowlist), opened in
 * a new tab. Loaded as its own chunk, with the catalogue's.
 */
export default function GetWalletView() {
  useStylesheet(walletsStyles)
  const networks = useModalState((s) => s.options.networks)
  const excluded = useModalState((s) => s.options.catalogue.exclude)
  const [catalogue, setCatalogue] = useState<readonly Wallet[]>()
  useEffect(() => {
    let live = true
    void import('./catalogueData.js').then((m) => live && setCatalogue(m.catalogueWallets))
    return () => {
      live = false
    }
  }, [])
  const wallets = useMemo(() => {
    // The bundled catalogue lists namespaces ('eip155', 'solana'): a wallet of any configured one.
    const namespaces = new Set<string | undefined>(networks.map((n) => namespaceOf(n.caipNetworkId)))
    return (catalogue ?? [])
      .filter(
        (w) =>
          !excluded?.includes(w.id) && safeUrl(w.homepage, 'link') && w.chains.some((chain) => namespaces.has(chain)),
      )
      .slice(0, GET_WALLET_COUNT)
  }, [catalogue, networks, excluded])
  return (
    <div className="wm-form">
      <p className="wm-muted wm-get-intro">{messages.getWalletIntro}</p>
      {!catalogue ? (
        <SkeletonRows label={messages.walletsLoading} count={GET_WALLET_COUNT} logo="square" card amount={false} />
      ) : (
        <ul className="wm-list" aria-label={messages.getWalletListLabel}>
          {wallets.map((w) => (
            <li key={w.id}>
              <a
                className="wm-item"
                href={safeUrl(w.homepage, 'link')}
                target="_blank"
                rel="noreferrer"
                data-wallet-id={w.id}
              >
                <Logo kind="wallet" name={w.name} imageUrl={w.image_url} keys={[w.rdns ?? '', w.id, w.name]} />
                <span className="wm-item-name">{w.name}</span>
                <span className="wm-badge wm-badge-accent" aria-hidden="true">
                  {messages.getWalletLink}
                </span>
                <span className="wm-sr-only">{messages.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
