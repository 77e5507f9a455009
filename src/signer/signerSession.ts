import type { CodeSent, EmbeddedAccount } from '../core/embedded/protocol.js'
import { AuthApiError, fromBase64Url, toBase64Url, type AuthApi, type ServerAccount } from './authApi.js'
import { commitmentOf, deriveFromEntropy, type AddressCommitment, type WalletKeys } from './keys/derive.js'
import type { DeviceStore } from './keys/deviceStore.js'
import { decryptRecoveryShare, encryptRecoveryShare, RecoveryPassphraseError } from './keys/recovery.js'
import { newEntropy, rebuildWallet, ShareMismatchError, splitForDevice, splitWallet } from './keys/shares.js'

/** What the session needs from the page around it. */
export interface SignerSessionDeps {
  api: AuthApi
  store: DeviceStore
  /** The embedding site (the handshake's verified origin), named in code mails. */
  site: string
  /** How a new wallet's recovery share is protected (the operator's choice, from the signer config). */
  recoveryMode: 'operator' | 'passphrase'
  /** Asks the user, inside the frame, for a passphrase: a new one ('create') or the wallet's ('recover'), with the last attempt's error. */
  promptPassphrase(kind: 'create' | 'recover', error?: string): Promise<string>
}

/** A login or email-change step in progress. */
interface Pending {
  email: string
  challengeId: string
}

/**
 * The signer's state: the session token, the code challenges in progress, and, once unlocked, the
 * wallet's keys (in this object only). Unlocking never makes a new wallet for a user who has one:
 * a device share + auth share that do not rebuild the committed addresses is an error.
 */
