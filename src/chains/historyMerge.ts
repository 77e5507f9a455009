/**
 * One history from several streams (docs/contributing/architecture.md, data sources): an indexer's or Otterscan's list of
 * transactions, Transfer logs, the signatures of each token account... Each stream is ordered newest
 * first by block (or slot) and pages by its own cursor; the merge emits whole blocks only, in order,
 * each transaction once (the first stream that has it wins), and its cursor is every stream's own
 * cursor, resuming right after the last item of that stream the merge emitted. Chain-agnostic.
 */
import type { CaipNetworkId } from '../core/caip.js'
import { assertSameNetwork, type HistorySource, type Transaction } from '../core/history.js'

/** One entry of a stream. */
export interface StreamItem<T> {
  /** Transaction id (hash or signature): the same id in two streams is one transaction. */
  id: string
  /** Block number (EVM) or slot (Solana). */
  block: number
  /** Position inside the block when known (EVM transaction index): higher is newer. */
  index?: number
  /** The stream's cursor that resumes right after this item. */
  cursorAfter: string
  value: T
}

/** One page of a stream, newest first. */
export interface StreamPage<T> {
  items: StreamItem<T>[]
  /** Cursor of the stream's next (older) page; undefined on its last page. */
  next?: string
  /**
   * Every item of the stream with `block` above this one is in this page or an earlier one (a page
   * may hold only part of its lowest block; a log scan of blocks [from, to] is complete above from - 1).
   */
  completeAbove: number
}

/** A stream: fetches the page at `cursor` (undefined: the newest). */
export interface HistoryStream<T> {
  fetch(cursor: string | undefined): Promise<StreamPage<T>>
}

/** Each stream's resume cursor: undefined from its newest item, null once it has nothing left. */
export type MergeState = Record<string, string | null | undefined>

/** A merged page and the state of the next one (undefined when every stream is done). */
export interface MergedPage<T> {
  items: StreamItem<T>[]
  state: MergeState | undefined
}

/** Most stream pages one merged page may read; a merged page may then hold fewer items than asked. */
export const MAX_STREAM_FETCHES = 16

interface Lane<T> {
  key: string
  stream: HistoryStream<T>
  /** Cursor to resume from next time: after the last item emitted from this lane. */
  resume: string | undefined
  /** Cursor of the next page to fetch now. */
  fetchNext: string | undefined
  buffer: StreamItem<T>[]
  done: boolean
  completeAbove: number
}

const newestFirst = <T>(a: StreamItem<T>, b: StreamItem<T>): number =>
  b.block - a.block || (b.index ?? -1) - (a.index ?? -1)

/**
 * The next page of the merged history: at least `pageSize` transactions when the streams have them
 * (whole blocks, so possibly more), newest first (by block, then index), each id once.
 * @param streams by key; the key order is the priority when two streams hold the same transaction.
 * @param state undefined for the newest page, else the `state` of the previous merged page.
 */
export async function mergeStreams<T>(
  streams: Record<string, HistoryStream<T>>,
  state: MergeState | undefined,
  pageSize: number,
): Promise<MergedPage<T>> {
  const lanes: Lane<T>[] = Object.entries(streams).map(([key, stream]) => {
    const resume = state?.[key]
    return {
      key,
      stream,
      resume: resume ?? undefined,
      fetchNext: resume ?? undefined,
      buffer: [],
      done: resume === null,
      completeAbove: -Infinity,
    }
  })
  const emitted: StreamItem<T>[] = []
  const seen = new Set<string>()
  let fetches = 0
  const fill = async (lane: Lane<T>): Promise<void> => {
    fetches += 1
    const page = await lane.stream.fetch(lane.fetchNext)
    lane.buffer.push(...page.items)
    lane.fetchNext = page.next
    lane.done = page.next === undefined
    lane.completeAbove = lane.done ? -Infinity : page.completeAbove
  }

  await Promise.all(lanes.filter((lane) => !lane.done).map(fill))
  while (emitted.length < pageSize) {
    const open = lanes.filter((lane) => !lane.done)
    if (open.length === 0 && lanes.every((lane) => lane.buffer.length === 0)) break
    // Everything above the frontier is known from every stream.
    const frontier = open.reduce((max, lane) => Math.max(max, lane.completeAbove), -Infinity)
    const ready = lanes.flatMap((lane) =>
      lane.buffer.filter((item) => item.block > frontier).map((item) => ({ lane, item })),
    )
    ready.sort((a, b) => newestFirst(a.item, b.item))
    for (const { lane, item } of ready) {
      lane.buffer.splice(lane.buffer.indexOf(item), 1)
      lane.resume = item.cursorAfter
      if (seen.has(item.id)) continue
      seen.add(item.id)
      emitted.push(item)
    }
    if (emitted.length >= pageSize || open.length === 0) continue
    if (fetches >= MAX_STREAM_FETCHES) break
    // Read on where the frontier sits (the streams that know least).
    await Promise.all(open.filter((lane) => lane.completeAbove === frontier).map(fill))
  }
  // A lane still holding items resumes after the last one it emitted (the held ones are fetched
  // again next time); a lane holding none resumes at its next page, so a run of empty pages (a log
  // scan finding nothing, range after range) is not read again by the next merged page.
  const next: MergeState = {}
  for (const lane of lanes) next[lane.key] = lane.buffer.length > 0 ? lane.resume : lane.done ? null : lane.fetchNext
  const finished = Object.values(next).every((cursor) => cursor === null)
  emitted.sort((a, b) => newestFirst(a, b))
  return { items: emitted, state: finished ? undefined : next }
}

const CURSOR_PREFIX = 'm1.'

/** The opaque cursor text of a merge state. */
export function encodeMergeCursor(state: MergeState): string {
  return CURSOR_PREFIX + btoa(JSON.stringify(state, (_key, value: unknown) => (value === undefined ? '' : value)))
}

/**
 * The merge state of a cursor from {@link encodeMergeCursor}.
 * @throws Error 'Invalid history cursor "<cursor>"'
 */
export function decodeMergeCursor(cursor: string): MergeState {
  try {
    if (!cursor.startsWith(CURSOR_PREFIX)) throw new Error('prefix')
    const parsed = JSON.parse(atob(cursor.slice(CURSOR_PREFIX.length))) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('shape')
    const state: MergeState = {}
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== null && typeof value !== 'string') throw new Error('value')
      state[key] = value === '' ? undefined : value
    }
    return state
  } catch {
    throw new Error(`Invalid history cursor "${cursor}"`)
  }
}

/**
 * A {@link HistorySource} over merged streams of one network: `streamsOf(address, pageSize)` gives
 * the streams by key, in priority order; the page cursor is {@link encodeMergeCursor}'s text.
 * @throws Error '<name> serves <id>, not <asked>'; Error 'Invalid history cursor "<cursor>"'; the streams' errors.
 */
export function mergedHistorySource(
  name: string,
  caipNetworkId: CaipNetworkId,
  streamsOf: (address: string, pageSize: number) => Record<string, HistoryStream<Transaction>>,
): HistorySource {
  return {
    async fetchPage({ address, caipNetworkId: asked, cursor, pageSize }) {
      assertSameNetwork(name, caipNetworkId, asked)
      const state = cursor === undefined ? undefined : decodeMergeCursor(cursor)
      const page = await mergeStreams(streamsOf(address, pageSize), state, pageSize)
      const data = page.items.map((item) => item.value)
      return page.state ? { data, next: encodeMergeCursor(page.state) } : { data }
    },
  }
}
