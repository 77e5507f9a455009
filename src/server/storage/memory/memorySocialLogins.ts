import type { SocialLoginRequest, SocialLoginStore } from '../authTypes.js'

/**
 * Social login requests in process memory (see `memoryAuthStores`): every method runs to completion
 * without awaiting, so each is atomic; rows are copied in and out.
 */
export function memorySocialLoginStore(): SocialLoginStore & { sweep(now: Date): number } {
  const logins = new Map<string, SocialLoginRequest>()
  const copy = (login: SocialLoginRequest | undefined) => login && { ...login }
  return {
    async createLogin(request) {
      logins.set(request.id, { ...request, status: 'pending' })
    },
    async getLogin(id) {
      return copy(logins.get(id))
    },
    async findLoginByState(stateHash) {
      return copy([...logins.values()].find((login) => login.stateHash === stateHash))
    },
    async finishLogin(id, outcome, now) {
      const login = logins.get(id)
      if (login?.status !== 'pending' || login.expiresAt <= now) return false
      if ('userId' in outcome) Object.assign(login, { status: 'complete', userId: outcome.userId })
      else Object.assign(login, { status: 'failed', error: outcome.error })
      return true
    },
    async collectLogin(id, now) {
      const login = logins.get(id)
      if (login?.status !== 'complete' || login.expiresAt <= now) return false
      login.status = 'collected'
      return true
    },
    sweep(now) {
      let deleted = 0
      for (const [id, login] of logins) if (login.expiresAt <= now && logins.delete(id)) deleted++
      return deleted
    },
  }
}
