import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { freshModule } from '../../core/__fixtures__/freshModule.js'
import { reportModalError } from '../../core/analytics/modalErrors.js'
import { SDK_VERSION } from '../../core/constants.js'
import type { ProjectOptions, WalletModalOptions } from '../../core/options.js'
import { startPlatform } from './startPlatform.js'

// A generous bound: an answer of the fake service must never time out on a busy machine.
const PROJECT: ProjectOptions = { api: 'https://project.test/api', projectId: 'p1', timeoutMs: 30_000 }
const PAGE = { host: 'app.test', hostname: 'app.test', origin: 'https://app.test', pathname: '/shop' }

/** One route's answer: a JSON body with status 200, a Response, or 'hang' (never answers until aborted). */
type Answer = unknown
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/**
 * A fake fetch of the project service: `answers` by route ('appkit/v1/config', 'projects/v1/origins',
 * 'getAnalyticsConfig', 'e'); a route without one answers 404. Records every request.
 */
function fakeService(answers: Record<string, Answer | (() => Answer)>) {
  const requests: { route: string; method: string; url: URL; body?: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const route = url.pathname.replace('/api/', '')
    requests.push({ route, method: init?.method ?? 'GET', url, body: init?.body && JSON.parse(String(init.body)) })
    const answer = answers[route]
    const value = typeof answer === 'function' ? (answer as () => Answer)() : answer
    if (value === 'hang')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    if (value instanceof Promise) return value as Promise<Response>
    if (value instanceof Response) return value
    return value === undefined ? json({ error: 'not found' }, 404) : json(value)
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, requests, routes: () => requests.map((r) => r.route) }
}

const ALLOWED = { allowedOrigins: ['https://app.test'] }
const ANALYTICS_OFF = { isAnalyticsEnabled: false }

function setUp(options: WalletModalOptions = { project: PROJECT }) {
  const test = createTestContext(options)
  vi.stubGlobal('location', PAGE)
  return test
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})
const warnings = () => warn.mock.calls.map((call: unknown[]) => String(call[0]))

