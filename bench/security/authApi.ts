/**
 * The auth server's OTP API as the security review's auth classes call it, fresh addresses and wrong
 * codes. Bench code only.
 */
import { proof, type DeviceKey } from './dpop.js'
import { call, freshIp, postJson } from './harness.js'
import { APP, SIGNER, type Servers } from './servers.js'

let emails = 0
/** An address no earlier call gave (the auth server limits codes per address). */
export const freshEmail = (who: string) => `${who}-${++emails}-${Date.now().toString(36)}@example.test`
/** A six-digit code that is not `right`. */
export const wrongCode = (right: string, i: number) => {
  let n = (Number(right) + 1 + i * 7919) % 1_000_000
  if (n === Number(right)) n = (n + 1) % 1_000_000
  return String(n).padStart(6, '0')
}

/** The auth server's OTP start and verify calls, from the signer's origin and a fresh IP unless told. */
export function authApi(s: Servers) {
  const url = s.urls.auth
  return {
    start: (email: string, ip = freshIp()) =>
      postJson(`${url}/otp/start`, { email, site: APP }, { Origin: SIGNER }, ip),
    verify: (challengeId: unknown, code: string, ip = freshIp(), deviceId = 'device-0001', key?: DeviceKey) =>
      postJson(
        `${url}/otp/verify`,
        { challengeId, code, deviceId, ...(key ? { dpopKey: key.jwk } : {}) },
        { Origin: SIGNER },
        ip,
      ),
    /** A GET as a signed-in device: the bearer token and, with `key`, a DPoP proof for this URL. */
    get: async (path: string, token?: string, headers: Record<string, string> = {}, key?: DeviceKey) =>
      call(`${url}${path}`, {
        headers: {
          Origin: SIGNER,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(key && token ? { DPoP: await proof(key, 'GET', `${url}${path}`, token, s.authNow()) } : {}),
          ...headers,
        },
      }),
  }
}
