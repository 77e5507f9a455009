/**
 * The HTTP client of spec 7, the one every call to the operator's API goes through (catalogue,
 * project config, allowed origins, error analytics, images, names, swap quotes): the base params
 * (`projectId`, `st`, `sv`) and clientId appended, empty params skipped, a non-OK
 * status throws 'HTTP status code: N', idempotent calls retried (3 times from
 * 150 ms doubling, Retry-After honoured, on 403/408/413/429/500/502/503/504 and
 * network errors), identical GETs in flight de-duplicated (up to 8192 keys, spec 9), every attempt
 * bounded by a timeout (REQUEST_TIMEOUT_MS), and an answer checked against the
 * caller's valibot schema (a malformed answer is a clear error, never a crash). The schema is used
 * through the Standard Schema interface valibot implements, so this module carries no validator.
 */
import {
  HTTP_RETRY_BASE_DELAY_MS,
  HTTP_RETRY_COUNT,
  HTTP_RETRY_STATUS_CODES,
  IN_FLIGHT_CACHE_LIMIT,
  REQUEST_TIMEOUT_MS,
} from './constants.js'
import { WalletModalError } from './errors.js'
import { HttpError } from './specificErrors.js'
import { buildUrl, type QueryParams } from './url.js'

export { buildUrl, type QueryParams }

/** Options of {@link createHttpClient}. Delays are in ms. */
export interface HttpClientOptions {
  /** Absolute or relative base, e.g. 'https://api.example.com/v1'; `path` is appended with one '/'. */
  baseUrl: string
  /** Appended to every request as the `clientId` query parameter (spec 7). */
  clientId?: string
  /**
   * Appended to every request after the call's own params (and before `clientId`), e.g. spec 7's
   * `{ projectId, st, sv }`; empty ones are skipped like any param.
   */
  params?: QueryParams
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch
  /** Retries after the first attempt of an idempotent call; default 3. */
  retryCount?: number
  /** Delay before the first retry, doubled for each further one; default 150. */
  retryBaseDelayMs?: number
  /** Waits between retries; tests pass a fake that records the delays. */
  sleep?: (ms: number) => Promise<void>
  /** Most distinct GET URLs de-duplicated at once; beyond it requests just run. Default 8192. */
  maxInFlight?: number
  /** Most ms one attempt (answer and body) may take before it is aborted; default REQUEST_TIMEOUT_MS (10,000). */
  timeoutMs?: number
}

/** One issue of a {@link AnswerSchema}'s validation. */
interface SchemaIssue {
  message: string
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined
}

/**
 * A synchronous Standard Schema v1 validator (standardschema.dev): every valibot schema is one
 * (`v.object({ … })`), so is a zod 4 one. Its output is what the call resolves with.
 */
export interface AnswerSchema<T> {
  readonly '~standard': {
    validate(
      value: unknown,
    ): { value: T; issues?: undefined } | { issues: ReadonlyArray<SchemaIssue> } | PromiseLike<unknown>
  }
}

/** Per-call options of {@link HttpClient.get} and {@link HttpClient.post}. */
export interface RequestOptions<T = unknown> {
  /**
   * A valibot schema the parsed answer must pass; the call then resolves with its output. A
   * malformed answer rejects with WalletModalError 'Invalid answer from <url>: <field>: <problem>'
   * (code 'INVALID_RESPONSE').
   */
  schema?: AnswerSchema<T>
  /** This call's per-attempt timeout in ms, instead of the client's. */
  timeoutMs?: number
  /** This call's retries after the first attempt, instead of the client's (a POST's are 0 unless idempotent). */
  retries?: number
}

/** Per-call options of {@link HttpClient.post}. */
export interface PostOptions<T = unknown> extends RequestOptions<T> {
  /** Set for a POST that is safe to repeat (e.g. a JSON-RPC read) to get the GET retry policy. */
  idempotent?: boolean
}

/** A client bound to one base URL; see {@link createHttpClient}. */
export interface HttpClient {
  /** GET `path` and parse the answer as JSON (undefined for 204), checked against `options.schema` when given. */
  get<T>(path: string, params?: QueryParams, options?: RequestOptions<T>): Promise<T>
  /** POST `body` as JSON and parse the answer as JSON; retried only when `options.idempotent`. */
  post<T>(path: string, body: unknown, params?: QueryParams, options?: PostOptions<T>): Promise<T>
  /** GET `path` as a Blob (wallet and token images, spec 7). */
  getBlob(path: string, params?: QueryParams): Promise<Blob>
  /** Number of de-duplicated requests currently in flight. */
  inFlightSize(): number
}

