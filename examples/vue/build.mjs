// `vite build`, its output shown as usual and kept in build.log, where tests/app.spec.ts checks that
// a host that is not React reads no React "use client" directive warnings from the package.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const result = spawnSync(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
  encoding: 'utf8',
  env: { ...process.env, FORCE_COLOR: '0' },
})
process.stdout.write(result.stdout)
process.stderr.write(result.stderr)
writeFileSync('build.log', `${result.stdout}${result.stderr}`)
process.exit(result.status ?? 1)
