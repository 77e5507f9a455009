/** A fake indexer (Blockscout) for the history sources' tests (tests only: a fixture). */

/** What {@link recordingIndexer} answers: its fetch, and every path + query asked of it, in order. */
export interface RecordingIndexer {
  fetch: typeof globalThis.fetch
  requested: string[]
}

/**
 * A fetch that answers each request with `answer(pathAndQuery)` (e.g.
 * '/api/v2/addresses/0x…/transactions?block_number=1'), and records each path + query asked.
 */
export function recordingIndexer(answer: (pathAndQuery: string) => Response): RecordingIndexer {
  const requested: string[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input))
    const key = url.pathname + url.search
    requested.push(key)
    return answer(key)
  }
  return { fetch, requested }
}
