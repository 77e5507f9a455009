/**
 * Generated wallet images: a rounded square in a hue derived from the name with the wallet's
 * initials. The bundled catalogue and the demo service use them so nothing loads a remote image.
 */

/**
 * Up to two initials: the first letters of the first two words ('Trust Wallet' → 'TW'); for one
 * word, its capitals when it has two or more ('MetaMask' → 'MM'), else its first letter ('Rainbow' → 'R').
 * '?' for a name without letters or digits.
 */
export function walletInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const [first, second] = words
  if (first === undefined) return '?'
  if (second !== undefined) return (first.charAt(0) + second.charAt(0)).toUpperCase()
  const capitals = first.match(/\p{Lu}/gu) ?? []
  if (capitals.length >= 2) return capitals.slice(0, 2).join('')
  return first.charAt(0).toUpperCase()
}

/** A hue in [0, 360) from the name (FNV-1a), stable across runs and platforms. */
export function walletHue(name: string): number {
  let hash = 0x811c9dc5
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 360
}

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

/** {@link walletImageSvg} as a `data:image/svg+xml,…` URL (allowed by the demo CSP's `img-src data:`). */
export function walletImageDataUrl(name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(walletImageSvg(name))}`
}
