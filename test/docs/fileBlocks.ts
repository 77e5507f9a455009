/**
 * The docs show some of the repository's files whole, so that what a reader copies is what the
 * repository runs: each code block after `<!-- file: <path> -->` in a page under docs/ must equal
 * that file (examples/qa's Playwright config and server run in npm run test:examples). Part of
 * npm run test:docs; exits 1 naming the page and the file that differ.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const docs = join(root, 'docs')

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'api') return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? pages(path) : entry.name.endsWith('.md') ? [path] : []
  })
}

const BLOCK = /<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g
let passed = 0
let failed = 0
for (const page of pages(docs)) {
  for (const [, path, block] of readFileSync(page, 'utf8').matchAll(BLOCK)) {
    const file = readFileSync(join(root, path!), 'utf8').replace(/\n$/, '')
    if (file === block) passed++
    else {
      failed++
      console.error(`FAIL ${relative(root, page)}: the block marked <!-- file: ${path} --> differs from ${path}`)
    }
  }
}
if (passed + failed === 0) {
  console.error('FAIL no <!-- file: … --> block found under docs/')
  failed++
}
console.log(`${passed} passed, ${failed} failed (docs blocks that show a repository file)`)
process.exitCode = failed ? 1 : 0
