/**
 * What the modal makes of a typed name before the name service sees it:
 * the same ENSIP-15 normalisation the service runs (@adraffy/ens-normalize, which viem's
 * `normalize` wraps), so the label previewed, checked for availability and registered is the one
 * the service keeps: full-width and compatibility forms fold ('ＡＢＣＤ' → 'abcd', 'Ⅻabcd' →
 * 'xiiabcd'), and a label the rule admits but ENSIP-15 refuses ('ab--cd') is refused here with its
 * reason instead of a greyed-out Register. Loaded with RegisterAccountName's chunk only.
 */
import { ens_normalize } from '@adraffy/ens-normalize'
import { isRegistrableLabel, previewLabel } from './nameRule.js'

/**
 * Why a typed name cannot be registered: 'rule' (spec section 5's rule: fewer than 4 characters, a
 * character outside letters, digits and hyphens, a dot), 'hyphens' (ENSIP-15's label extension:
 * hyphens as both the 3rd and 4th characters, 'ab--cd').
 */
export type LabelProblem = 'rule' | 'hyphens'

/** A typed name as the modal reads it: the label (normalised when ENSIP-15 takes it) and its problem, if any. */
export interface CheckedLabel {
  label: string
  problem?: LabelProblem
}

/**
 * ENSIP-15 normalisation of what the visitor typed (trimmed; the operator's `.suffix` typed in full
 * dropped), then the rule. An empty input is '' without a problem (nothing to say yet).
 */
export function checkLabel(input: string, suffix: string): CheckedLabel {
  const preview = previewLabel(input, suffix)
  if (preview === '') return { label: '' }
  let normalized: string
  try {
    normalized = ens_normalize(input.trim())
  } catch (error) {
    // ENSIP-15's "invalid label extension": 'ab--cd' (any '??--' label; xn-- punycode included).
    if (/label extension/i.test(String((error as Error).message))) return { label: preview, problem: 'hyphens' }
    return { label: preview, problem: 'rule' }
  }
  const label = previewLabel(normalized, suffix)
  return isRegistrableLabel(label) ? { label } : { label, problem: 'rule' }
}
