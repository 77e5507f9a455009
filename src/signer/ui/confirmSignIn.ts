import type { SocialIdentity } from '../authApi.js'
import { el } from './dom.js'
import { gatedChoice } from './screens.js'

/** A provider's name as people know it ('github' → 'GitHub'). */
const PROVIDER_LABELS: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  x: 'X',
  discord: 'Discord',
  facebook: 'Facebook',
  farcaster: 'Farcaster',
}
const labelOf = (provider: string) => PROVIDER_LABELS[provider] ?? provider

/** Whom the identity names, as one line: 'ada (ada@example.com)', 'ada@example.com', 'ada'. */
export function identityLine(identity: SocialIdentity): string {
  if (identity.username && identity.email && identity.username !== identity.email)
    return `${identity.username} (${identity.email})`
  return identity.username ?? identity.email ?? 'an account without a name'
}

/**
 * The frame's confirmation before a social login opens its session (against login request
 * fixation and login CSRF: a login someone else started or finished is never taken silently): the
 * provider, whom it signs in as, the site, and whether the wallet is new. Continue unlocks like
 * Approve (the screen fully visible for the delay) and counts only a trusted click; Cancel works
 * at once. Resolves true for Continue, false for Cancel or when `signal` aborts.
 */
export function askSignInConfirmation(identity: SocialIdentity, site: string, signal: AbortSignal): Promise<boolean> {
  const host = URL.canParse(site) ? new URL(site).host : site
  const root = document.getElementById('app')!
  const choice = gatedChoice({
    proceed: 'Continue',
    cancel: 'Cancel',
    hintId: 'confirm-hint',
    unlocked: 'Check the account, then continue or cancel.',
  })
  const screen = el(
    'section',
    { class: 'screen', 'aria-labelledby': 'screen-title' },
    el('h1', { id: 'screen-title' }, `Sign in to ${host}?`),
    el(
      'dl',
      { class: 'rows' },
      el(
        'div',
        { class: 'row' },
        el('dt', {}, labelOf(identity.socialProvider)),
        el('dd', { 'data-testid': 'signin-identity' }, identityLine(identity)),
      ),
      el(
        'div',
        { class: 'row' },
        el('dt', {}, 'Wallet'),
        el('dd', {}, identity.hasWallet ? 'Your existing wallet' : 'A new wallet'),
      ),
    ),
    el('p', {}, `Continue only if this is you and you started this sign-in on ${host} just now.`),
    choice.actions,
    choice.hint,
  )
  root.replaceChildren(screen)
  return choice.answer(screen, signal)
}
