/** The local IdP for a test file (tests only: a fixture, outside the server layer's rules). */
import { afterAll, beforeAll } from 'vitest'
import { freePort } from '../../../testing/stack/freePort.js'
import { startLocalIdentityProvider, type RunningLocalIdp } from '../testing/localIdentityProvider.js'

/** The auth server's public URL in these tests: the local IdP sends the browser back to it. */
export const AUTH_URL = 'http://auth.test'

/** Starts the local IdP before the calling file's tests and stops it after them; the getter answers the running one. */
export function localIdpForFile(): () => RunningLocalIdp {
  let idp: RunningLocalIdp | undefined
  beforeAll(async () => {
    idp = await startLocalIdentityProvider({ port: await freePort(), authPublicUrl: AUTH_URL })
  }, 30_000)
  afterAll(() => idp?.stop())
  return () => {
    if (!idp) throw new Error('the local IdP is not running: call localIdpForFile() at the top of the test file')
    return idp
  }
}
