import { describe, expect, it } from 'vitest'
import { ACCOUNT, fungible, nft, transaction } from './__fixtures__/transactions.js'
import {
  appendPage,
  FAILED_TO_FETCH_TRANSACTIONS,
  failFetch,
  FETCH_REQUIRES_ADDRESS,
  initialHistoryState,
  resetForNetwork,
  startFetch,
} from './historyState.js'

const MAINNET = 'eip155:1' as const
const BASE = 'eip155:8453' as const

describe('history state (spec 3, 4)', () => {
  it('starts empty', () => {
    expect(initialHistoryState).toEqual({
      transactions: [],
      transactionsByYear: {},
      lastNetworkInView: undefined,
      loading: false,
      empty: false,
      next: undefined,
    })
  })

  it('requires an account address to fetch (spec 5)', () => {
    expect(FETCH_REQUIRES_ADDRESS).toBe('Fetching transactions requires an account address')
    expect(() => startFetch(initialHistoryState, { address: undefined, caipNetworkId: MAINNET })).toThrow(
      'Fetching transactions requires an account address',
    )
    expect(() => startFetch(initialHistoryState, { address: '', caipNetworkId: MAINNET })).toThrow(
      FETCH_REQUIRES_ADDRESS,
    )
  })

  it('marks loading, and starts afresh on another network', () => {
    const loading = startFetch(initialHistoryState, { address: ACCOUNT, caipNetworkId: MAINNET })
    expect(loading).toMatchObject({ loading: true, lastNetworkInView: MAINNET })
    const filled = appendPage(loading, { data: [transaction('a', '2024-05-15T12:00:00Z')], next: 'c1' }, MAINNET)
    expect(startFetch(filled, { address: ACCOUNT, caipNetworkId: MAINNET })).toMatchObject({
      loading: true,
      next: 'c1',
      transactions: [{ id: 'a' }],
    })
    expect(startFetch(filled, { address: ACCOUNT, caipNetworkId: BASE })).toEqual({
      ...initialHistoryState,
      lastNetworkInView: BASE,
      loading: true,
    })
  })

  it('appends pages and moves the cursor', () => {
    let state = appendPage(
      initialHistoryState,
      { data: [transaction('a', '2024-05-15T12:00:00Z'), transaction('b', '2024-04-15T12:00:00Z')], next: 'c1' },
      MAINNET,
    )
    expect(state.transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(state).toMatchObject({ next: 'c1', loading: false, empty: false, lastNetworkInView: MAINNET })
    state = appendPage(state, { data: [transaction('c', '2023-12-15T12:00:00Z')], next: 'c2' }, MAINNET)
    expect(state.transactions.map((t) => t.id)).toEqual(['a', 'b', 'c'])
    expect(state.next).toBe('c2')
    state = appendPage(state, { data: [] }, MAINNET)
    expect(state.next).toBeUndefined()
    expect(state.empty).toBe(false)
  })

  it('keeps only transactions of the active chain (spec 5)', () => {
    const state = appendPage(
      initialHistoryState,
      {
        data: [transaction('a', '2024-05-15T12:00:00Z'), transaction('b', '2024-05-15T12:00:00Z', [], { chain: BASE })],
      },
      MAINNET,
    )
    expect(state.transactions.map((t) => t.id)).toEqual(['a'])
  })

  it('drops transactions whose every transfer is spam (spec 5)', () => {
    const state = appendPage(
      initialHistoryState,
      {
        data: [
          transaction('spam', '2024-05-15T12:00:00Z', [nft('in', 'Airdrop #1', true), nft('in', 'Airdrop #2', true)]),
          transaction('mixed', '2024-05-14T12:00:00Z', [nft('in', 'Airdrop #3', true), fungible('out', '1')]),
          transaction('real-nft', '2024-05-13T12:00:00Z', [nft('in', 'Punk #1', false)]),
          transaction('no-transfers', '2024-05-12T12:00:00Z', []),
        ],
      },
      MAINNET,
    )
    expect(state.transactions.map((t) => t.id)).toEqual(['mixed', 'real-nft', 'no-transfers'])
  })

  it('de-duplicates by id, the newer copy replacing the older in place', () => {
    let state = appendPage(
      initialHistoryState,
      {
        data: [
          transaction('a', '2024-05-15T12:00:00Z', [], { status: 'pending' }),
          transaction('b', '2024-05-14T12:00:00Z'),
        ],
        next: 'c1',
      },
      MAINNET,
    )
    state = appendPage(
      state,
      {
        data: [
          transaction('a', '2024-05-15T12:00:00Z', [], { status: 'confirmed' }),
          transaction('c', '2024-05-13T12:00:00Z'),
        ],
      },
      MAINNET,
    )
    expect(state.transactions.map((t) => [t.id, t.metadata.status])).toEqual([
      ['a', 'confirmed'],
      ['b', 'confirmed'],
      ['c', 'confirmed'],
    ])
    expect(state.transactionsByYear[2024]![4]!.map((t) => t.id)).toEqual(['a', 'b', 'c'])
  })

  it('regroups by year then month index', () => {
    const state = appendPage(
      initialHistoryState,
      {
        data: [
          transaction('may', '2024-05-15T12:00:00Z'),
          transaction('jan', '2024-01-15T12:00:00Z'),
          transaction('dec', '2023-12-15T12:00:00Z'),
        ],
      },
      MAINNET,
    )
    expect(Object.keys(state.transactionsByYear)).toEqual(['2023', '2024'])
    expect(state.transactionsByYear[2024]![4]!.map((t) => t.id)).toEqual(['may'])
    expect(state.transactionsByYear[2024]![0]!.map((t) => t.id)).toEqual(['jan'])
    expect(state.transactionsByYear[2023]![11]!.map((t) => t.id)).toEqual(['dec'])
  })

  it('is empty when no transaction at all is listed', () => {
    expect(appendPage(initialHistoryState, { data: [] }, MAINNET).empty).toBe(true)
    expect(
      appendPage(
        initialHistoryState,
        { data: [transaction('x', '2024-05-15T12:00:00Z', [], { chain: BASE })], next: 'n' },
        MAINNET,
      ),
    ).toMatchObject({ empty: true, next: 'n' })
  })

  it('on failure: empty, cursor cleared, loading off, list kept (spec 4); the toast text is spec 8', () => {
    const filled = appendPage(
      initialHistoryState,
      { data: [transaction('a', '2024-05-15T12:00:00Z')], next: 'c1' },
      MAINNET,
    )
    const failed = failFetch(startFetch(filled, { address: ACCOUNT, caipNetworkId: MAINNET }))
    expect(failed).toMatchObject({ loading: false, empty: true, next: undefined })
    expect(failed.transactions).toHaveLength(1)
    expect(FAILED_TO_FETCH_TRANSACTIONS).toBe('Failed to fetch transactions')
  })

  it('resets for a network', () => {
    expect(resetForNetwork(BASE)).toEqual({ ...initialHistoryState, lastNetworkInView: BASE })
  })

  it('never mutates its input', () => {
    const before = appendPage(
      initialHistoryState,
      { data: [transaction('a', '2024-05-15T12:00:00Z')], next: 'c1' },
      MAINNET,
    )
    const snapshot = structuredClone(before)
    appendPage(before, { data: [transaction('b', '2024-05-14T12:00:00Z')] }, MAINNET)
    failFetch(before)
    startFetch(before, { address: ACCOUNT, caipNetworkId: BASE })
    expect(before).toEqual(snapshot)
    expect(Object.isFrozen(initialHistoryState)).toBe(true)
  })
})
