import { describe, expect, it } from 'vitest'
import { resolveSiwxServerOptions } from './options.js'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { createTestServer, evmAccount, evmMessage, signSolana, solanaMessage } from './testFixtures.js'
import type { SiwxServerOptions } from './options.js'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const E = SIWX_SERVER_ERRORS

async function setup(options: Partial<SiwxServerOptions> = {}) {
  const { server, clock } = createTestServer(options)
  const { nonce } = await server.issueNonce()
  const offset = (ms: number) => new Date(clock.now().getTime() + ms)
  const signInEvm = async (overrides: Parameters<typeof evmMessage>[2] = {}, issuedAt = clock.now()) => {
    const message = evmMessage(nonce, issuedAt, overrides)
    return server.verify({ message, signature: await evmAccount.signMessage({ message }) })
  }
  return { server, clock, nonce, offset, signInEvm }
}

describe('sign-in times', () => {
  it.each([
    ['6 minutes ago', -6 * MINUTE],
    ['6 minutes ahead', 6 * MINUTE],
    ['a year ago', -365 * DAY],
  ])('refuses a message issued %s (default tolerance 5 minutes)', async (_, ms) => {
    const { offset, signInEvm } = await setup()
    await expect(signInEvm({}, offset(ms))).rejects.toMatchObject({ message: E.issuedAtOutOfRange, status: 401 })
  })

  it.each([-5 * MINUTE, -4 * MINUTE, 4 * MINUTE, 5 * MINUTE])(
    'accepts a message issued %i ms from the server clock',
    async (ms) => {
      const { offset, signInEvm } = await setup()
      await expect(signInEvm({}, offset(ms))).resolves.toBeDefined()
    },
  )

  it('applies the same Issued At rule to Sign-In With Solana', async () => {
    const { nonce, server, offset } = await setup({ issuedAtToleranceMs: MINUTE })
    const message = solanaMessage(nonce, offset(-2 * MINUTE))
    await expect(server.verify({ message, signature: signSolana(message) })).rejects.toThrow(E.issuedAtOutOfRange)
  })

  it('caps a session at maxSessionTtlMs (default 7 days) whatever Expiration Time the message asks, and its token with it', async () => {
    const { server, clock, offset, signInEvm } = await setup()
    const { session, token } = await signInEvm({ expirationTime: offset(365 * DAY) })
    expect(session.expirationTime).toBe(offset(7 * DAY).toISOString())
    clock.advance(7 * DAY)
    expect(await server.authenticate(token)).toBeUndefined()
  })

  it('keeps an Expiration Time shorter than the cap, and caps the default lifetime too', async () => {
    const short = await setup({ maxSessionTtlMs: DAY })
    expect((await short.signInEvm({ expirationTime: short.offset(MINUTE) })).session.expirationTime).toBe(
      short.offset(MINUTE).toISOString(),
    )
    const options = { maxSessionTtlMs: 2 * MINUTE, sessionTtlMs: MINUTE }
    const capped = await setup(options)
    expect((await capped.signInEvm({ expirationTime: capped.offset(DAY) })).session.expirationTime).toBe(
      capped.offset(2 * MINUTE).toISOString(),
    )
    const unasked = await setup(options)
    expect((await unasked.signInEvm()).session.expirationTime).toBe(unasked.offset(MINUTE).toISOString())
  })

  it.each([
    [{ sessionTtlMs: 2 * DAY, maxSessionTtlMs: DAY }, 'SIWX server: sessionTtlMs must not exceed maxSessionTtlMs'],
    [{ maxSessionTtlMs: 0 }, 'SIWX server: maxSessionTtlMs must be a positive number of ms'],
    [{ issuedAtToleranceMs: -1 }, 'SIWX server: issuedAtToleranceMs must be a positive number of ms'],
  ])('refuses the options %o', (override, error) => {
    expect(() => resolveSiwxServerOptions({ domain: 'a.example', uri: 'https://a.example', ...override })).toThrow(
      error,
    )
  })
})
