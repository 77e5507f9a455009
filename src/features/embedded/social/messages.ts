/**
 * The catalogue's social login texts (see core/firstPaintMessages.ts), with the first paint's:
 * they load with the social buttons and views, not before the Connect view paints. Spec texts are
 * verbatim (spec section 8 where noted).
 */
import { firstPaintMessages } from '../../../core/firstPaintMessages.js'

/** Social login's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const socialMessages = {
  ...firstPaintMessages,
  /** Spec section 8: the provider's popup was closed before the sign-in completed. */
  popupClosed: 'Popup closed',
  /** Spec section 8: the modal was closed (or Cancel chosen) during a social login. */
  modalClosed: 'Modal closed',
  socialGroupLabel: 'Or sign in with',
  continueWith: (label: string) => `Continue with ${label}`,
  moreSocials: 'More sign-in options',
  fewerSocials: 'Fewer sign-in options',
  startingSocial: (label: string) => `Opening ${label}…`,
  continueInPopup: (label: string) => `Continue in the ${label} window`,
  continueInPopupHint: 'Sign in there. This window updates by itself when you are done.',
  popupConnecting: (label: string) => `Connecting to ${label}…`,
  farcasterPreparing: 'Preparing a Farcaster sign-in link…',
  farcasterScan: 'Scan with your phone camera, or open the link in your Farcaster app, and approve the sign-in.',
  farcasterQrLabel: 'QR code to sign in with Farcaster',
  farcasterOpen: 'Open Farcaster',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  signedInWith: (label: string) => `Signed in with ${label}`,
  asUser: (user: string) => `as ${user}`,
} as const
