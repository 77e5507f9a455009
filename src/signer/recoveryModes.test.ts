/**
 * The recovery share's two modes through the signer session, over an in-memory auth
 * server and device store (the real ones are covered end to end by e2e/email-*.spec.ts): what the
 * server receives, what a new device asks for, and that a wrong passphrase changes nothing.
 */
import { describe, expect, it } from 'vitest'
import type { AuthApi, ServerAccount } from './authApi.js'
import { fromBase64Url } from './authApi.js'
import type { AddressCommitment } from './keys/derive.js'
import type { DeviceShare, DeviceStore } from './keys/deviceStore.js'
import { decryptRecoveryShare, RecoveryPassphraseError } from './keys/recovery.js'
import { createSignerSession } from './signerSession.js'

type Mode = 'operator' | 'passphrase'

/** One user's account on a fake auth server: the wallet's commitment and the shares as received. */
function fakeAuthServer() {
  const state: {
    wallet?: ServerAccount['wallet']
    shares: Partial<Record<'auth' | 'recovery' | 'device-auth', string>>
    deviceAuthWrites: number
  } = { shares: {}, deviceAuthWrites: 0 }
  const account = (): ServerAccount => ({ email: 'ada@example.com', ...(state.wallet ? { wallet: state.wallet } : {}) })
  const api = {
    startLogin: async () => ({
      challengeId: 'c1',
      expiresAt: '',
      resendAt: '',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    }),
    verifyLogin: async () => ({ token: 'token', account: account() }),
    session: async () => ({ account: account() }),
    signOut: async () => ({}),
    createWallet: async (
      wallet: AddressCommitment & { recoveryMode: Mode; authShare: string; recoveryShare: string },
    ) => {
      if (state.wallet) throw new Error('a wallet exists')
      state.wallet = { eip155: wallet.eip155, solana: wallet.solana, recoveryMode: wallet.recoveryMode }
      state.shares.auth = wallet.authShare
      state.shares.recovery = wallet.recoveryShare
      return { wallet: state.wallet }
    },
    share: async (kind: 'auth' | 'recovery' | 'device-auth') => {
      const share = state.shares[kind]
      if (!share) throw new Error(`no ${kind} share`)
      return share
    },
    storeDeviceShare: async (share: string) => {
      state.shares['device-auth'] = share
      state.deviceAuthWrites++
      return {}
    },
  }
  return { api: api as unknown as AuthApi, state }
}

/** A device's signer storage, in memory (the real one wraps the share under a non-extractable key). */
function memoryDeviceStore(): DeviceStore & { shares: Map<string, DeviceShare> } {
  let token: string | undefined
  const shares = new Map<string, DeviceShare>()
  return {
    persistent: false,
    shares,
    deviceId: async () => 'device',
    sessionToken: async () => token,
    setSessionToken: async (next) => void (token = next),
    deviceShare: async (wallet) => shares.get(wallet.eip155),
    setDeviceShare: async (share, pairsWith, commitment) =>
      void shares.set(commitment.eip155, { share, pairsWith, commitment }),
  }
}

/** Signs in on a device; `answers` are the passphrases the user types, in order; `asked` records each prompt. */
async function signIn(api: AuthApi, store: DeviceStore, recoveryMode: Mode, answers: string[]) {
  const asked: Array<[string, string | undefined]> = []
  const session = createSignerSession({
    api,
    store,
    site: 'https://app.example',
    recoveryMode,
    promptPassphrase: async (kind, error) => {
      asked.push([kind, error])
      const answer = answers.shift()
      if (answer === undefined) throw new Error('no more passphrases')
      return answer
    },
  })
  await session.startLogin('ada@example.com')
  return { asked, account: session.verifyLogin('123456') }
}

const PASSPHRASE = 'correct horse battery'

describe('passphrase recovery mode', () => {
  it('the server only gets the recovery share sealed under the passphrase; a new device asks for it, refuses a wrong one, and recovers the same addresses', {
    timeout: 60_000,
  }, async () => {
    const server = fakeAuthServer()
    const first = await signIn(server.api, memoryDeviceStore(), 'passphrase', [PASSPHRASE])
    const created = await first.account
    expect(first.asked).toEqual([['create', undefined]])
    expect(server.state.wallet?.recoveryMode).toBe('passphrase')
    // Format 2: version | m u32 | t | p | salt 16 | nonce 12 | 17-byte share + 16-byte tag: ciphertext, not a share.
    const sealed = fromBase64Url(server.state.shares.recovery!)
    expect(sealed.length).toBe(1 + 4 + 1 + 1 + 16 + 12 + 17 + 16)
    expect((await decryptRecoveryShare(sealed, PASSPHRASE)).length).toBe(17)

    const device = memoryDeviceStore()
    const second = await signIn(server.api, device, 'operator', ['wrong horse battery', PASSPHRASE])
    const recovered = await second.account
    // The wallet's own mode decides, not the signer config of the device that recovers it.
    expect(second.asked).toEqual([
      ['recover', undefined],
      ['recover', 'Wrong recovery passphrase'],
    ])
    expect({ eip155: recovered.eip155, solana: recovered.solana }).toEqual({
      eip155: created.eip155,
      solana: created.solana,
    })
    expect(device.shares.get(created.eip155)?.pairsWith).toBe('device-auth')
    expect(server.state.deviceAuthWrites).toBe(1)
  })

  it('five wrong passphrases end the login with "Wrong recovery passphrase" and change nothing: no share stored or replaced, the right one still works', {
    timeout: 60_000,
  }, async () => {
    const server = fakeAuthServer()
    const created = await (await signIn(server.api, memoryDeviceStore(), 'passphrase', [PASSPHRASE])).account
    const before = { ...server.state.shares }

    const device = memoryDeviceStore()
    const wrong = await signIn(
      server.api,
      device,
      'passphrase',
      Array.from({ length: 5 }, (_, i) => `wrong passphrase ${i}`),
    )
    await expect(wrong.account).rejects.toThrow(new RecoveryPassphraseError())
    expect(wrong.asked).toHaveLength(5)
    expect(device.shares.size).toBe(0)
    expect(server.state.shares).toEqual(before)
    expect(server.state.deviceAuthWrites).toBe(0)

    const again = await (await signIn(server.api, device, 'passphrase', [PASSPHRASE])).account
    expect(again.eip155).toBe(created.eip155)
  })
})

describe('operator recovery mode (custodial)', () => {
  it('asks for no passphrase: the recovery share goes to the server as is (sealed there under the recovery key) and a new device recovers without a prompt', async () => {
    const server = fakeAuthServer()
    const first = await signIn(server.api, memoryDeviceStore(), 'operator', [])
    const created = await first.account
    expect(first.asked).toEqual([])
    expect(server.state.wallet?.recoveryMode).toBe('operator')
    expect(fromBase64Url(server.state.shares.recovery!).length).toBe(17)

    const second = await signIn(server.api, memoryDeviceStore(), 'passphrase', [])
    const recovered = await second.account
    expect(second.asked).toEqual([])
    expect(recovered.eip155).toBe(created.eip155)
    expect(recovered.solana).toBe(created.solana)
  })
})