/** True for the statuses spec 7 retries: 403, 408, 413, 429, 500, 502, 503, 504. */
export function shouldRetryStatus(status: number): boolean {
  return HTTP_RETRY_STATUS_CODES.includes(status)
}

/**
 * Delay in ms before retry number `attempt` (0 for the first retry):
 * `baseDelayMs * 2 ** attempt` (150, 300, 600 by default), unless `retryAfter`
 * (a Retry-After header: delta-seconds or an HTTP-date, compared with `now` in
 * epoch ms) is valid, in which case that wait is used (never negative).
 */
export function retryDelayMs(
  attempt: number,
  baseDelayMs: number,
  retryAfter: string | null,
  now = Date.now(),
): number {
  if (retryAfter !== null) {
    const trimmed = retryAfter.trim()
    if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
    const at = Date.parse(trimmed)
    if (!Number.isNaN(at)) return Math.max(0, at - now)
  }
  return baseDelayMs * 2 ** attempt
}

// fetch rejects with a TypeError when the network fails (DNS, refused, CORS); an AbortError is the caller's choice.
function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError
}

/** True for the error an `AbortSignal.timeout()` aborts with (a DOMException named 'TimeoutError'). */
export function isTimeoutError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'TimeoutError'
}

/**
 * A signal that aborts after `timeoutMs` (with a 'TimeoutError'), or when `signal` does: what every
 * request of the modal is sent with. For fetch wrappers handed to libraries
 * (viem, @solana/web3.js) as much as for the HTTP client below.
 */
export function timeoutSignal(timeoutMs: number = REQUEST_TIMEOUT_MS, signal?: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  if (!signal) return timeout
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout])
  // Browsers before AbortSignal.any (Safari < 17.4): the first of the two aborts a third.
  const either = new AbortController()
  for (const s of [signal, timeout]) {
    if (s.aborted) either.abort(s.reason)
    else s.addEventListener('abort', () => either.abort(s.reason), { once: true })
  }
  return either.signal
}

/** A `fetch` whose every call also ends after `timeoutMs` (see {@link timeoutSignal}); for library transports. */
export function fetchWithTimeout(timeoutMs: number = REQUEST_TIMEOUT_MS, base?: typeof fetch): typeof fetch {
  return (input, init) => (base ?? globalThis.fetch)(input, { ...init, signal: timeoutSignal(timeoutMs, init?.signal) })
}

/**
 * `answer` checked against `schema` (valibot, through Standard Schema): its output, or
 * WalletModalError 'Invalid answer from <url>: <field>: <problem>' (code 'INVALID_RESPONSE', the
 * issues as `cause`) naming the first issue; the field is '(answer)' when the answer itself is wrong.
 */
export function checkAnswer<T>(url: string, schema: AnswerSchema<T>, answer: unknown): T {
  const result = schema['~standard'].validate(answer)
  if ('then' in result) throw new TypeError('checkAnswer: the schema must validate synchronously')
  if (!result.issues) return result.value
  const issue = result.issues[0]!
  const field = issue.path?.map((step) => String(typeof step === 'object' ? step.key : step)).join('.') || '(answer)'
  throw new WalletModalError(`Invalid answer from ${url}: ${field}: ${issue.message}`, {
    code: 'INVALID_RESPONSE',
    cause: result.issues,
  })
}

/** The error a timed-out request becomes: 'Request timed out after <ms> ms: <url>' (code 'TIMEOUT'). */
function timeoutError(url: string, timeoutMs: number, cause: unknown): WalletModalError {
  return new WalletModalError(`Request timed out after ${timeoutMs} ms: ${url}`, { code: 'TIMEOUT', cause })
}

