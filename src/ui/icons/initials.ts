/**
 * The last fallback of every logo (wallets, networks, tokens): up to two initials on a hue derived
 * from the name, as text, so it shows under any Content-Security-Policy.
 */

/**
 * Up to two initials: the first letters of the first two words ('Trust Wallet' → 'TW'); for one
 * word, its capitals when it has two or more ('MetaMask' → 'MM'), else its first letter ('Rainbow' → 'R').
 * '?' for a name without letters or digits.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const [first, second] = words
  if (first === undefined) return '?'
  if (second !== undefined) return (first.charAt(0) + second.charAt(0)).toUpperCase()
  const capitals = first.match(/\p{Lu}/gu) ?? []
  if (capitals.length >= 2) return capitals.slice(0, 2).join('')
  return first.charAt(0).toUpperCase()
}

/** A hue in [0, 360) from the name (FNV-1a), stable across runs and platforms. */
export function hueOf(name: string): number {
  let hash = 0x811c9dc5
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 360
}
