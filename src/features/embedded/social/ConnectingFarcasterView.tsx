import { useState } from 'react'
import { cancelSocialLogin } from '../../../actions/cancelSocialLogin.js'
import { connectSocial, FARCASTER } from '../../../actions/connectSocial.js'
import { socialMessages } from './messages.js'
import { localized } from '../../../core/i18n/locale.js'
import { goBack } from '../../../core/navigation.js'
import { safeUrl } from '../../../core/safeUrl.js'
import { QrCode } from '../../../ui/QrCode.js'
import { useModalContext, useModalState } from '../../../ui/context.js'
import { useStylesheet } from '../../../ui/useStylesheet.js'
import { SocialIcon } from './SocialIcon.js'
import { socialStyles } from './socialStyles.js'
import { useSocialCancelOnLeave } from './useSocialCancelOnLeave.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(socialMessages)

/**
 * ConnectingFarcaster (spec section 2): Sign In With Farcaster through the operator's
 * relay. The relay's link as a QR code for a phone, and as a link and a copy button on this device;
 * the modal waits while the signer polls the auth server, which verifies the signed message and the
 * fid's custody address. When it stops, the reason with Retry and Cancel. Its own chunk.
 */
export default function ConnectingFarcasterView() {
  useStylesheet(socialStyles)
  const context = useModalContext()
  const flow = useModalState((s) => (s.embedded.social?.provider === FARCASTER ? s.embedded.social : undefined))
  const [copied, setCopied] = useState(false)
  useSocialCancelOnLeave(context)
  const link = safeUrl(flow?.url, 'link')
  const failed = flow?.step === 'failed' ? flow.error : undefined
  const cancel = () => {
    void cancelSocialLogin(context)
    goBack(context.store)
  }
  return (
    <div className="wm-center">
      {link && !failed ? (
        <QrCode value={link} label={messages.farcasterQrLabel} testId="farcaster-qr" />
      ) : (
        <div className="wm-social-logo">
          <SocialIcon provider={{ name: FARCASTER, label: 'Farcaster' }} />
          {!failed && <span className="wm-spinner" aria-hidden="true" />}
        </div>
      )}
      <div role="status" aria-live="polite">
        {failed ? (
          <p className="wm-error">{failed}</p>
        ) : (
          <p className="wm-muted">{link ? messages.farcasterScan : messages.farcasterPreparing}</p>
        )}
      </div>
      <div className="wm-button-row">
        {failed && (
          <button
            type="button"
            className="wm-button wm-button-primary"
            onClick={() => void connectSocial(context, { provider: FARCASTER })}
          >
            {messages.retry}
          </button>
        )}
        {link && !failed && (
          <>
            <a className="wm-button wm-button-primary" href={link} target="_blank" rel="noreferrer">
              {messages.farcasterOpen}
            </a>
            <button
              type="button"
              className="wm-button"
              onClick={() =>
                void navigator.clipboard.writeText(link).then(
                  () => setCopied(true),
                  () => undefined,
                )
              }
            >
              {copied ? messages.linkCopied : messages.copyLink}
            </button>
          </>
        )}
        <button type="button" className="wm-button" onClick={cancel}>
          {messages.cancel}
        </button>
      </div>
    </div>
  )
}
