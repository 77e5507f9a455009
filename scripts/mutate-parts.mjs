// npm run mutate:parts [-- <part> ...]: `npm run mutate` on each part in turn (MUTATE_SCOPE=<part>),
// each kept as soon as it ends (npm run mutate:keep), so a session that must stop keeps every part
// that finished: a stopped Stryker run keeps nothing. With no parts named, the whole scope in parts
// that each end within about an hour on two cores. Creating reports/mutation/stop stops it after the
// running part. Extra Stryker options: MUTATE_OPTIONS (default "--concurrency 3", which keeps two
// cores busy while the TypeScript checker holds one test runner).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

/** The sub-folders and own source files of `folder`, but the sub-folders measured as parts of their own. */
const restOf = (folder, separate) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) =>
      entry.isDirectory()
        ? !separate.includes(entry.name) && entry.name !== '__fixtures__'
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => `${folder}/${entry.name}`)
    .join(',')

const WHOLE_SCOPE = [
  'src/actions',
  'src/features',
  'src/chains',
  'src/core/analytics,src/core/embedded',
  restOf('src/core', ['analytics', 'embedded', 'i18n']),
  'src/core/i18n',
  'src/server/http,src/server/siwx',
  'src/server/paymaster',
  restOf('src/server', ['http', 'siwx', 'paymaster', 'storage', 'auth']),
  'src/server/storage',
  'src/server/auth/social',
  'src/server/auth',
]

const parts = process.argv.length > 2 ? process.argv.slice(2) : WHOLE_SCOPE
const options = (process.env.MUTATE_OPTIONS ?? '--concurrency 3').split(' ').filter(Boolean)
const node = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status
const now = () => new Date().toISOString().slice(11, 19)

for (const part of parts) {
  if (existsSync('reports/mutation/stop')) {
    console.log(`${now()} stopped before ${part} (reports/mutation/stop)`)
    break
  }
  console.log(`${now()} mutate ${part}`)
  const status = node(['scripts/mutate.mjs', ...options], { MUTATE_SCOPE: part })
  console.log(`${now()} ${part}: exit ${status}`)
  if (existsSync('reports/mutation/stryker-incremental.json')) node(['scripts/mutate.mjs', '--keep'])
}
