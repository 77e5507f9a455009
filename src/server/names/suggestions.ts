import { normalize } from 'viem/ens'
import { isRegistrableLabel, MAX_NAME_LABEL_LENGTH } from '../../core/names/nameRule.js'

/** How many suggestions `GET …/suggestions/:query` answers at most. */
export const MAX_NAME_SUGGESTIONS = 5

/**
 * The labels to offer for what a visitor typed, before availability is known: the ENSIP-15
 * normalised query itself (its `.suffix` dropped) when it passes the rule, then the query with
 * 1, 2, 3… appended (and its characters outside the rule's set removed), so a 3-letter or a taken
 * query still gets registrable offers. At most `count`, no repeats; [] for an input that does
 * not normalise or keeps no letters or digits.
 */
export function suggestionCandidates(query: string, suffix: string, count = MAX_NAME_SUGGESTIONS): string[] {
  let normalized: string
  try {
    normalized = normalize(query.trim())
  } catch {
    return []
  }
  const tail = `.${suffix}`
  if (normalized.endsWith(tail)) normalized = normalized.slice(0, -tail.length)
  const base = normalized
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LABEL_LENGTH - 2)
  if (!/[a-z0-9]/.test(base)) return []
  const candidates = new Set<string>()
  if (isRegistrableLabel(normalized)) candidates.add(normalized)
  for (let n = 1; candidates.size < count && n <= count * 2; n++) {
    const candidate = `${base}${n}`
    if (isRegistrableLabel(candidate) && isNormalised(candidate)) candidates.add(candidate)
  }
  return [...candidates].slice(0, count)
}

function isNormalised(label: string): boolean {
  try {
    return normalize(label) === label
  } catch {
    return false
  }
}
