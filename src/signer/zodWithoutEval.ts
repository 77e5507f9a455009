import { config } from 'zod/v4/core'

let configured = false

/**
 * Puts zod in its no-eval mode (`jitless`) for the signer page's own schemas (its config file;
 * the protocol's are valibot): object schemas then never compile a parser with `new Function`, and
 * zod never probes whether it may (that probe alone is a `securitypolicyviolation` under a CSP
 * without 'unsafe-eval', as the signer page's is). Call it at the top of every
 * module that builds zod schemas, before it builds them: zod decides at a schema's construction.
 * Idempotent.
 */
export function zodWithoutEval(): void {
  if (configured) return
  config({ jitless: true })
  configured = true
}
