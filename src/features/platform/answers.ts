/**
 * The answers of the project service's start-up routes (spec section 7), checked with valibot
 * before anything is used: `GET /appkit/v1/config` → `{ features, latestVersion?, embeddedWallet? }`,
 * `GET /projects/v1/origins` → `{ allowedOrigins }`, `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`.
 * The flags are checked by the host options' own schema (core/optionsSchema.ts: the entry has it
 * already), and only the known ones are kept; a wrong type fails the whole answer.
 */
import * as v from 'valibot'
import { DEFAULT_FEATURES, type FeatureFlags } from '../../core/features.js'
import { featureFlags } from '../../core/optionsSchema.js'

const text = v.string('expected a string')

/**
 * `GET {api}/appkit/v1/config`: the project's feature flags, the latest published version and the
 * embedded wallet's default account type (spec section 3's `preferredAccountType`).
 */
export const configAnswer = v.looseObject({
  features: v.optional(featureFlags),
  latestVersion: v.optional(text),
  embeddedWallet: v.optional(
    v.looseObject({
      preferredAccountType: v.optional(v.picklist(['eoa', 'smartAccount'], 'expected "eoa" or "smartAccount"')),
    }),
  ),
})

/** `GET {api}/projects/v1/origins`. */
export const originsAnswer = v.looseObject({ allowedOrigins: v.array(text, 'expected an array') })

/** `GET {api}/getAnalyticsConfig`. */
export const analyticsConfigAnswer = v.looseObject({ isAnalyticsEnabled: v.boolean('expected true or false') })

/** The flags core/features.ts knows, of `flags` (a newer server's others are dropped). */
export function knownFlags(flags: FeatureFlags): FeatureFlags {
  return Object.fromEntries(Object.entries(flags).filter(([key]) => key in DEFAULT_FEATURES))
}
