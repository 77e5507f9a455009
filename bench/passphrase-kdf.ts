/**
 * Cost per guess of the recovery passphrase: how long one Argon2id derivation
 * takes, and how much memory it holds, with format 1's parameters (19 MiB, t 2, p 1) and format 2's
 * (src/signer/keys/recovery.ts RECOVERY_KDF: 64 MiB, t 3, p 1). Whoever holds a passphrase-mode
 * recovery blob (a stolen database, or a session token that fetched it) pays this for every
 * passphrase it tries; an honest unlock pays it once.
 *
 *   npx tsx bench/passphrase-kdf.ts [runs]     (5 runs per parameter set by default)
 *
 * Two implementations: @noble/hashes (pure JS, what the signer page runs: the honest user's wait,
 * and an attacker's cost in JS), and, when the `argon2` reference CLI is on PATH (Debian:
 * `apt-get install argon2`), native C on one core: closer to what an offline attacker pays per
 * core. Memory is the parameter `m` (what each guess in flight must hold: it bounds how many
 * guesses a GPU or a machine can run at once) and the JS run's peak RSS above Node's own (each set in a child process).
 * Prints min / median / max; no assertion (timings are this machine's).
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { argon2id } from '@noble/hashes/argon2.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { RECOVERY_KDF, RECOVERY_KDF_V1, type RecoveryKdfParams } from '../src/signer/keys/recovery.js'

const runs = Number(process.argv[2] ?? 5)
const sets: Array<[string, RecoveryKdfParams]> = [
  ['format 1 (old)', RECOVERY_KDF_V1],
  ['format 2 (new)', RECOVERY_KDF],
]
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (xs: number[]) =>
  `min ${Math.min(...xs).toFixed(0)} / median ${median(xs).toFixed(0)} / max ${Math.max(...xs).toFixed(0)} ms`
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`

/**
 * One set in a child process of its own (`--child m t p`), so its peak RSS is its own: Node's
 * baseline subtracted, garbage of another set's runs not counted.
 */
function nobleRun(kdf: RecoveryKdfParams): { ms: number[]; rssMiB: number } {
  const out = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--child',
      String(kdf.m),
      String(kdf.t),
      String(kdf.p),
      String(runs),
    ],
    { encoding: 'utf8' },
  )
  if (out.status !== 0) throw new Error(`bench child failed: ${out.stderr}`)
  return JSON.parse(out.stdout) as { ms: number[]; rssMiB: number }
}

if (process.argv[2] === '--child') {
  const [m, t, p, n] = process.argv.slice(3).map(Number) as [number, number, number, number]
  const baselineKiB = process.resourceUsage().maxRSS
  // The first derivation is the warm-up, and the memory reading: one guess's peak, before the
  // garbage of the timed runs (each allocates its own m KiB) piles up.
  argon2id('warm up', randomBytes(16), { m, t, p, dkLen: 32 })
  const rssMiB = (process.resourceUsage().maxRSS - baselineKiB) / 1024
  const ms: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    argon2id(`guess ${i}`, randomBytes(16), { m, t, p, dkLen: 32 })
    ms.push(performance.now() - start)
  }
  console.log(JSON.stringify({ ms, rssMiB }))
  process.exit(0)
}

/** The reference CLI reads the password on stdin and prints "<seconds> seconds"; undefined when absent. */
function nativeRun(kdf: RecoveryKdfParams): number[] | undefined {
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const out = spawnSync(
      'argon2',
      ['somesalt16bytes!', '-id', '-t', String(kdf.t), '-k', String(kdf.m), '-p', String(kdf.p), '-l', '32'],
      { input: `guess ${i}`, encoding: 'utf8' },
    )
    if (out.error || out.status !== 0) return undefined
    const seconds = /([\d.]+) seconds/.exec(out.stdout)?.[1]
    if (!seconds) return undefined
    ms.push(Number(seconds) * 1000)
  }
  return ms
}

console.log(
  `Recovery passphrase: Argon2id cost per guess (${runs} runs each, node ${process.version}, ${process.arch})`,
)
const results: Record<string, { js: number; native?: number }> = {}
for (const [label, kdf] of sets) {
  const js = nobleRun(kdf)
  const native = nativeRun(kdf)
  results[label] = { js: median(js.ms), ...(native ? { native: median(native) } : {}) }
  console.log(
    `\n${label}: m ${mib(kdf.m)}, t ${kdf.t}, p ${kdf.p}  (memory per guess in flight: ${mib(kdf.m)}; memory touched: ${mib(kdf.m * kdf.t)})`,
  )
  console.log(
    `  @noble/hashes (JS, the signer page): ${fmt(js.ms)}  (one derivation's peak RSS: ${js.rssMiB.toFixed(0)} MiB above Node's own)`,
  )
  console.log(
    native
      ? `  argon2 reference CLI (native C, one core): ${fmt(native)}`
      : '  argon2 reference CLI: not on PATH (apt-get install argon2), skipped',
  )
}
const [oldSet, newSet] = [results['format 1 (old)']!, results['format 2 (new)']!]
console.log(
  `\nNew / old, JS: ${(newSet.js / oldSet.js).toFixed(1)}x per guess${newSet.native && oldSet.native ? `; native: ${(newSet.native / oldSet.native).toFixed(1)}x` : ''}`,
)
const perCoreDay = (ms: number) => Math.round(86_400_000 / ms).toLocaleString('en-US')
console.log(
  `Guesses per core-day at the median: old ${perCoreDay(oldSet.native ?? oldSet.js)}, new ${perCoreDay(newSet.native ?? newSet.js)} (${newSet.native ? 'native' : 'JS'})`,
)