/**
 * Creates a client for `options.baseUrl`.
 * Errors: {@link HttpError} `HTTP status code: N` for a non-OK answer (after the
 * retries when retried); WalletModalError `Network request failed: <url>`
 * (code 'NETWORK_ERROR', cause the TypeError) when the network stays down;
 * WalletModalError `Request timed out after <ms> ms: <url>` (code 'TIMEOUT') when an attempt gets
 * no full answer within `timeoutMs` (not retried: a server that hangs once is likely to hang again,
 * and the caller's view shows its error with Retry);
 * WalletModalError `Invalid JSON in response from <url>` (code 'INVALID_JSON');
 * WalletModalError `Invalid answer from <url>: <field>: <problem>` (code 'INVALID_RESPONSE') when
 * the answer fails the call's schema.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const retryCount = options.retryCount ?? HTTP_RETRY_COUNT
  const baseDelayMs = options.retryBaseDelayMs ?? HTTP_RETRY_BASE_DELAY_MS
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const maxInFlight = options.maxInFlight ?? IN_FLIGHT_CACHE_LIMIT
  const defaultTimeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const inFlight = new Map<string, Promise<unknown>>()

  /** One request: fetched with retries, then `read` from the answer, all within one timeout per attempt. */
  async function send<T>(
    url: string,
    init: RequestInit,
    retries: number,
    read: (response: Response) => Promise<T>,
    timeoutMs = defaultTimeoutMs,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      // The signal also bounds reading the body: a server may send headers and then stall.
      const signal = timeoutSignal(timeoutMs)
      let response: Response
      try {
        response = await doFetch(url, { ...init, signal })
      } catch (cause) {
        if (signal.aborted || isTimeoutError(cause)) throw timeoutError(url, timeoutMs, cause)
        if (!isNetworkError(cause)) throw cause
        if (attempt < retries) {
          await sleep(retryDelayMs(attempt, baseDelayMs, null))
          continue
        }
        throw new WalletModalError(`Network request failed: ${url}`, { code: 'NETWORK_ERROR', cause })
      }
      if (response.ok) {
        try {
          return await read(response)
        } catch (cause) {
          if (signal.aborted || isTimeoutError(cause)) throw timeoutError(url, timeoutMs, cause)
          throw cause
        }
      }
      if (attempt < retries && shouldRetryStatus(response.status)) {
        // Release the unread body so the connection can be reused by the retry.
        response.body?.cancel().catch(() => undefined)
        await sleep(retryDelayMs(attempt, baseDelayMs, response.headers.get('Retry-After')))
        continue
      }
      throw new HttpError(response.status, { url })
    }
  }

  async function readJson<T>(url: string, response: Response, schema?: AnswerSchema<T>): Promise<T> {
    let json: unknown
    if (response.status !== 204) {
      const text = await response.text()
      try {
        json = JSON.parse(text)
      } catch (cause) {
        throw new WalletModalError(`Invalid JSON in response from ${url}`, { code: 'INVALID_JSON', cause })
      }
    }
    return schema ? checkAnswer(url, schema, json) : (json as T)
  }

  const urlOf = (path: string, params?: QueryParams) =>
    buildUrl(options.baseUrl, path, { ...params, ...options.params }, options.clientId)

  /** Shares one pending promise per key; settled entries leave the map. */
  function deduplicate<T>(key: string, run: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key)
    if (pending) return pending as Promise<T>
    if (inFlight.size >= maxInFlight) return run()
    const promise = run().finally(() => {
      if (inFlight.get(key) === promise) inFlight.delete(key)
    })
    inFlight.set(key, promise)
    return promise
  }

  const getInit: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } }

  return {
    get<T>(path: string, params?: QueryParams, requestOptions?: RequestOptions<T>): Promise<T> {
      const url = urlOf(path, params)
      // Callers with different schemas may share one fetch: each checks the shared JSON itself.
      const json = deduplicate(`json ${url}`, () =>
        send(
          url,
          getInit,
          requestOptions?.retries ?? retryCount,
          (response) => readJson<unknown>(url, response),
          requestOptions?.timeoutMs,
        ),
      )
      const schema = requestOptions?.schema
      return schema ? json.then((answer) => checkAnswer(url, schema, answer)) : (json as Promise<T>)
    },

    post<T>(path: string, body: unknown, params?: QueryParams, postOptions?: PostOptions<T>): Promise<T> {
      const url = urlOf(path, params)
      const init: RequestInit = {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }
      return send(
        url,
        init,
        postOptions?.retries ?? (postOptions?.idempotent ? retryCount : 0),
        (response) => readJson<T>(url, response, postOptions?.schema),
        postOptions?.timeoutMs,
      )
    },

    getBlob(path: string, params?: QueryParams): Promise<Blob> {
      const url = urlOf(path, params)
      return deduplicate(`blob ${url}`, () => send(url, { method: 'GET' }, retryCount, (response) => response.blob()))
    },

    inFlightSize: () => inFlight.size,
  }
}
