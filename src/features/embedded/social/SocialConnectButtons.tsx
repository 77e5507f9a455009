import { useId, useMemo, useState } from 'react'
import { socialProviders, type SocialProvider } from '../../../core/embedded/socials.js'
import { socialMessages } from './messages.js'
import { localized } from '../../../core/i18n/locale.js'
import { useModalContext, useModalState } from '../../../ui/context.js'
import { useStylesheet } from '../../../ui/useStylesheet.js'
import { openSocialPopup } from './openSocialPopup.js'
import { SocialIcon } from './SocialIcon.js'
import { socialStyles } from './socialStyles.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(socialMessages)

/** Icons that fit one row; with more providers, the first four and "More". */
const ROW = 5

/**
 * The Connect view's social login (spec section 1: after the wallets and the email field; the
 * providers in the host's order, by default google, x, discord, farcaster, github, apple, facebook):
 * the first providers as icon buttons, the rest behind a "More" button that lists them. A click
 * opens the provider's popup at once (the browser allows it only in the click) and starts the
 * login; Farcaster shows its QR code instead. Its own chunk, with its sheet and the marks.
 */
export default function SocialConnectButtons() {
  useStylesheet(socialStyles)
  const context = useModalContext()
  const embedded = useModalState((s) => s.options.embeddedWallet)
  const flag = useModalState((s) => s.options.features.socials)
  const providers = useMemo(() => socialProviders(embedded, flag), [embedded, flag])
  const [more, setMore] = useState(false)
  const id = useId()
  if (providers.length === 0) return null
  const icons = providers.length > ROW ? providers.slice(0, ROW - 1) : providers
  const rest = providers.slice(icons.length)
  const start = (provider: SocialProvider) => {
    const popup = provider.name === 'farcaster' ? undefined : openSocialPopup(provider.label)
    void import('../../../actions/connectSocial.js').then(({ connectSocial }) =>
      connectSocial(context, { provider: provider.name, popup }),
    )
  }
  return (
    <div className="wm-socials" role="group" aria-labelledby={`${id}-label`}>
      <p className="wm-socials-label" id={`${id}-label`}>
        {messages.socialGroupLabel}
      </p>
      <ul className="wm-social-row">
        {icons.map((provider) => (
          <li key={provider.name}>
            <button
              type="button"
              className="wm-social-button"
              aria-label={messages.continueWith(provider.label)}
              title={provider.label}
              onClick={() => start(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          </li>
        ))}
        {rest.length > 0 && (
          <li>
            <button
              type="button"
              className="wm-social-button"
              aria-label={more ? messages.fewerSocials : messages.moreSocials}
              title={more ? messages.fewerSocials : messages.moreSocials}
              aria-expanded={more}
              aria-controls={`${id}-more`}
              onClick={() => setMore(!more)}
            >
              <svg className="wm-social-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="5" cy="12" r="2" fill="currentColor" />
                <circle cx="12" cy="12" r="2" fill="currentColor" />
                <circle cx="19" cy="12" r="2" fill="currentColor" />
              </svg>
            </button>
          </li>
        )}
      </ul>
      {rest.length > 0 && (
        <ul className="wm-list wm-social-more" id={`${id}-more`} hidden={!more}>
          {rest.map((provider) => (
            <li key={provider.name}>
              <button type="button" className="wm-item" onClick={() => start(provider)}>
                <SocialIcon provider={provider} />
                <span className="wm-item-name">{messages.continueWith(provider.label)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
