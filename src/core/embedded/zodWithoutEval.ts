import { config } from 'zod/v4/core'

let configured = false

/**
 * Puts zod in its no-eval mode (`jitless`), for the classic API and zod/mini alike (both read zod's
 * one global config): object schemas then never compile a parser with `new Function`, and zod never
 * probes whether it may (that probe alone is a `securitypolicyviolation` on a page whose
 * Content-Security-Policy lacks 'unsafe-eval', even though zod catches the refusal; issue 11,
 * defect 7). Call it at the top of every module that builds schemas, before it builds them: zod
 * decides at a schema's construction. Idempotent.
 *
 * zod's config lives on `globalThis`, so this also turns off the JIT of a host page's own zod 4;
 * its schemas stay correct, only their parsing takes zod's interpreted path.
 */
export function zodWithoutEval(): void {
  if (configured) return
  config({ jitless: true })
  configured = true
}
