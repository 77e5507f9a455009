import { messages } from './texts.js'

/** What an on-ramp view shows instead of itself in a restricted time zone (spec section 9) or without a connected account. */
export function OnrampUnavailable({ reason }: { reason: 'restricted' | 'disconnected' }) {
  return (
    <p className="wm-center wm-muted">
      {reason === 'restricted' ? messages.onrampRestricted : messages.onrampNotConnected}
    </p>
  )
}
