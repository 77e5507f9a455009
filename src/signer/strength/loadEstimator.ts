import type { StrengthEstimator } from './passphraseStrength.js'

/** Beside signer.js in dist/signer/ (tsup.config.ts builds ./estimator.ts to it). */
const ESTIMATOR_FILE = './passphrase-strength.js'

let loading: Promise<StrengthEstimator> | undefined

/**
 * Loads the zxcvbn-ts estimator (`passphrase-strength.js`, with its dictionaries) from the signer's
 * own origin, once, when a new passphrase is asked for; a failed load is retried on the next call.
 * The URL is computed, so the bundler leaves this import alone and the dictionaries stay out of
 * signer.js.
 */
export function loadEstimator(): Promise<StrengthEstimator> {
  if (!loading) {
    const url = new URL(ESTIMATOR_FILE, import.meta.url).href
    loading = (import(/* @vite-ignore */ url) as Promise<typeof import('./estimator.js')>).then(
      (module) => module.estimate,
    )
    loading.catch(() => {
      loading = undefined
    })
  }
  return loading
}
