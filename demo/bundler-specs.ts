/**
 * Which e2e runs start the anvils' ERC-4337 bundlers. Alto is a Node process per anvil (~165 MB
 * each) and adds about 3 s to a stack's start, so playwright.config.ts starts them only for a run
 * whose selection holds one of {@link BUNDLER_SPECS}: a whole-suite run does, and
 * `node scripts/test-e2e.mjs` deals each file to one run, so the run that got such a spec has
 * bundlers and the others do not.
 */

/** The specs that need the bundlers (the embedded smart account), as paths from the repository root. */
export const BUNDLER_SPECS: readonly string[] = [
  'e2e/smart-account.spec.ts',
  'e2e/smart-account-swap.spec.ts',
  'e2e/signer-batch-review.spec.ts',
]

/** Playwright CLI options whose value is the next argument (so that argument is no file filter). */
const OPTIONS_WITH_VALUE = new Set([
  '-g',
  '--grep',
  '-gv',
  '--grep-invert',
  '--project',
  '-c',
  '--config',
  '--reporter',
  '-j',
  '--workers',
  '--repeat-each',
  '--retries',
  '--timeout',
  '--shard',
  '--output',
  '--max-failures',
  '--global-timeout',
  '--tsconfig',
])

/**
 * Whether `playwright test <args>` selects a spec of `specs`: with no file filter (the whole suite),
 * or with a filter that names one (a path, a part of one, `file:line`, or a regular expression
 * matching one, as Playwright reads filters).
 */
export function selectsBundlerSpecs(args: readonly string[], specs: readonly string[] = BUNDLER_SPECS): boolean {
  const filters = args.filter((arg, i) => !arg.startsWith('-') && !OPTIONS_WITH_VALUE.has(args[i - 1] ?? ''))
  if (filters.length === 0) return true
  return filters.some((filter) => {
    const path = filter.replace(/:\d+(:\d+)?$/, '')
    return specs.some((spec) => spec.includes(path) || path.endsWith(spec) || matchesPattern(path, spec))
  })
}

function matchesPattern(pattern: string, spec: string): boolean {
  try {
    return new RegExp(pattern).test(spec)
  } catch {
    return false
  }
}
