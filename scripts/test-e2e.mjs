#!/usr/bin/env node
// `npm run test:e2e`: the Playwright suite split across parallel runs, each with its own local stack.
//
// The suite runs one test at a time (workers: 1), since every test snapshots and reverts the shared
// chains. One run leaves a core idle a third of the time (waiting on anvil, the relay, timers), so
// this starts N runs side by side, each a separate `playwright test` with its own demo stack on its
// own free ports (playwright.config.ts picks them per run): nothing is shared, nothing collides.
// Spec files are dealt to the runs by their recorded durations (e2e/durations.json, seconds per
// file; a file missing from it counts 3 s per test), longest first onto the least loaded run.
//
// Usage: node scripts/test-e2e.mjs [--option=value ...] [spec files or folders ...]
//   Options written `--name=value` (or bare flags, e.g. `--repeat-each=3`) go to every run; spec files
//   and folders (paths that exist) limit the suite to them, still dealt across the runs; any other
//   argument (a filter, an option's separate value) makes it one plain `playwright test` run.
// Env: E2E_RUNS   number of parallel runs (default: 2, or 1 on a one-core machine)
//      E2E_RECORD_DURATIONS=1   rewrite e2e/durations.json from this run's timings
//      E2E_CPU_HOG=N   N busy loops (one process each) for the whole run: the suite under CPU
//                      contention, as on a loaded CI machine (E2E_CPU_HOG=2 on 2 cores)
// After a parallel run it prints the ten slowest tests with the share of their timeout they used,
// and flags OVER A THIRD every test (of all, not only the ten) above a third of its timeout: a test
// that needs more than a third of its timeout on a quiet machine fails on a busy one.
// A run's lines are prefixed `[e2e i/N] `; each run's files and report go to test-results/run-i/.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { delimiter, dirname, join, relative, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const playwright = join(root, 'node_modules', '.bin', 'playwright')
const DURATIONS = join(root, 'e2e', 'durations.json')
const SECONDS_PER_UNKNOWN_TEST = 3
/** The port variables playwright.config.ts honours: set, they would give every run the same ports. */
const PORT_VARIABLES = [
  'DEMO_PORT',
  'ANVIL_A_PORT',
  'ANVIL_B_PORT',
  'SOLANA_PORT',
  'WC_RELAY_PORT',
  'SIGNER_PORT',
  'SMTP_PORT',
  'RAMP_PORT',
  'BITCOIN_PORT',
  'IDP_PORT',
]

// As under `npm run`: the webServer command (`tsx demo/start.ts`) is found in node_modules/.bin.
process.env.PATH = `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`
const args = process.argv.slice(2)
const fixedPorts = process.env.E2E_FIXED_PORTS === '1' || PORT_VARIABLES.some((name) => process.env[name])
const runs = fixedPorts ? 1 : Math.max(1, Number(process.env.E2E_RUNS ?? Math.min(2, availableParallelism())))

/** The busy loops of E2E_CPU_HOG, stopped when this process exits (however it exits). */
const hogs = Array.from({ length: Math.max(0, Number(process.env.E2E_CPU_HOG ?? 0)) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
if (hogs.length > 0) console.log(`== E2E_CPU_HOG: ${hogs.length} busy loop(s) for the whole run`)
process.on('exit', () => {
  for (const hog of hogs) hog.kill('SIGKILL')
})

/** Spec files or folders named on the command line: the suite limited to them, still dealt across the runs. */
const paths = args.filter((arg) => !arg.startsWith('-'))
const options = args.filter((arg) => arg.startsWith('-'))
const plain = runs === 1 || paths.some((arg) => !existsSync(resolve(root, arg)))
/** `--repeat-each=N` runs every test N times: recorded durations are per single run. */
const repeats = Number(args.find((arg) => arg.startsWith('--repeat-each='))?.split('=')[1] ?? 1)

if (plain) {
  const result = spawnSync(playwright, ['test', ...args], { cwd: root, stdio: 'inherit' })
  process.exit(result.status ?? 1)
}

/** Spec files (relative to the root) with their test counts, as Playwright lists them. */
function listFiles() {
  const listed = spawnSync(playwright, ['test', '--list', '--reporter=json', ...paths], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
  if (listed.status !== 0) throw new Error(`playwright test --list failed:\n${listed.stderr}`)
  const json = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('{')))
  const counts = new Map()
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child)
    for (const spec of suite.specs ?? []) {
      const file = relative(root, join(json.config.rootDir, spec.file))
      counts.set(file, (counts.get(file) ?? 0) + spec.tests.length)
    }
  }
  for (const suite of json.suites) walk(suite)
  return counts
}

