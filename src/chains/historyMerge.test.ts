import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeMergeCursor,
  encodeMergeCursor,
  MAX_STREAM_FETCHES,
  mergeStreams,
  type HistoryStream,
  type MergeState,
  type StreamItem,
} from './historyMerge.js'

interface Entry {
  id: string
  block: number
  index?: number
}

/**
 * A stream over `entries` (newest first) in pages of `pageSize`, cut anywhere (a block may span two
 * pages); cursors are positions. Records every cursor it was asked for.
 */
function arrayStream(entries: Entry[], pageSize: number, asked: (string | undefined)[] = []): HistoryStream<string> {
  return {
    async fetch(cursor) {
      asked.push(cursor)
      const start = cursor === undefined ? 0 : Number(cursor)
      const slice = entries.slice(start, start + pageSize)
      const items: StreamItem<string>[] = slice.map((entry, i) => ({
        ...entry,
        cursorAfter: String(start + i + 1),
        value: entry.id,
      }))
      const hasMore = start + pageSize < entries.length
      return {
        items,
        ...(hasMore ? { next: String(start + pageSize) } : {}),
        completeAbove: hasMore ? slice.at(-1)!.block : -Infinity,
      }
    },
  }
}

/** Reads every merged page; returns the ids per page. */
async function allPages(streams: () => Record<string, HistoryStream<string>>, pageSize: number): Promise<string[][]> {
  const pages: string[][] = []
  let state: MergeState | undefined
  do {
    // Through the cursor text, as the UI hands it back.
    const page = await mergeStreams(streams(), state, pageSize)
    pages.push(page.items.map((item) => item.value))
    state = page.state && decodeMergeCursor(encodeMergeCursor(page.state))
    if (pages.length > 200) throw new Error('no end')
  } while (state)
  return pages
}

