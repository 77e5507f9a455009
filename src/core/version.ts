/**
 * Versions (spec section 8: "an outdated-version warning"): comparing this wallet-modal with the
 * latest published version a project config names.
 */

/** `major.minor.patch` with an optional `-prerelease` (SemVer 2.0.0), as numbers; undefined when malformed. */
function parse(version: string): { core: number[]; pre: string | undefined } | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim())
  return match ? { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] } : undefined
}

/**
 * True when `current` is older than `latest` (SemVer 2.0.0 precedence: major, minor, patch, then a
 * pre-release before its release; pre-release identifiers compared as whole strings). False when
 * either is malformed (no warning for a version nobody can compare).
 */
export function isOlderVersion(current: string, latest: string): boolean {
  const a = parse(current)
  const b = parse(latest)
  if (!a || !b) return false
  for (let i = 0; i < 3; i++) if (a.core[i] !== b.core[i]) return a.core[i]! < b.core[i]!
  if (a.pre === b.pre) return false
  if (a.pre === undefined) return false
  if (b.pre === undefined) return true
  return a.pre.localeCompare(b.pre, 'en', { numeric: true }) < 0
}