describe('startPlatform: what it fetches', () => {
  it('fetches nothing without a project option', async () => {
    const service = fakeService({})
    const { context } = setUp({})
    await startPlatform(context)
    expect(service.fetch).not.toHaveBeenCalled()
  })

  it('GETs config, origins and analytics config once each, with projectId, st, sv and clientId', async () => {
    const service = fakeService({
      'appkit/v1/config': {},
      'projects/v1/origins': ALLOWED,
      getAnalyticsConfig: ANALYTICS_OFF,
    })
    const { context } = setUp()
    await startPlatform(context)
    expect(service.routes().sort()).toEqual(['appkit/v1/config', 'getAnalyticsConfig', 'projects/v1/origins'])
    for (const { url, method } of service.requests) {
      expect(method).toBe('GET')
      expect(url.origin + url.pathname.slice(0, 5)).toBe('https://project.test/api/')
      expect(url.searchParams.get('projectId')).toBe('p1')
      expect(url.searchParams.get('st')).toBe('wm')
      expect(url.searchParams.get('sv')).toBe(`wallet-modal-${SDK_VERSION}`)
      expect(url.searchParams.get('clientId')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(warnings()).toEqual([])
  })

  it('skips the analytics config when the host turned analytics off', async () => {
    const service = fakeService({ 'appkit/v1/config': {}, 'projects/v1/origins': ALLOWED })
    const { context } = setUp({ project: PROJECT, features: { analytics: false } })
    await startPlatform(context)
    expect(service.routes().sort()).toEqual(['appkit/v1/config', 'projects/v1/origins'])
  })

  it('tries each start-up call once: a 503 is not retried', async () => {
    const service = fakeService({
      'appkit/v1/config': () => json({}, 503),
      'projects/v1/origins': () => json({}, 503),
      getAnalyticsConfig: () => json({}, 503),
    })
    const { context } = setUp()
    await startPlatform(context)
    expect(service.routes().sort()).toEqual(['appkit/v1/config', 'getAnalyticsConfig', 'projects/v1/origins'])
  })

  it("bounds each call by the project's timeoutMs and falls back to the local options", async () => {
    fakeService({ 'appkit/v1/config': 'hang', 'projects/v1/origins': ALLOWED, getAnalyticsConfig: ANALYTICS_OFF })
    const { context, store } = setUp({ project: { ...PROJECT, timeoutMs: 40 }, features: { swaps: true } })
    await startPlatform(context)
    // toContain: on a busy machine the other two answers might also take over 40 ms.
    expect(warnings()).toContain(
      'wallet-modal: the config of project "p1" could not be used (Request timed out after 40 ms: https://project.test/api/appkit/v1/config' +
        `?projectId=p1&st=wm&sv=wallet-modal-${SDK_VERSION}&clientId=${context.persistence.get('clientId', (x): x is string => typeof x === 'string')}); using the local options.`,
    )
    expect(store.getState().options.features.swaps).toBe(true)
  })
})

describe('startPlatform: the remote config', () => {
  it('merges the known remote flags under the host’s own and drops unknown ones', async () => {
    fakeService({
      'appkit/v1/config': { features: { swaps: false, onramp: false, multiWallet: true, futureFlag: true } },
      'projects/v1/origins': ALLOWED,
      getAnalyticsConfig: ANALYTICS_OFF,
    })
    const { context, store } = setUp({ project: PROJECT, features: { onramp: true } })
    await startPlatform(context)
    const { options } = store.getState()
    expect(options.remoteFeatures).toEqual({ swaps: false, onramp: false, multiWallet: true, analytics: false })
    expect(options.features).toMatchObject({ swaps: false, onramp: true, multiWallet: true, analytics: false })
  })

  it('keeps the config flags and the analytics answer together in remoteFeatures', async () => {
    fakeService({
      'appkit/v1/config': { features: { swaps: false } },
      'projects/v1/origins': ALLOWED,
      getAnalyticsConfig: { isAnalyticsEnabled: true },
    })
    const { context, store } = setUp()
    await startPlatform(context)
    expect(store.getState().options.remoteFeatures).toEqual({ swaps: false, analytics: true })
    expect(store.getState().options.features).toMatchObject({ swaps: false, analytics: true })
  })

  it('warns and keeps the local options on a malformed config answer', async () => {
    fakeService({
      'appkit/v1/config': { features: { swaps: 'no' } },
      'projects/v1/origins': ALLOWED,
      getAnalyticsConfig: ANALYTICS_OFF,
    })
    const { context, store } = setUp()
    await startPlatform(context)
    expect(store.getState().options.features.swaps).toBe(true)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatch(
      /^wallet-modal: the config of project "p1" could not be used \(Invalid answer from .*appkit\/v1\/config.*: features\.swaps: .*\); using the local options\.$/,
    )
  })

  it('drops the answers of a project the host has replaced meanwhile', async () => {
    let answer!: (response: Response) => void
    const config = new Promise<Response>((resolve) => {
      answer = resolve
    })
    fakeService({
      'appkit/v1/config': () => config,
      'projects/v1/origins': { allowedOrigins: [] },
      getAnalyticsConfig: { isAnalyticsEnabled: true },
    })
    const { context, store } = setUp()
    const done = startPlatform(context)
    store.setState((s) => ({ options: { ...s.options, project: { ...PROJECT, projectId: 'p2' } } }))
    answer(json({ features: { swaps: false } }))
    await done
    expect(store.getState().options.remoteFeatures).toBeUndefined()
    expect(store.getState().options.features.swaps).toBe(true)
    expect(store.getState().originNotAllowed).toBeUndefined()
  })
})

describe('startPlatform: the outdated-version warning', () => {
  // The warning is said once per page: each test loads its own copy of the module (its dependencies shared).
  const freshStart = async () => {
    return (await freshModule<typeof import('./startPlatform.js')>(new URL('./startPlatform.js', import.meta.url)))
      .startPlatform
  }
  const withLatest = (latestVersion: string | undefined) =>
    fakeService({
      'appkit/v1/config': { latestVersion },
      'projects/v1/origins': ALLOWED,
      getAnalyticsConfig: ANALYTICS_OFF,
    })

  it('warns once per page when the config names a newer version', async () => {
    const start = await freshStart()
    withLatest('99.0.0')
    await start(setUp().context)
    await start(setUp().context)
    expect(warnings()).toEqual([
      `wallet-modal: this page uses wallet-modal ${SDK_VERSION}, but the latest published version is 99.0.0. Update wallet-modal to get the latest fixes.`,
    ])
  })

  it('says nothing when this version is the latest, or the config names none', async () => {
    const start = await freshStart()
    withLatest(SDK_VERSION)
    await start(setUp().context)
    withLatest(undefined)
    await start(setUp().context)
    withLatest('99.0.0')
    await start(setUp().context)
    expect(warnings()).toHaveLength(1)
  })
})

describe('startPlatform: the allowed origins', () => {
  /** Starts the platform with `origins` as the origins route's answer: the origin its "not allowed" notice names (undefined: none). */
  const noticeWith = async (origins: Answer) => {
    fakeService({ 'appkit/v1/config': {}, 'projects/v1/origins': origins, getAnalyticsConfig: ANALYTICS_OFF })
    const { context, store } = setUp()
    await startPlatform(context)
    return store.getState().originNotAllowed
  }

  it('leaves an allowed origin alone', async () => {
    expect(await noticeWith({ allowedOrigins: ['https://other.test', 'https://*.test'] })).toBeUndefined()
    expect(warnings()).toEqual([])
  })

  it('shows the notice and names the origin to add when the page is not on the list', async () => {
    expect(await noticeWith({ allowedOrigins: ['https://other.test'] })).toBe('https://app.test')
    expect(warnings()).toEqual([
      'wallet-modal: origin not allowed: https://app.test is not among the allowed origins of project "p1". Add "https://app.test" to the project\'s allowedOrigins on its project server.',
    ])
  })

  it('treats an unreadable list as empty and says why', async () => {
    expect(await noticeWith(() => json({}, 404))).toBe('https://app.test')
    expect(warnings()).toEqual([
      'wallet-modal: origin not allowed: https://app.test is not among the allowed origins of project "p1" (its list could not be read: HTTP status code: 404). Add "https://app.test" to the project\'s allowedOrigins on its project server.',
    ])
  })

  it('treats a malformed list as empty', async () => {
    expect(await noticeWith({ allowedOrigins: 'https://app.test' })).toBe('https://app.test')
    expect(warnings()[0]).toContain('(its list could not be read: Invalid answer from')
  })

  it('reports 429 as RATE_LIMITED and 500-599 as SERVER_ERROR, never as not allowed', async () => {
    const cases: [number, string][] = [
      [429, 'RATE_LIMITED'],
      [500, 'SERVER_ERROR'],
      [503, 'SERVER_ERROR'],
      [599, 'SERVER_ERROR'],
    ]
    for (const [status, code] of cases) {
      warn.mockClear()
      expect(await noticeWith(() => json({}, status))).toBeUndefined()
      expect(warnings()).toEqual([
        `wallet-modal: ${code}: the allowed origins of project "p1" could not be checked (HTTP status code: ${status}); the modal works on.`,
      ])
    }
  })

  it('a 4xx other than 429 is an unreadable list, not a server error', async () => {
    expect(await noticeWith(() => json({}, 499))).toBe('https://app.test')
  })

  it('a network failure is an unreadable list', async () => {
    expect(await noticeWith(() => Promise.reject(new TypeError('fetch failed')))).toBe('https://app.test')
    expect(warnings()[0]).toContain('(its list could not be read: Network request failed: ')
  })
})

describe('startPlatform: error analytics', () => {
  const withAnalytics = (isAnalyticsEnabled: boolean) =>
    fakeService({ 'appkit/v1/config': {}, 'projects/v1/origins': ALLOWED, getAnalyticsConfig: { isAnalyticsEnabled } })
  // The reporter is a dynamic import: on a busy machine it may take longer than waitFor's default second.
  const LOADED_MACHINE = { timeout: 15_000 }
  /** Lets the reporter's dynamic import and its posts run. */
  const posted = async (service: ReturnType<typeof fakeService>, count: number) => {
    await vi.waitFor(
      () => expect(service.routes().filter((r) => r === 'e').length).toBeGreaterThanOrEqual(count),
      LOADED_MACHINE,
    )
    return service.requests.filter((r) => r.route === 'e')
  }

  it('posts a reported failure while the project turns analytics on', async () => {
    const service = withAnalytics(true)
    const { context, store } = setUp()
    await startPlatform(context)
    reportModalError(store, 'SEND_ERROR', new Error('boom'))
    const [post] = await posted(service, 1)
    expect(post?.method).toBe('POST')
    expect(post?.body).toMatchObject({ props: { event: 'SEND_ERROR', errorMessage: 'boom' } })
  })

  it('posts nothing while analytics is off', async () => {
    const service = withAnalytics(false)
    const { context, store } = setUp()
    await startPlatform(context)
    reportModalError(store, 'SEND_ERROR', new Error('boom'))
    // A later report with analytics on proves the first one was not merely slow.
    store.setState((s) => ({ options: { ...s.options, features: { ...s.options.features, analytics: true } } }))
    reportModalError(store, 'CONNECT_ERROR', new Error('second'))
    const posts = await posted(service, 1)
    expect(posts.map((p) => (p.body as { props: { event: string } }).props.event)).toEqual(['CONNECT_ERROR'])
  })

  it('keeps one reporter per instance: its limit of 5 events holds across reports', async () => {
    const service = withAnalytics(true)
    const { context, store } = setUp()
    await startPlatform(context)
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    for (let i = 0; i < 7; i++) reportModalError(store, 'RPC_ERROR', new Error(`failure ${i}`))
    await posted(service, 5)
    await vi.waitFor(() => expect(console.debug).toHaveBeenCalledTimes(2), LOADED_MACHINE)
    expect(service.routes().filter((r) => r === 'e')).toHaveLength(5)
  })
})
