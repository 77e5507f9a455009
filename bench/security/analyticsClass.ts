/**
 * The security review's error-analytics class: junk events sent to the analytics endpoint. Bench
 * code only.
 */
import { call, freshIp, postJson, statusIn, type Recorder } from './harness.js'
import { LOWERED_LIMITS, OPERATOR_TOKEN, SHOP, type Servers } from './servers.js'
import { freshWindow } from './namesClasses.js'

export const ANALYTICS = 'Error-analytics junk'

const errorEvent = (n: number, text = 'Failed to connect') => ({
  eventId: `bench-${n.toString().padStart(6, '0')}-${Date.now().toString(36)}`,
  url: 'https://shop.test/',
  domain: 'shop.test',
  timestamp: Date.now(),
  props: {
    type: 'error',
    event: 'CONNECT_ERROR',
    errorType: 'Error',
    errorMessage: text,
    stackTrace: 'at f (x.js:1:2)',
  },
})

export async function analyticsClass(rec: Recorder, s: Servers): Promise<void> {
  const post = (project: string, body: unknown, origin: string | undefined, ip = freshIp()) =>
    postJson(`${s.urls.project}/e?projectId=${project}&st=bench&sv=1`, body, origin ? { Origin: origin } : {}, ip)
  let n = 0
  const real = errorEvent(++n, 'the real error')
  await rec.input(ANALYTICS, false, 'a real event from the shop', '204', () => post('shop', real, SHOP), statusIn(204))
  for (const origin of [
    'https://evil.test',
    undefined,
    'null',
    'https://shop.test.evil.test',
    'http://shop.test',
    'https://shop.test:8443',
    'https://evilshop.test',
    'https://sub.shop.test',
  ]) {
    await rec.input(
      ANALYTICS,
      true,
      `an event from origin ${origin ?? '(none)'}`,
      '403',
      () => post('shop', errorEvent(++n), origin),
      statusIn(403),
    )
  }
  await rec.input(
    ANALYTICS,
    true,
    'an event for a project with analytics off',
    '403',
    () => post('quiet', errorEvent(++n), SHOP),
    statusIn(403),
  )
  await rec.input(
    ANALYTICS,
    true,
    'an event for an unknown project',
    '404',
    () => post('nobody', errorEvent(++n), SHOP),
    statusIn(404),
  )
  // The spec's client limit, on the server: 5 per 60 s per client.
  await freshWindow(60_000, 5_000)
  const client = freshIp()
  for (let i = 0; i < 9; i++) {
    const within = i < 5
    await rec.input(
      ANALYTICS,
      !within,
      `event #${i + 1} from one client in a minute`,
      within ? '204' : '429',
      () => post('shop', errorEvent(++n), SHOP, client),
      statusIn(within ? 204 : 429),
    )
  }
  // The project's write quota: junk from many IPs past it is refused, and the real event stays listed.
  await freshWindow(3_600_000, 15_000)
  const { limit } = LOWERED_LIMITS.projectEventQuota
  const stored = 6 // the real event and the client's 5
  for (let i = stored; i < limit + 12; i++) {
    const within = i < limit
    await rec.input(
      ANALYTICS,
      !within,
      within
        ? `junk event #${i + 1} within the project's quota (from a new IP)`
        : `junk event #${i + 1} past the project's quota (new IP)`,
      within ? '204' : '429',
      () => post('shop', errorEvent(++n, 'junk'), SHOP),
      statusIn(within ? 204 : 429),
    )
  }
  await rec.input(
    ANALYTICS,
    true,
    'eviction of the real event by the junk',
    'the real event still listed',
    () =>
      call(`${s.urls.project}/e?projectId=shop&limit=1000`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } }),
    (a) =>
      (a.status === 200 && a.json.events.some((e: { eventId: string }) => e.eventId === real.eventId)) ||
      'the real event is gone',
  )
}
