import { describe, expect, it } from 'vitest'
import { freshModule } from '../__fixtures__/freshModule.js'

// Imported here too so that vitest's related-files search (Stryker runs only the tests it finds for
// the mutated files) sees this file: the fresh instances are imported by a computed URL.
import './errorEvent.js'

// Each test evaluates errorEvent.ts afresh: its scrubbing patterns are module-level values, which
// Stryker would otherwise never run these tests against (see freshModule).
async function freshScrub(): Promise<(text: string) => string> {
  return (await freshModule<typeof import('./errorEvent.js')>(new URL('./errorEvent.js', import.meta.url))).scrub
}

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SOLANA = 'Ch3kTHs5N9xGkGqp4sZVtbpzrUcjakmNjutaaD1sdvWu'

describe('scrub: email addresses (pattern evaluated in the test)', () => {
  it('replaces the whole address, local part and a two-label domain', async () => {
    const scrub = await freshScrub()
    expect(scrub('from someone@example.org now')).toBe('from <email> now')
  })

  it('replaces a domain of several labels with digits in them, up to its last label', async () => {
    const scrub = await freshScrub()
    expect(scrub('to ops@mx2.eu.example.org.')).toBe('to <email>.')
    expect(scrub('to ops@eu.mx2.example.org')).toBe('to <email>')
    expect(scrub('from someone@eu.mx2.example.org now')).toBe('from <email> now')
  })

  it('stops the local part at a quote, a bracket or a colon, and needs a top-level label of two letters', async () => {
    const scrub = await freshScrub()
    expect(scrub('mailto:"ada@example.com"')).toBe('mailto:"<email>"')
    expect(scrub('host user@localhost.x or user@10.0.0.1')).toBe('host user@localhost.x or user@10.0.0.1')
  })
})

describe('scrub: addresses, signatures and opaque runs (patterns evaluated in the test)', () => {
  it('replaces 0x hex of 20 bytes or more, and leaves shorter hex such as chain ids and selectors', async () => {
    const scrub = await freshScrub()
    expect(scrub(`to ${ADDRESS} on 0x2105 via 0xa9059cbb`)).toBe('to <hex> on 0x2105 via 0xa9059cbb')
    expect(scrub(`0x${'ab'.repeat(19)}f`)).toBe(`0x${'ab'.repeat(19)}f`)
  })

  it('replaces a base58 run of 32 characters or more, and leaves short words of base58 letters', async () => {
    const scrub = await freshScrub()
    expect(scrub(`a payer ${SOLANA} is here`)).toBe('a payer <base58> is here')
    expect(scrub('x'.repeat(31))).toBe('x'.repeat(31))
    expect(scrub('x'.repeat(32))).toBe('<base58>')
  })

  it('replaces a base64 or hex run of 48 characters or more that is no base58, and leaves shorter ones', async () => {
    const scrub = await freshScrub()
    expect(scrub(`sig ${'0l+/'.repeat(12)}`)).toBe('sig <data>')
    expect(scrub(`sig ${'0l+/'.repeat(11)}0l+`)).toBe(`sig ${'0l+/'.repeat(11)}0l+`)
    expect(scrub(`token ${'ab+/'.repeat(15)}==`)).toBe('token <data>')
    const punctuation = '. , ; '.repeat(20)
    expect(scrub(punctuation)).toBe(punctuation)
    expect(scrub('. '.repeat(30))).toBe('. '.repeat(30))
  })
})
