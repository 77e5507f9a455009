import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../../../actions/testContext.js'
import { SIMPLE_7702_DELEGATION_CODE } from '../../../core/embedded/smartAccount.js'
import { setAccount } from '../../../core/store.js'
import { publishSmartAccount } from './accountState.js'

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const OTHER = '0x000000000000000000000000000000000000bEEF'

function connected(address = ME) {
  const { store } = createTestContext()
  setAccount(store, 'eip155', {
    status: 'connected',
    address,
    caipAddress: `eip155:31337:${address}`,
    connectorId: 'AUTH',
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  })
  return store
}
const fields = (store: ReturnType<typeof connected>) => {
  const account = store.getState().accounts.eip155!
  return { preferredAccountType: account.preferredAccountType, smartAccountDeployed: account.smartAccountDeployed }
}

afterEach(() => vi.useRealTimers())

describe('the embedded smart account’s fields in the account state (spec section 3)', () => {
  it('publishes smartAccount, deployed when the EOA’s code is the delegation to Simple7702Account v0.8', async () => {
    const store = connected()
    const request = vi.fn(async () => SIMPLE_7702_DELEGATION_CODE)
    await publishSmartAccount(store, request, ME)
    expect(request).toHaveBeenCalledWith({ method: 'eth_getCode', params: [ME, 'latest'] })
    expect(fields(store)).toEqual({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
  })

  it('not deployed for no code, other code (another delegate) or a failed read', async () => {
    for (const request of [
      async () => undefined,
      async () => '0xef0100000000000000000000000000000000000000aa',
      () => Promise.reject(new Error('offline')),
    ]) {
      const store = connected()
      await publishSmartAccount(store, request, ME)
      expect(fields(store)).toEqual({ preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    }
  })

  it('waits for the adapter to show the account, and never writes another account', async () => {
    const store = connected(OTHER)
    await publishSmartAccount(store, async () => SIMPLE_7702_DELEGATION_CODE, ME)
    expect(fields(store)).toEqual({ preferredAccountType: 'eoa', smartAccountDeployed: false })
    setAccount(store, 'eip155', { status: 'connected', address: ME, caipAddress: `eip155:31337:${ME}` })
    expect(fields(store)).toEqual({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
  })

  it('stops waiting after 30 s', async () => {
    vi.useFakeTimers()
    const { store } = createTestContext()
    await publishSmartAccount(store, async () => SIMPLE_7702_DELEGATION_CODE, ME)
    vi.advanceTimersByTime(30_000)
    setAccount(store, 'eip155', { status: 'connected', address: ME, caipAddress: `eip155:31337:${ME}` })
    expect(fields(store)).toEqual({ preferredAccountType: undefined, smartAccountDeployed: undefined })
  })
})
