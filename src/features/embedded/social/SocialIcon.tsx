import type { SocialProvider } from '../../../core/embedded/socials.js'
import { SOCIAL_ICON_PATHS } from './socialIcons.js'

/** A provider's mark: the built-in glyph, the host's image (`icon`), or the label's initial. Decorative: the button names the provider. */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  const path = SOCIAL_ICON_PATHS[provider.name]
  if (path)
    return (
      <svg className="wm-social-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    )
  if (provider.iconUrl) return <img className="wm-social-icon" src={provider.iconUrl} alt="" />
  return (
    <span className="wm-social-icon wm-social-initial" aria-hidden="true">
      {provider.label.slice(0, 1).toUpperCase()}
    </span>
  )
}