export function createSignerSession(deps: SignerSessionDeps) {
  const { api, store } = deps
  let keys: WalletKeys | undefined
  let account: EmbeddedAccount | undefined
  let login: Pending | undefined
  let change: (Pending & { step: 'old' | 'new' }) | undefined

  // In this browser's time: the server says how far ahead, so a clock that differs does not matter.
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
  const sent = (email: string, answer: { expiresInSeconds: number; resendAfterSeconds: number }): CodeSent => ({
    email,
    expiresAt: inSeconds(answer.expiresInSeconds),
    resendAt: inSeconds(answer.resendAfterSeconds),
  })

  /** Who signed in, as the account reports it: an email login's address, a social login's profile. */
  type Identity = Pick<EmbeddedAccount, 'email' | 'username' | 'socialProvider'>
  const identityOf = (server: ServerAccount): Identity => ({
    ...(server.email ? { email: server.email } : {}),
    ...(server.username ? { username: server.username } : {}),
    ...(server.socialProvider ? { socialProvider: server.socialProvider } : {}),
  })

  /** Creates the wallet: entropy → 2-of-3 shares; the auth and recovery shares to the server, the device share here. */
  async function createWallet(identity: Identity): Promise<void> {
    const entropy = newEntropy()
    try {
      const made = await deriveFromEntropy(entropy)
      const commitment = commitmentOf(made)
      const shares = await splitWallet(entropy)
      const recoveryShare =
        deps.recoveryMode === 'passphrase'
          ? await encryptRecoveryShare(shares.recovery, await deps.promptPassphrase('create'))
          : shares.recovery
      await api.createWallet({
        ...commitment,
        recoveryMode: deps.recoveryMode,
        authShare: toBase64Url(shares.auth),
        recoveryShare: toBase64Url(recoveryShare),
      })
      await store.setDeviceShare(shares.device, 'auth', commitment)
      keys = made
      account = { ...identity, ...commitment, recoveryMode: deps.recoveryMode }
    } finally {
      entropy.fill(0)
    }
  }

  /** Unlocks an existing wallet: device share + its server pair, or on a new device auth + recovery, then a device pair of its own. */
  async function unlock(identity: Identity, wallet: NonNullable<ServerAccount['wallet']>): Promise<void> {
    const commitment: AddressCommitment = { eip155: wallet.eip155, solana: wallet.solana }
    const local = await store.deviceShare(commitment)
    if (local) {
      const server = fromBase64Url(await api.share(local.pairsWith))
      const rebuilt = await rebuildWallet(local.share, server, commitment)
      rebuilt.entropy.fill(0)
      keys = rebuilt.keys
    } else {
      const auth = fromBase64Url(await api.share('auth'))
      let recovery = fromBase64Url(await api.share('recovery'))
      if (wallet.recoveryMode === 'passphrase') recovery = await openRecoveryShare(recovery)
      const rebuilt = await rebuildWallet(auth, recovery, commitment)
      try {
        const pair = await splitForDevice(rebuilt.entropy)
        await api.storeDeviceShare(toBase64Url(pair.deviceAuth))
        await store.setDeviceShare(pair.device, 'device-auth', commitment)
      } finally {
        rebuilt.entropy.fill(0)
      }
      keys = rebuilt.keys
    }
    account = { ...identity, ...commitment, recoveryMode: wallet.recoveryMode }
  }

  /** Asks for the passphrase until it opens the recovery share (5 tries). */
  async function openRecoveryShare(sealed: Uint8Array): Promise<Uint8Array> {
    let error: string | undefined
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        return await decryptRecoveryShare(sealed, await deps.promptPassphrase('recover', error))
      } catch (cause) {
        if (!(cause instanceof RecoveryPassphraseError)) throw cause
        error = cause.message
      }
    }
    throw new RecoveryPassphraseError()
  }

  async function enter(server: ServerAccount): Promise<EmbeddedAccount> {
    if (server.wallet) await unlock(identityOf(server), server.wallet)
    else await createWallet(identityOf(server))
    return account!
  }

  return {
    keys: () => keys,
    account: () => account,

    /** Restores the stored session after a reload: the account, unlocked, or null when signed out. */
    async restore(): Promise<EmbeddedAccount | null> {
      if (account) return account
      if (!(await store.sessionToken())) return null
      let server: ServerAccount
      try {
        server = (await api.session()).account
      } catch (error) {
        if (error instanceof AuthApiError && error.status === 401) {
          await store.setSessionToken(undefined)
          return null
        }
        throw error
      }
      try {
        return await enter(server)
      } catch (error) {
        // A session the server no longer releases shares to (made before device binding, or its
        // device key is gone): signed out, the user signs in again.
        if (error instanceof AuthApiError && error.status === 401) {
          keys = undefined
          account = undefined
          await store.setSessionToken(undefined)
          return null
        }
        throw error
      }
    },

    async startLogin(email: string): Promise<CodeSent> {
      const answer = await api.startLogin(email, deps.site)
      login = { email, challengeId: answer.challengeId }
      return sent(email, answer)
    },

    async resendLogin(): Promise<CodeSent> {
      if (!login) throw new AuthApiError('Enter your email first', 400)
      return this.startLogin(login.email)
    },

    /** Keeps a fresh session's token, then creates or unlocks the wallet (a social login's last step). */
    async signIn(token: string, server: ServerAccount): Promise<EmbeddedAccount> {
      login = undefined
      await store.setSessionToken(token)
      return enter(server)
    },

    /** Checks the code, keeps the session token, then creates or unlocks the wallet. */
    async verifyLogin(code: string): Promise<EmbeddedAccount> {
      if (!login) throw new AuthApiError('Enter your email first', 400)
      const { token, account: server } = await api.verifyLogin(login.challengeId, code, await store.deviceId())
      login = undefined
      await store.setSessionToken(token)
      return enter(server)
    },

    async signOut(): Promise<void> {
      const hadToken = await store.sessionToken()
      keys = undefined
      account = undefined
      login = undefined
      change = undefined
      await store.setSessionToken(undefined)
      if (hadToken) await api.signOut().catch(() => undefined)
    },

    async startEmailChange(email: string): Promise<CodeSent> {
      if (!account) throw new AuthApiError('Not signed in', 401)
      if (!account.email || account.socialProvider) throw new AuthApiError('This account has no email address', 400)
      const answer = await api.startEmailChange(email, deps.site)
      change = { email, challengeId: answer.challengeId, step: 'old' }
      return sent(account.email, answer)
    },

    async verifyEmailChange(
      code: string,
    ): Promise<{ step: 'new'; sent: CodeSent } | { step: 'done'; account: EmbeddedAccount }> {
      if (!account || !change) throw new AuthApiError('Enter the new email first', 400)
      if (change.step === 'old') {
        const answer = await api.confirmOldEmail(change.challengeId, code, deps.site)
        change = { email: answer.email, challengeId: answer.challengeId, step: 'new' }
        return { step: 'new', sent: sent(answer.email, answer) }
      }
      const { email } = await api.confirmNewEmail(change.challengeId, code)
      change = undefined
      account = { ...account, email }
      return { step: 'done', account }
    },

    async resendEmailChange(): Promise<CodeSent> {
      if (!account || !change) throw new AuthApiError('Enter the new email first', 400)
      if (change.step === 'old') return this.startEmailChange(change.email)
      const answer = await api.resendNewEmail(change.challengeId, deps.site)
      change = { email: answer.email, challengeId: answer.challengeId, step: 'new' }
      return sent(answer.email, answer)
    },
  }
}

/** The session returned by {@link createSignerSession}. */
export type SignerSession = ReturnType<typeof createSignerSession>

export { ShareMismatchError }
