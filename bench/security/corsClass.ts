/**
 * The security review's CORS class: requests from origins the services do not allow. Bench code only.
 */
import { call, postJson, type Answer, type Recorder } from './harness.js'
import { APP, SIGNER, type Servers } from './servers.js'

export const CORS = 'CORS from disallowed origins'

export async function corsClass(rec: Recorder, s: Servers): Promise<void> {
  const targets: [string, string, string][] = [
    ['auth', `${s.urls.auth}/otp/start`, SIGNER],
    ['siwx', `${s.urls.siwx}/verify`, APP],
    ['names', `${s.urls.names}/register`, APP],
    ['ramp', `${s.urls.ramp}/ramp/moonpay/checkout`, APP],
  ]
  const hostile = (allowed: string) => [
    'https://evil.test',
    'null',
    `${allowed}.evil.test`,
    allowed.replace('https://', 'https://evil'),
    allowed.replace('https://', 'http://'),
    `${allowed}:444`,
    `${allowed}/`,
    `https://evil.test, ${allowed}`,
  ]
  const grants = (a: Answer, origin: string) => {
    const acao = a.headers.get('Access-Control-Allow-Origin')
    return (
      acao === '*' || (acao !== null && acao === origin) || a.headers.get('Access-Control-Allow-Credentials') === 'true'
    )
  }
  for (const [name, url, allowed] of targets) {
    for (const origin of hostile(allowed)) {
      await rec.input(
        CORS,
        true,
        `${name} preflight from ${origin}`,
        'no Access-Control-Allow-Origin for it',
        () =>
          call(url, {
            method: 'OPTIONS',
            headers: {
              Origin: origin,
              'Access-Control-Request-Method': 'POST',
              'Access-Control-Request-Headers': 'content-type',
            },
          }),
        (a) => !grants(a, origin) || 'the origin is granted',
      )
      await rec.input(
        CORS,
        true,
        `${name} POST from ${origin}`,
        'no Access-Control-Allow-Origin for it',
        () => postJson(url, '{}', { Origin: origin }),
        (a) => !grants(a, origin) || 'the origin is granted',
      )
    }
    await rec.input(
      CORS,
      false,
      `${name} preflight from the allowed origin`,
      'Access-Control-Allow-Origin: it',
      () =>
        call(url, {
          method: 'OPTIONS',
          headers: {
            Origin: allowed,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        }),
      (a) => a.headers.get('Access-Control-Allow-Origin') === allowed || 'not granted',
    )
  }
}
