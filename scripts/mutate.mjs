// npm run mutate [-- <stryker options>]: Stryker with stryker.config.mjs (incremental), then the
// score per folder. Exits with Stryker's code, so a score under thresholds.break fails the run.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const stryker = spawnSync('stryker', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` },
})
if (existsSync('reports/mutation/mutation.json'))
  spawnSync(process.execPath, ['scripts/mutation-summary.mjs'], { stdio: 'inherit' })
process.exit(stryker.status ?? 1)
