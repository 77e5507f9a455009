import { lazy } from 'react'
import { cancelSocialLogin } from '../../../actions/cancelSocialLogin.js'
import { connectSocial, FARCASTER } from '../../../actions/connectSocial.js'
import { socialLabel } from '../../../core/embedded/socials.js'
import { socialMessages } from './messages.js'
import { localized } from '../../../core/i18n/locale.js'
import { goBack } from '../../../core/navigation.js'
import { useModalContext, useModalState } from '../../../ui/context.js'
import { useStylesheet } from '../../../ui/useStylesheet.js'
import { openSocialPopup } from './openSocialPopup.js'
import { SocialIcon } from './SocialIcon.js'
import { socialStyles } from './socialStyles.js'
import { useSocialCancelOnLeave } from './useSocialCancelOnLeave.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(socialMessages)

/** Farcaster's view, with its QR code: a chunk of its own, so a popup login never downloads the QR library. */
const ConnectingFarcasterView = lazy(() => import('./ConnectingFarcasterView.js'))

/**
 * A social login's connecting view (spec section 2: the social connection, ConnectingFarcaster),
 * by the router data's `provider`: Farcaster's QR code view, or a popup provider's mark
 * with a spinner while the user signs in in its popup; when it stops ('Popup closed', or the
 * provider's or the auth server's reason) the reason with Retry (a new popup) and Cancel. Leaving
 * the view cancels the login. Its own chunk.
 */
export default function ConnectingSocialView({ provider }: { provider?: string }) {
  if (provider === FARCASTER) return <ConnectingFarcasterView />
  return <ConnectingPopup provider={provider} />
}

function ConnectingPopup({ provider }: { provider?: string }) {
  useStylesheet(socialStyles)
  const context = useModalContext()
  const flow = useModalState((s) => s.embedded.social)
  const embedded = useModalState((s) => s.options.embeddedWallet)
  useSocialCancelOnLeave(context)
  const name = provider ?? flow?.provider ?? ''
  const label = socialLabel(name, embedded)
  const failed = flow?.provider === name && flow.step === 'failed' ? flow.error : undefined
  const retry = () => void connectSocial(context, { provider: name, popup: openSocialPopup(label) })
  const cancel = () => {
    void cancelSocialLogin(context)
    goBack(context.store)
  }
  return (
    <div className="wm-center">
      <div className="wm-social-logo">
        <SocialIcon provider={{ name, label }} />
        {!failed && <span className="wm-spinner" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite">
        {failed ? (
          <p className="wm-error">{failed}</p>
        ) : (
          <>
            <p>
              <strong>
                {flow?.step === 'waiting' ? messages.continueInPopup(label) : messages.startingSocial(label)}
              </strong>
            </p>
            <p className="wm-muted">{messages.continueInPopupHint}</p>
          </>
        )}
      </div>
      <div className="wm-button-row">
        {failed && (
          <button type="button" className="wm-button wm-button-primary" onClick={retry}>
            {messages.retry}
          </button>
        )}
        <button type="button" className="wm-button" onClick={cancel}>
          {messages.cancel}
        </button>
      </div>
    </div>
  )
}
