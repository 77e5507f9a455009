import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAccount, createTestContext, EVM_ADDRESS } from '../../actions/testContext.js'
import { nameSuggestionsQuery, profileNameQuery } from './nameQueries.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('profileNameQuery (spec sections 3 and 9)', () => {
  it('is cached 5 min, not retried, and off without an account', () => {
    const { context } = createTestContext()
    const query = profileNameQuery(context, `eip155:31337:${EVM_ADDRESS}`)
    expect(query).toMatchObject({
      queryKey: ['profileName', `eip155:31337:${EVM_ADDRESS}`],
      staleTime: 300_000,
      enabled: true,
      retry: false,
    })
    expect(profileNameQuery(context, undefined).enabled).toBe(false)
  })

  it('answers the name, or null when the account has none', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    fakes.eip155.lookupName = vi.fn(async () => 'vitalik.eth')
    expect(await profileNameQuery(context, `eip155:31337:${EVM_ADDRESS}`).queryFn()).toBe('vitalik.eth')
    fakes.eip155.lookupName = vi.fn(async () => undefined)
    expect(await profileNameQuery(context, `eip155:31337:${EVM_ADDRESS}`).queryFn()).toBeNull()
  })
})

describe('nameSuggestionsQuery', () => {
  it('is never stale-cached, not retried, and off for an empty query', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ suggestions: [{ name: 'ada.modal.test', registered: false }] })),
    )
    const { context } = createTestContext({ names: { api: 'https://names.test/api/names', suffix: 'modal.test' } })
    const query = nameSuggestionsQuery(context, 'https://names.test/api/names', 'ada')
    expect(query).toMatchObject({
      queryKey: ['nameSuggestions', 'https://names.test/api/names', 'ada'],
      staleTime: 0,
      enabled: true,
      retry: false,
    })
    expect(nameSuggestionsQuery(context, 'https://names.test/api/names', '').enabled).toBe(false)
    expect(await query.queryFn()).toEqual([{ name: 'ada.modal.test', registered: false }])
  })
})
