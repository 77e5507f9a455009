// Prints the mutation score per layer (src/core, src/server...) and per subfolder of a layer
// (src/server/auth) from Stryker's JSON report (npm run mutate runs it after Stryker). Score as
// Stryker counts it: detected (killed + timeout) over valid (detected + survived + no coverage);
// compile errors, runtime errors and ignored mutants are left out.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

const reportPath = process.argv[2] ?? 'reports/mutation/mutation.json'
const report = JSON.parse(readFileSync(reportPath, 'utf8'))
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** src/core/amount.ts → src/core; src/server/siwx/verify.ts → src/server (one row per layer). */
const folderOf = (file) => relative(process.cwd(), resolve(file)).split('/').slice(0, 2).join('/')
/** src/server/siwx/verify.ts → src/server/siwx; src/core/amount.ts → undefined (a file of the layer itself). */
const subfolderOf = (file) => {
  const parts = relative(process.cwd(), resolve(file)).split('/')
  return parts.length > 3 ? parts.slice(0, 3).join('/') : undefined
}

const rows = new Map()
const add = (key, status) => {
  const row = rows.get(key) ?? { detected: 0, undetected: 0 }
  if (DETECTED.has(status)) row.detected++
  else if (UNDETECTED.has(status)) row.undetected++
  rows.set(key, row)
}
for (const [file, { mutants }] of Object.entries(report.files)) {
  const sub = subfolderOf(file)
  for (const { status } of mutants) {
    add(folderOf(file), status)
    if (sub) add(sub, status)
    add('All files', status)
  }
}
const score = ({ detected, undetected }) =>
  detected + undetected === 0 ? 'n/a' : `${((100 * detected) / (detected + undetected)).toFixed(2)}%`
// Each layer, then its subfolders indented under it (sorted, so a subfolder follows its layer).
const keys = [...rows.keys()].filter((k) => k !== 'All files').sort()
const width = Math.max(14, ...keys.map((k) => k.length + 2))
console.log('Mutation score per folder (killed + timeout over valid mutants):')
for (const key of [...keys, 'All files']) {
  const row = rows.get(key)
  const label = key.split('/').length > 2 ? `  ${key}` : key
  console.log(
    `  ${label.padEnd(width)} ${score(row).padStart(8)}   ${row.detected} detected, ${row.undetected} undetected`,
  )
}
