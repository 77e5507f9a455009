import { describe, expect, it } from 'vitest'
import { selectsBundlerSpecs } from './bundler-specs.js'

describe('which e2e runs start the bundlers', () => {
  it('a whole-suite run does, options alone select no file', () => {
    expect(selectsBundlerSpecs([])).toBe(true)
    expect(selectsBundlerSpecs(['--repeat-each=3', '--project', 'product', '-g', 'send'])).toBe(true)
  })

  it('a run given the smart-account spec does, by path, part, file:line or pattern', () => {
    expect(selectsBundlerSpecs(['e2e/send-input.spec.ts', 'e2e/smart-account.spec.ts'])).toBe(true)
    expect(selectsBundlerSpecs(['/repo/e2e/smart-account.spec.ts'])).toBe(true)
    expect(selectsBundlerSpecs(['smart-account'])).toBe(true)
    expect(selectsBundlerSpecs(['e2e/smart-account.spec.ts:42'])).toBe(true)
    expect(selectsBundlerSpecs(['smart-.*\\.spec'])).toBe(true)
    expect(selectsBundlerSpecs(['e2e/'])).toBe(true)
  })

  it('a run given only other specs does not, nor an option value that names the spec', () => {
    expect(selectsBundlerSpecs(['--output', 'test-results/run-1', 'e2e/send-input.spec.ts', 'e2e/swap.spec.ts'])).toBe(
      false,
    )
    expect(selectsBundlerSpecs(['e2e/email-login.spec.ts', '-g', 'smart-account'])).toBe(false)
    expect(selectsBundlerSpecs(['e2e/(unclosed'])).toBe(false)
  })
})
