#!/usr/bin/env node
// The registry this project is built against serves only the platform packages of the machine
// that installs (linux-x64), so `npm install` writes a package-lock.json without the other
// platforms' optional binaries (rollup, litesvm, ...), and `npm ci` then refuses it ("Missing: …
// from lock file"). This adds a stub entry (version, os, cpu, libc, optional) for each missing
// optional platform package: npm ci skips them by platform, as it would with full entries.
// Run it after every `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'netbsd', 'sunos', 'aix']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'mips64el', 'wasm32', 'amd64']
let added = 0
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const parentDir = key === '' ? '' : `${key}/`
    const nested = `${parentDir}node_modules/${name}`
    const top = `node_modules/${name}`
    if (lock.packages[nested] || lock.packages[top]) continue
    const base = name.split('/').pop()
    const parts = base.split('-')
    const os = OS.find((o) => parts.includes(o) || (o === 'win32' && parts.includes('windows')))
    const cpu = CPU.find((c) => parts.includes(c))
    if (!os && !cpu) continue
    const stub = { version: range.replace(/^[\^~=]/, ''), optional: true }
    if (entry.dev) stub.dev = true
    if (os) stub.os = [os]
    if (cpu) stub.cpu = [cpu === 'amd64' ? 'x64' : cpu]
    if (parts.includes('musl')) stub.libc = ['musl']
    else if (parts.includes('gnu') && os === 'linux') stub.libc = ['glibc']
    lock.packages[top] = stub
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
)
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} optional platform stubs`)
