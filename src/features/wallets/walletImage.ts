/**
 * Generated wallet images: a rounded square in a hue derived from the name with the wallet's
 * initials (the initials and hue of ui/icons/initials.ts, as the views' own fallback). The demo's
 * catalogue service serves them for wallets the icon set has no logo of.
 */
import { hueOf, initialsOf } from '../../ui/icons/initials.js'

/** Up to two initials of a wallet's name ('Trust Wallet' → 'TW', 'MetaMask' → 'MM', 'Rainbow' → 'R'; '?' without letters or digits). */
export const walletInitials = initialsOf

/** A hue in [0, 360) from the name (FNV-1a), stable across runs and platforms. */
export const walletHue = hueOf

/** A 96×96 SVG document for `name` (initials on a coloured rounded square). */
export function walletImageSvg(name: string): string {
  const initials = walletInitials(name)
  const hue = walletHue(name)
  const size = initials.length > 1 ? 36 : 44
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 44%)"/>` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="${size}" font-weight="600" ` +
    `text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`
  )
}
