// npm run mutate [-- <stryker options>]: Stryker with stryker.config.mjs (incremental), then the
// score per folder. Exits with Stryker's code, so a score under thresholds.break fails the run.
//
// The kept report: a run of the whole scope is hours on two cores, longer than one working session,
// and a new machine starts without reports/. So the incremental file is also kept in git, gzipped
// (test/mutation/incremental.json.gz): a run on a machine without reports/mutation/stryker-incremental.json
// starts from it, and `npm run mutate:keep` writes the local one back after a run. Stryker retests
// every mutant whose code or covering tests changed since, so a kept result is never reused stale.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, matchesGlob } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import config from '../stryker.config.mjs'

const LOCAL = 'reports/mutation/stryker-incremental.json'
const KEPT = 'test/mutation/incremental.json.gz'

if (process.argv[2] === '--keep') {
  if (!existsSync(LOCAL)) throw new Error(`No ${LOCAL} to keep: run npm run mutate first.`)
  writeFileSync(KEPT, gzipSync(readFileSync(LOCAL), { level: 9 }))
  console.log(`Kept ${LOCAL} as ${KEPT}.`)
  process.exit(0)
}
if (!existsSync(LOCAL) && existsSync(KEPT)) {
  mkdirSync(dirname(LOCAL), { recursive: true })
  writeFileSync(LOCAL, gunzipSync(readFileSync(KEPT)))
  console.log(`Starting from the kept report ${KEPT}.`)
}
// Stryker keeps every file of the incremental report in its score, also files the config has since
// left out of scope (test fixtures) or that moved: drop those first, so the score is over what is
// mutated today.
if (existsSync(LOCAL)) {
  const excluded = config.mutate.filter((p) => p.startsWith('!')).map((p) => p.slice(1))
  const report = JSON.parse(readFileSync(LOCAL, 'utf8'))
  const stale = Object.keys(report.files).filter(
    (file) => !existsSync(file) || excluded.some((p) => matchesGlob(file, p)),
  )
  for (const file of stale) delete report.files[file]
  if (stale.length > 0) {
    writeFileSync(LOCAL, JSON.stringify(report))
    console.log(`Dropped from ${LOCAL}, out of scope now: ${stale.join(', ')}`)
  }
}
const stryker = spawnSync('stryker', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` },
})
if (existsSync('reports/mutation/mutation.json'))
  spawnSync(process.execPath, ['scripts/mutation-summary.mjs'], { stdio: 'inherit' })
process.exit(stryker.status ?? 1)