describe('mergeStreams', () => {
  it('merges by block then index, newest first, each transaction once (the first stream wins)', async () => {
    const txs: Entry[] = [
      { id: 'a', block: 9, index: 2 },
      { id: 'b', block: 7, index: 0 },
      { id: 'c', block: 3, index: 1 },
    ]
    const logs: Entry[] = [
      { id: 'x', block: 9, index: 5 },
      { id: 'b', block: 7, index: 0 },
      { id: 'y', block: 7, index: 3 },
      { id: 'z', block: 1, index: 0 },
    ]
    const { items, state } = await mergeStreams(
      { txs: arrayStream(txs, 10), logs: arrayStream(logs, 10) },
      undefined,
      10,
    )
    expect(items.map((i) => i.id)).toEqual(['x', 'a', 'y', 'b', 'c', 'z'])
    expect(state).toBeUndefined()
  })

  it('emits whole blocks only: a block cut by a stream’s page waits for the rest', async () => {
    // txs' first page ends inside block 5; block 5's second transaction is on its next page.
    const txs: Entry[] = [
      { id: 't8', block: 8 },
      { id: 't5a', block: 5, index: 1 },
      { id: 't5b', block: 5, index: 0 },
      { id: 't2', block: 2 },
    ]
    const logs: Entry[] = [
      { id: 'l6', block: 6 },
      { id: 'l5', block: 5, index: 2 },
    ]
    const pages = await allPages(() => ({ txs: arrayStream(txs, 2), logs: arrayStream(logs, 5) }), 2)
    // Once block 5 is complete, the rest already read (t2) comes along: pages may exceed the size asked.
    expect(pages).toEqual([
      ['t8', 'l6'],
      ['l5', 't5a', 't5b', 't2'],
    ])
  })

  it('a stream that found nothing in the blocks it scanned does not hold the others back', async () => {
    const logs: HistoryStream<string> = {
      fetch: async (cursor) =>
        cursor === undefined
          ? { items: [], next: 'older', completeAbove: 50 }
          : { items: [], completeAbove: -Infinity },
    }
    const { items } = await mergeStreams(
      {
        txs: arrayStream(
          [
            { id: 'a', block: 90 },
            { id: 'b', block: 60 },
          ],
          1,
        ),
        logs,
      },
      undefined,
      2,
    )
    expect(items.map((i) => i.id)).toEqual(['a', 'b'])
  })

  it('resumes each stream after the last item it gave, never going back over what it emitted', async () => {
    const askedTxs: (string | undefined)[] = []
    const askedLogs: (string | undefined)[] = []
    const txs: Entry[] = Array.from({ length: 6 }, (_, i) => ({ id: `t${i}`, block: 100 - i * 10 }))
    const logs: Entry[] = Array.from({ length: 6 }, (_, i) => ({ id: `l${i}`, block: 95 - i * 10 }))
    const pages = await allPages(
      () => ({ txs: arrayStream(txs, 3, askedTxs), logs: arrayStream(logs, 3, askedLogs) }),
      4,
    )
    expect(pages.flat()).toEqual(['t0', 'l0', 't1', 'l1', 't2', 'l2', 't3', 'l3', 't4', 'l4', 't5', 'l5'])
    expect(pages.map((p) => p.length)).toEqual([4, 4, 4])
    for (const asked of [askedTxs, askedLogs]) {
      const positions = asked.map((cursor) => Number(cursor ?? 0))
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
    }
  })

  it('any streams, any page sizes: the pages together are the union, newest first, no duplicate, no gap', async () => {
    const entry = fc.record({
      block: fc.integer({ min: 0, max: 40 }),
      index: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.array(entry, { maxLength: 25 }), fc.integer({ min: 1, max: 7 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 3 }),
        async (specs, pageSize, shared) => {
          // Each stream sorted newest first; some transactions appear in several streams (same block and index).
          const sharedEntries = specs[0]![0].slice(0, shared).map((e, i) => ({ id: `s${i}`, ...e }))
          const streams = specs.map(([entries, size], s) => {
            const own = entries.map((e, i) => ({ id: `${s}-${i}`, ...e }))
            const all = [...own, ...sharedEntries].sort(
              (a, b) => b.block - a.block || (b.index ?? -1) - (a.index ?? -1) || a.id.localeCompare(b.id),
            )
            return { all, size }
          })
          const pages = await allPages(
            () => Object.fromEntries(streams.map(({ all, size }, s) => [`s${s}`, arrayStream(all, size)])),
            pageSize,
          )
          const ids = pages.flat()
          const expected = new Set(streams.flatMap(({ all }) => all.map((e) => e.id)))
          expect(ids.length).toBe(expected.size)
          expect(new Set(ids)).toEqual(expected)
          const blockOf = new Map(streams.flatMap(({ all }) => all.map((e) => [e.id, e.block] as const)))
          const blocks = ids.map((id) => blockOf.get(id)!)
          expect(blocks).toEqual([...blocks].sort((a, b) => b - a))
          // Every page but the last is full.
          for (const page of pages.slice(0, -1)) expect(page.length).toBeGreaterThanOrEqual(Math.min(pageSize, 1))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('orders a transaction of unknown position after the known ones of its block', async () => {
    const known = arrayStream([{ id: 'k', block: 5, index: 0 }], 10)
    const unknown = arrayStream([{ id: 'u', block: 5 }], 10)
    for (const streams of [
      { unknown, known },
      { known, unknown },
    ]) {
      const { items } = await mergeStreams(streams, undefined, 10)
      expect(items.map((i) => i.id)).toEqual(['k', 'u'])
    }
  })

  it('reads on only the stream that knows least, not the ones already further', async () => {
    const askedLogs: (string | undefined)[] = []
    const logs: HistoryStream<string> = {
      fetch: async (cursor) => {
        askedLogs.push(cursor)
        return cursor === undefined
          ? { items: [{ id: 'l1', block: 80, cursorAfter: 'after-l1', value: 'l1' }], next: 'p2', completeAbove: 10 }
          : { items: [{ id: 'l2', block: 5, cursorAfter: 'after-l2', value: 'l2' }], completeAbove: -Infinity }
      },
    }
    const txs = arrayStream(
      [
        { id: 'a', block: 90 },
        { id: 'b', block: 60 },
        { id: 'c', block: 30 },
        { id: 'd', block: 15 },
      ],
      1,
    )
    const { items, state } = await mergeStreams({ txs, logs }, undefined, 3)
    expect(items.map((i) => i.id)).toEqual(['a', 'l1', 'b'])
    expect(askedLogs).toEqual([undefined])
    // The log stream holds nothing back: it resumes at its next page.
    expect(state).toEqual({ txs: '2', logs: 'p2' })
  })

  it(`reads at most ${MAX_STREAM_FETCHES} stream pages for one merged page, then hands back a cursor to go on`, async () => {
    let fetches = 0
    // A log scan that keeps finding nothing, range after range.
    const empty: HistoryStream<string> = {
      fetch: async (cursor) => {
        fetches += 1
        if (fetches > 100) throw new Error('no end')
        const from = cursor === undefined ? 1000 : Number(cursor)
        return { items: [], next: String(from - 10), completeAbove: from - 10 }
      },
    }
    const { items, state } = await mergeStreams({ empty }, undefined, 5)
    expect(items).toEqual([])
    expect(fetches).toBe(MAX_STREAM_FETCHES)
    // The next merged page goes on below the ranges already read, not from the start again.
    expect(state).toEqual({ empty: String(1000 - 10 * MAX_STREAM_FETCHES) })
  })

  it('gets past a run of empty pages longer than one merged page may read, to the older items', async () => {
    // 40 empty ranges, then a range with one transfer, then the end.
    const sparse: HistoryStream<string> = {
      fetch: async (cursor) => {
        const range = cursor === undefined ? 0 : Number(cursor)
        if (range === 40)
          return { items: [{ id: 'old', block: 5, cursorAfter: '41', value: 'old' }], completeAbove: -Infinity }
        return { items: [], next: String(range + 1), completeAbove: 1000 - range * 10 }
      },
    }
    const pages: string[][] = []
    let state: MergeState | undefined
    for (let i = 0; i < 5; i++) {
      const page = await mergeStreams({ sparse }, state, 5)
      pages.push(page.items.map((item) => item.id))
      state = page.state
      if (!state) break
    }
    expect(pages).toEqual([[], [], ['old']])
    expect(state).toBeUndefined()
  })

  it('refuses a cursor it did not make', () => {
    expect(() => decodeMergeCursor('12345')).toThrow('Invalid history cursor "12345"')
    expect(() => decodeMergeCursor(`m2.${btoa(JSON.stringify({ a: '1' }))}`)).toThrow('Invalid history cursor')
    expect(() => decodeMergeCursor(`m1.${btoa(JSON.stringify({ a: 5 }))}`)).toThrow('Invalid history cursor')
    expect(decodeMergeCursor(`m1.${btoa(JSON.stringify({ a: '1', b: null }))}`)).toEqual({ a: '1', b: null })
    expect(() => decodeMergeCursor(`m1.${btoa('[1]')}`)).toThrow('Invalid history cursor')
    expect(decodeMergeCursor(encodeMergeCursor({ a: 'x', b: null, c: undefined }))).toEqual({
      a: 'x',
      b: null,
      c: undefined,
    })
  })
})
