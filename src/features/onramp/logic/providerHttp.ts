import { fetchWithTimeout } from '../../../core/http.js'
import { ONRAMP_ERRORS, OnRampError } from './errors.js'

/** Largest provider answer read (bytes): anything bigger is refused before parsing (DESIGN "Untrusted input"). */
export const MAX_PROVIDER_ANSWER_BYTES = 256 * 1024

/**
 * GET (no `body`) or POST JSON to `url` and answer its parsed JSON body; every call times out
 * (core REQUEST_TIMEOUT_MS). `fetchImpl` defaults to the global fetch.
 * @throws OnRampError 'The on-ramp provider request failed' (network error, timeout, non-2xx);
 *   'The on-ramp provider sent an invalid answer' (not JSON, or over {@link MAX_PROVIDER_ANSWER_BYTES})
 */
export async function providerRequest(url: string, body?: unknown, fetchImpl?: typeof fetch): Promise<unknown> {
  let response: Response
  try {
    response = await fetchWithTimeout(undefined, fetchImpl)(
      url,
      body === undefined
        ? { method: 'GET' }
        : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    )
  } catch (error) {
    throw new OnRampError(ONRAMP_ERRORS.requestFailed, (error as Error).message)
  }
  if (!response.ok) throw new OnRampError(ONRAMP_ERRORS.requestFailed, `HTTP status code: ${response.status}`)
  const text = await response.text()
  if (text.length > MAX_PROVIDER_ANSWER_BYTES) throw new OnRampError(ONRAMP_ERRORS.invalidAnswer, 'answer too large')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new OnRampError(ONRAMP_ERRORS.invalidAnswer, 'not JSON')
  }
}
