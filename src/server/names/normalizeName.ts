import { normalize } from 'viem/ens'
import { isRegistrableLabel } from '../../core/names/nameRule.js'
import { NAME_SERVICE_ERRORS, NameServiceError } from './errors.js'

/**
 * ENSIP-15 normalisation (viem's `normalize`) of a label a visitor typed, then spec section 5's
 * rule ('Alice-1' → 'alice-1'). The operator's `.suffix` may be typed too ('alice.modal.id').
 * @returns the normalised label, without the suffix
 * @throws NameServiceError 'A registrable name needs at least 4 characters of letters, digits or
 *   hyphens' (400) when it does not normalise (e.g. '_' inside, an empty label) or fails the rule
 *   (3 characters, a dot, an emoji); 'Name is not under this service' (400) for another suffix
 */
export function normalizeLabel(input: string, suffix: string): string {
  let normalized: string
  try {
    normalized = normalize(input.trim())
  } catch (cause) {
    throw new NameServiceError(NAME_SERVICE_ERRORS.invalidName, 400, { cause })
  }
  const tail = `.${suffix}`
  if (normalized.includes('.')) {
    if (!normalized.endsWith(tail)) throw new NameServiceError(NAME_SERVICE_ERRORS.wrongSuffix, 400)
    normalized = normalized.slice(0, -tail.length)
  }
  if (!isRegistrableLabel(normalized)) throw new NameServiceError(NAME_SERVICE_ERRORS.invalidName, 400)
  return normalized
}

/**
 * The label of a full name under `suffix` or one of `legacySuffixes` (spec section 9: a current
 * and a legacy suffix), ENSIP-15 normalised and passing the rule; undefined for any other name.
 */
export function labelOfName(name: string, suffixes: readonly string[]): string | undefined {
  let normalized: string
  try {
    normalized = normalize(name.trim())
  } catch {
    return undefined
  }
  for (const suffix of suffixes) {
    const tail = `.${suffix}`
    if (!normalized.endsWith(tail)) continue
    const label = normalized.slice(0, -tail.length)
    return isRegistrableLabel(label) ? label : undefined
  }
  return undefined
}
