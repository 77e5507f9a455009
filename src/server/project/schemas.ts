/**
 * What the project service accepts, checked with valibot like the client's answers: an
 * operator's project config (`projects` option, `PUT /admin/projects/:projectId`) and an
 * error-analytics event (spec section 7: `POST /e` body). Unknown keys are dropped; each string
 * has a length cap so one event stays small.
 */
import * as v from 'valibot'
import { featureFlags } from '../../core/optionsSchema.js'
import { isOriginPattern } from '../../core/origins.js'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** A project's config as an operator writes it; omitted fields take their defaults (no origins, no flags, analytics off). */
export const projectInputSchema = v.object({
  allowedOrigins: v.optional(
    v.array(
      v.pipe(
        v.string(),
        v.check(
          isOriginPattern,
          'expected an origin such as "https://app.example.com", "https://*.example.com" or "*"',
        ),
      ),
    ),
    [],
  ),
  features: v.optional(v.object(featureFlags.entries), {}),
  analytics: v.optional(v.boolean(), false),
  latestVersion: v.optional(
    v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'expected a version such as "1.2.3"')),
  ),
  embeddedWallet: v.optional(
    v.object({
      preferredAccountType: v.optional(v.picklist(['eoa', 'smartAccount'], 'expected "eoa" or "smartAccount"')),
    }),
  ),
})

/** {@link projectInputSchema}'s input: the config of one project. */
export type ProjectInput = v.InferInput<typeof projectInputSchema>

/** Spec section 7's `POST /e` body. */
export const errorEventSchema = v.object({
  eventId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/)),
  url: text(2048),
  domain: text(253),
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  props: v.object({
    type: v.literal('error'),
    event: text(64),
    errorType: text(128),
    errorMessage: text(1024),
    stackTrace: text(8192),
  }),
})
