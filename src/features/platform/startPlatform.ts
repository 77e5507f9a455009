/**
 * A configured project's start-up (spec sections 7 and 8), run once per project from
 * features/platform/index.ts: three GETs in parallel through the project's HTTP client (projectId,
 * st, sv, clientId appended; one attempt each, bounded by `project.timeoutMs`, default 3 s), none
 * of which blocks the modal:
 * - `appkit/v1/config`: its feature flags merged under the host's own (core/features.ts), its
 *   embedded wallet's account type kept as the project's default (core/embedded/accountType.ts: the
 *   user's choice and the host's option come first), and one console warning when it names a newer
 *   published version; on a failure, a malformed answer or
 *   no answer in time, a console warning and the local options stay;
 * - `projects/v1/origins`: the page's origin checked against the list (core/origins.ts); not on
 *   it, the "origin not allowed" notice in the modal and a console warning with the origin to add;
 *   429 is reported as RATE_LIMITED and 500-599 as SERVER_ERROR (console), never as not allowed;
 *   any other failure is an empty list (spec section 8);
 * - `getAnalyticsConfig` (skipped when the host turned analytics off): `isAnalyticsEnabled`, off
 *   when it fails. While analytics is on, each failure the flows report goes to errorAnalytics.ts,
 *   loaded on the first one.
 */
import { onModalError, type ModalErrorEvent } from '../../core/analytics/modalErrors.js'
import { PROJECT_CONFIG_TIMEOUT_MS, SDK_VERSION } from '../../core/constants.js'
import type { ModalContext } from '../../core/context.js'
import type { AnswerSchema } from '../../core/http.js'
import { mergeFeatures, type FeatureFlags } from '../../core/features.js'
import { consoleMessages as messages } from './consoleMessages.js'
import { isOriginAllowed } from '../../core/origins.js'
import { projectClientOf } from '../../core/projectClient.js'
import { HttpError } from '../../core/specificErrors.js'
import { isOlderVersion } from '../../core/version.js'
import { analyticsConfigAnswer, configAnswer, knownFlags, originsAnswer } from './answers.js'

/** The outdated-version warning is said once per page, however many instances start. */
let versionWarned = false

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Runs the start-up of the instance's `project` (see the file's comment); resolves when all three are done. */
export async function startPlatform(context: ModalContext): Promise<void> {
  const { store } = context
  const { project, localFeatures } = store.getState().options
  const client = projectClientOf(context)
  if (!project || !client) return
  const timeoutMs = project.timeoutMs ?? PROJECT_CONFIG_TIMEOUT_MS
  const get = <T>(path: string, schema: AnswerSchema<T>) =>
    client.get(path, undefined, { schema, timeoutMs, retries: 0 })
  // Answers for a project the host has replaced since are dropped.
  const current = () => store.getState().options.project === project
  const applyRemote = (flags: FeatureFlags) =>
    current() &&
    store.setState((s) => {
      const remoteFeatures = { ...s.options.remoteFeatures, ...flags }
      return {
        options: { ...s.options, remoteFeatures, features: mergeFeatures(s.options.localFeatures, remoteFeatures) },
      }
    })

  const config = get('appkit/v1/config', configAnswer).then(
    ({ features, latestVersion, embeddedWallet }) => {
      if (features) applyRemote(knownFlags(features))
      const projectAccountType = embeddedWallet?.preferredAccountType
      if (projectAccountType && current()) store.setState((s) => ({ embedded: { ...s.embedded, projectAccountType } }))
      if (latestVersion && !versionWarned && isOlderVersion(SDK_VERSION, latestVersion)) {
        versionWarned = true
        console.warn(messages.outdatedVersion(SDK_VERSION, latestVersion))
      }
    },
    (error: unknown) => console.warn(messages.configFallback(project.projectId, reasonOf(error))),
  )

  let unreadable = ''
  const origins = get('projects/v1/origins', originsAnswer)
    .then(
      ({ allowedOrigins }) => allowedOrigins,
      (error: unknown) => {
        const status = error instanceof HttpError ? error.status : 0
        if (status === 429 || (status >= 500 && status < 600)) {
          console.warn(
            messages.originsUnchecked(status === 429 ? 'RATE_LIMITED' : 'SERVER_ERROR', status, project.projectId),
          )
          return undefined
        }
        unreadable = ` (its list could not be read: ${reasonOf(error)})`
        return []
      },
    )
    .then((allowed) => {
      const origin = location.origin
      if (!allowed || !current() || isOriginAllowed(origin, allowed)) return
      console.warn(messages.originNotAllowedConsole(origin, project.projectId, unreadable))
      store.setState({ originNotAllowed: origin })
    })

  const analytics =
    localFeatures?.analytics === false
      ? undefined
      : get('getAnalyticsConfig', analyticsConfigAnswer).then(
          ({ isAnalyticsEnabled }) => applyRemote({ analytics: isAnalyticsEnabled }),
          () => undefined,
        )

  let reporter: Promise<(event: ModalErrorEvent, error: unknown) => void> | undefined
  onModalError(store, (event, error) => {
    if (!store.getState().options.features.analytics) return
    reporter ??= import('./errorAnalytics.js').then((m) => m.createErrorReporter(client))
    void reporter.then((report) => report(event, error))
  })

  await Promise.all([config, origins, analytics])
}
