#!/usr/bin/env node
// What a host installs ("a lean install"): packs this package (dist/ must be built) and
// installs the tarball into fresh temporary folders as two consumers would:
//   client-only: `npm install wallet-modal` (the element, the npm entries; React 19 beside it);
//   server-only: `npm install wallet-modal better-sqlite3` with --omit=peer-optional semantics
//                (npm installs no optional peer unless asked), for `wallet-modal/server`.
// Prints the tarball (packed and unpacked), then per consumer the packages installed and the size
// of node_modules on disk. Usage: node bench/install-size.mjs   (from npm's cache where it can)
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const work = mkdtempSync(join(tmpdir(), 'wallet-modal-install-'))
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

function diskUsage(dir) {
  let total = 0
  let packages = 0
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name)
      if (entry.isSymbolicLink()) continue
      if (entry.isDirectory()) walk(path)
      else total += statSync(path).size
    }
  }
  walk(dir)
  const ls = spawnSync('npm', ['ls', '--all', '--parseable'], { cwd: dirname(dir), encoding: 'utf8' })
  packages = new Set(ls.stdout.split('\n').filter((l) => l.includes('node_modules'))).size
  return { total, packages }
}

try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
  )[0]
  console.log(
    `tarball  ${packed.filename}: ${mb(packed.size)} packed, ${mb(packed.unpackedSize)} unpacked, ${packed.entryCount} files`,
  )
  const maps = packed.files.filter((f) => f.path.endsWith('.map') || /metafile/.test(f.path))
  console.log(`         source maps and metafiles in it: ${maps.length} (${mb(maps.reduce((n, f) => n + f.size, 0))})`)
  const consumers = { 'client-only': [], 'server-only': ['better-sqlite3@12'] }
  for (const [name, extra] of Object.entries(consumers)) {
    const dir = join(work, name)
    execFileSync('mkdir', ['-p', dir])
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }),
    )
    const started = Date.now()
    execFileSync(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        join(work, packed.filename),
        ...extra,
      ],
      {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      },
    )
    const { total, packages } = diskUsage(join(dir, 'node_modules'))
    console.log(
      `${name.padEnd(12)} ${packages} packages, node_modules ${mb(total)} (install ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
