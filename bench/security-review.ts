/**
 * The second security review's hostile inputs, re-run ("Must show"): every server of
 * `wallet-modal/server` and `wallet-modal/auth` started alone in this process, over SQLite and over
 * PostgreSQL (PGlite behind its socket server), mounted with @hono/node-server on loopback, and
 * sent about 1,000 inputs each, most of them hostile, grouped by class, each with the refusal
 * expected; honest controls show the same routes still work. Prints a table per backend (tried,
 * hostile, refused as expected, honest controls accepted) and every input that did not hold;
 * exits 1 if a hostile input got through or an honest control failed.
 *
 *   npx tsx bench/security-review.ts              # SQLite, then PostgreSQL
 *   npx tsx bench/security-review.ts --sqlite     # one backend
 *   npx tsx bench/security-review.ts --postgres
 *   npx tsx bench/security-review.ts --verbose    # every input, one line each
 *
 * Loopback only; every loop is counted; about a minute per backend (the auth server's 10 s body
 * deadline is the longest wait). A few limits are lowered so their floods stay short (printed
 * below the table next to the defaults). Needs no build, no browser, no chain: the convert
 * service's RPC is a stand-in that answers eth_getCode, eth_gasPrice and eth_call.
 */
import { pathToFileURL } from 'node:url'
import { DEFAULT_NAME_RATE_LIMITS } from '../src/server/names/options.js'
import { DEFAULT_PROJECT_EVENT_QUOTA } from '../src/server/project/options.js'
import { DEFAULT_CONVERT_RATE_LIMIT } from '../src/server/swaps/createConvertService.js'
import { analyticsClass } from './security/analyticsClass.js'
import { bodyCapClass, contentTypeClass, stalledClass } from './security/bodyClasses.js'
import { convertClass } from './security/convertClass.js'
import { corsClass } from './security/corsClass.js'
import { idorClass } from './security/idorClass.js'
import { namesClasses } from './security/namesClasses.js'
import { otpClasses } from './security/otpClasses.js'
import { rampClass } from './security/rampClass.js'
import { fixationClass, unknownProviderClass } from './security/socialLoginClasses.js'
import { sqliClass } from './security/sqliClass.js'
import { countByClass, formatTable, Recorder, type Outcome } from './security/harness.js'
import { LOWERED_LIMITS, startServers, type Backend } from './security/servers.js'
import { siwxClass } from './security/siwxClasses.js'

/** The classes in the order they run (each a function of the recorder and the servers). */
export const CLASSES = [
  otpClasses,
  siwxClass,
  sqliClass,
  bodyCapClass,
  contentTypeClass,
  corsClass,
  idorClass,
  fixationClass,
  stalledClass,
  unknownProviderClass,
  namesClasses,
  analyticsClass,
  rampClass,
  convertClass,
] as const

/** Runs every class against freshly started servers on `backend`; resolves the recorder. */
export async function runReview(backend: Backend, log: (line: string) => void = () => undefined): Promise<Recorder> {
  const rec = new Recorder(
    backend === 'sqlite' ? 'SQLite (better-sqlite3, file in a temp dir)' : 'PostgreSQL (pg → PGlite socket server)',
  )
  const servers = await startServers(backend)
  try {
    for (const run of CLASSES) {
      const t0 = performance.now()
      const before = rec.outcomes.length
      await run(rec, servers)
      log(
        `  ${run.name.padEnd(22)} ${String(rec.outcomes.length - before).padStart(4)} inputs  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      )
    }
  } finally {
    await servers.stop()
  }
  return rec
}

/** The inputs that did not hold. */
export const failures = (outcomes: readonly Outcome[]) => outcomes.filter((o) => !o.held)

async function main() {
  const args = new Set(process.argv.slice(2))
  const backends: Backend[] =
    args.has('--sqlite') && !args.has('--postgres')
      ? ['sqlite']
      : args.has('--postgres') && !args.has('--sqlite')
        ? ['postgres']
        : ['sqlite', 'postgres']
  let failed = 0
  const t0 = performance.now()
  for (const backend of backends) {
    console.log(`\n== ${backend} ==`)
    const started = performance.now()
    const rec = await runReview(backend, (line) => console.log(line))
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`)
    console.log(formatTable(rec.backend, rec.outcomes, rec.classOrder))
    if (args.has('--verbose'))
      for (const o of rec.outcomes)
        console.log(
          `${o.held ? 'ok  ' : 'FAIL'} ${o.hostile ? 'hostile' : 'honest '} ${o.cls} | ${o.label} | expected ${o.expected} | got ${o.actual}`,
        )
    const bad = failures(rec.outcomes)
    for (const o of bad)
      console.log(
        `  DID NOT HOLD (${o.hostile ? 'hostile input got through' : 'honest control failed'}): [${o.cls}] ${o.label}: expected ${o.expected}, got ${o.actual}`,
      )
    const { total } = countByClass(rec.outcomes, rec.classOrder)
    console.log(
      `  ${backend}: ${total.tried} inputs, ${total.hostile} hostile, ${total.refused} refused as expected, ${total.accepted}/${total.honest} honest controls accepted`,
    )
    failed += bad.length
  }
  console.log('\nLimits lowered for the floods (default → here):')
  console.log(
    `  names gateway per IP   ${DEFAULT_NAME_RATE_LIMITS.gateway.limit}/min → ${LOWERED_LIMITS.namesGatewayPerIp.limit}/min`,
  )
  console.log(
    `  project event quota    ${DEFAULT_PROJECT_EVENT_QUOTA.limit}/h → ${LOWERED_LIMITS.projectEventQuota.limit}/h`,
  )
  console.log(
    `  convert per IP         ${DEFAULT_CONVERT_RATE_LIMIT.limit}/min → ${LOWERED_LIMITS.convertPerIp.limit}/min`,
  )
  console.log(
    '  (all other limits at their defaults: OTP 5 tries per code and 100 checks per IP per hour, 5 registrations per address per hour, 5 events per client per 60 s)',
  )
  console.log(
    `\n${failed ? `${failed} input(s) did not hold` : 'Every hostile input was refused and every honest control accepted'} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  )
  process.exitCode = failed ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exit(2)
  })
}
