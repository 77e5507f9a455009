import type { ResolvedEmbeddedWallet } from '../options.js'
import { safeUrl } from '../safeUrl.js'

/** Spec section 1: the default social providers, in their order. */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** The providers whose label (and, in the social feature, icon) is built in. */
export const SOCIAL_LABELS: Readonly<Record<string, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** A social provider as the modal shows it. */
export interface SocialProvider {
  name: string
  label: string
  /** A safe image URL for a provider without a built-in icon (https: or data:). */
  iconUrl?: string
}

/** The label of a provider's name: the host's, the built-in one, or the name itself. */
export function socialLabel(name: string, embedded?: ResolvedEmbeddedWallet): string {
  const given = embedded?.socials ? embedded.socials.find((s) => typeof s !== 'string' && s.name === name) : undefined
  return (typeof given === 'object' && given.label) || SOCIAL_LABELS[name] || name
}

/**
 * The social buttons Connect shows, in order: the host's `embeddedWallet.socials`, else
 * the `socials` feature flag (the host's `features` or the project's config), else the
 * spec's default list; none with `[]`, with the flag `false`, or without the embedded wallet. A name given twice shows once.
 */
export function socialProviders(
  embedded: ResolvedEmbeddedWallet | undefined,
  flag?: readonly string[] | false,
): SocialProvider[] {
  if (!embedded || flag === false) return []
  const seen = new Set<string>()
  const out: SocialProvider[] = []
  for (const entry of embedded.socials ?? flag ?? DEFAULT_SOCIALS) {
    const name = typeof entry === 'string' ? entry : entry.name
    if (seen.has(name)) continue
    seen.add(name)
    const iconUrl = typeof entry === 'string' ? undefined : safeUrl(entry.icon, 'image')
    out.push({ name, label: socialLabel(name, embedded), ...(iconUrl ? { iconUrl } : {}) })
  }
  return out
}