/** Longest file first onto the least loaded run. */
function deal(counts, durations) {
  const cost = (file) => durations[file] ?? counts.get(file) * SECONDS_PER_UNKNOWN_TEST
  const loads = Array.from({ length: runs }, () => ({ seconds: 0, files: [] }))
  for (const file of [...counts.keys()].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const run = loads.reduce((least, load) => (load.seconds < least.seconds ? load : least))
    run.seconds += cost(file)
    run.files.push(file)
  }
  for (const load of loads) load.files.sort()
  return loads.filter((load) => load.files.length > 0)
}

/** Every test result of the runs' JSON reports: title, duration and timeout (ms). */
function testResults(reports) {
  const out = []
  const walk = (suite, rootDir, titles) => {
    for (const child of suite.suites ?? []) walk(child, rootDir, [...titles, child.title])
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          out.push({
            title: [relative(root, join(rootDir, spec.file)), ...titles.slice(1), spec.title].join(' › '),
            duration: result.duration,
            timeout: test.timeout,
          })
  }
  for (const report of reports) {
    if (!existsSync(report)) continue
    const json = JSON.parse(readFileSync(report, 'utf8'))
    for (const suite of json.suites) walk(suite, json.config.rootDir, [suite.title])
  }
  return out
}

/** A test that used more than this share of its timeout would fail on a machine three times slower. */
const MAX_SHARE = 1 / 3

/** The ten tests that used the largest share of their timeout, each above a third flagged; then how many were above. */
function printWorstTen(reports) {
  const sorted = testResults(reports)
    .filter((t) => t.timeout > 0)
    .sort((a, b) => b.duration / b.timeout - a.duration / a.timeout)
  const over = sorted.filter((t) => t.duration / t.timeout > MAX_SHARE)
  console.log('== the ten tests nearest their timeout (duration / timeout):')
  for (const t of sorted.slice(0, Math.max(10, over.length)))
    console.log(
      `   ${Math.round((100 * t.duration) / t.timeout)}%  ${(t.duration / 1000).toFixed(1)} s / ${t.timeout / 1000} s  ${t.title}${t.duration / t.timeout > MAX_SHARE ? '  <-- OVER A THIRD' : ''}`,
    )
  console.log(
    over.length === 0
      ? '== no test above a third of its timeout'
      : `== ${over.length} test run(s) OVER A THIRD of their timeout: they would fail on a machine three times slower`,
  )
}

function start(index, total, files) {
  const output = join(root, 'test-results', `run-${index}`)
  mkdirSync(output, { recursive: true })
  const report = join(output, 'report.json')
  const child = spawn(playwright, ['test', '--output', output, '--reporter=list,json', ...options, ...files], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `[e2e ${index}/${total}] `
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`))
  }
  return new Promise((done) => child.on('close', (code, signal) => done({ index, code: code ?? 1, signal, report })))
}

/** Seconds per spec file, summed over the runs' JSON reports. */
function measuredDurations(reports) {
  const seconds = {}
  const walk = (suite, rootDir) => {
    for (const child of suite.suites ?? []) walk(child, rootDir)
    for (const spec of suite.specs ?? []) {
      const file = relative(root, join(rootDir, spec.file))
      for (const test of spec.tests)
        for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000 / repeats
    }
  }
  for (const report of reports) {
    if (!existsSync(report)) continue
    const json = JSON.parse(readFileSync(report, 'utf8'))
    for (const suite of json.suites) walk(suite, json.config.rootDir)
  }
  return Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s * 10) / 10]),
  )
}

const durations = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {}
const plan = deal(listFiles(), durations)
const started = Date.now()
for (const [i, load] of plan.entries())
  console.log(`== e2e run ${i + 1}/${plan.length}: ${load.files.length} files, ~${Math.round(load.seconds)} s recorded`)
const results = await Promise.all(plan.map((load, i) => start(i + 1, plan.length, load.files)))
for (const { index, code, signal } of results)
  console.log(
    `== e2e run ${index}/${plan.length}: ${code === 0 ? 'passed' : `failed (exit ${code}${signal ? `, ${signal}` : ''})`}`,
  )
console.log(`== e2e took ${Math.round((Date.now() - started) / 1000)} s in ${plan.length} parallel runs`)
printWorstTen(results.map((r) => r.report))
if (process.env.E2E_RECORD_DURATIONS === '1') {
  // Files this run did not cover (a run limited to some files) keep their recorded duration.
  const merged = { ...durations, ...measuredDurations(results.map((r) => r.report)) }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`)
  console.log(`== wrote ${relative(root, DURATIONS)}`)
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
