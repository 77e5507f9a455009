/**
 * Every test file under src/ runs in exactly one of vitest.config.ts's projects: one the node
 * project's globs leave out and the dom project's do not take would be skipped without a word.
 */
import { globSync } from 'tinyglobby'
import { expect, test } from 'vitest'
import config from '../vitest.config.js'

type Project = { test: { name: string; include: string[]; exclude?: string[] } }
const root = new URL('..', import.meta.url).pathname
const projects = (config.test?.projects ?? []) as Project[]
const matched = (name: string) => {
  const project = projects.find((p) => p.test.name === name)!.test
  return globSync(project.include, { cwd: root, ignore: project.exclude ?? [] }).filter((f) => f.startsWith('src/'))
}

test('every src/**/*.test.ts(x) on disk is in the node or the dom project, never both', () => {
  const onDisk = globSync('src/**/*.test.{ts,tsx}', { cwd: root, ignore: ['**/node_modules/**'] }).sort()
  const node = matched('node')
  const dom = matched('dom')
  expect(onDisk.length).toBeGreaterThan(200)
  expect(
    node.filter((f) => dom.includes(f)),
    'in both projects',
  ).toEqual([])
  expect(
    onDisk.filter((f) => !node.includes(f) && !dom.includes(f)),
    'in no project',
  ).toEqual([])
  expect([...node, ...dom].length).toBe(onDisk.length)
})
