/**
 * Which embedded provider answers EIP-5792's methods: a smart account needs both the choice and a
 * bundler on the current network; elsewhere each method is refused with -32004 naming it, and a
 * smart provider without a signed-in account asks for the email sign-in first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeSigner, EMBEDDED_ACCOUNT } from '../../actions/testContext.js'
import type { NetworkConfig } from '../../core/options.js'
import { createEmbeddedEvmProvider } from './embeddedProvider.js'
import { BUNDLER_NETWORK } from './smartAccount/__fixtures__/bundlerNetwork.js'

const WITH_BUNDLER = BUNDLER_NETWORK
const WITHOUT_BUNDLER: NetworkConfig = { caipNetworkId: 'eip155:31338', name: 'Anvil B', rpcUrl: 'http://b.test/' }

function provider(networks: NetworkConfig[], signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_: unknown, init?: RequestInit) => {
      const { id } = JSON.parse(String(init?.body)) as { id: number }
      return Response.json({ jsonrpc: '2.0', id, result: '0x' })
    }),
  )
  const signer = createFakeSigner()
  if (signedIn) signer.setAccount(EMBEDDED_ACCOUNT)
  return createEmbeddedEvmProvider({
    host: signer.host,
    networks,
    onDisallowed: () => undefined,
    preferredAccountType: 'smartAccount',
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('EIP-5792 on the embedded provider', () => {
  it('chosen as a smart account on a network without a bundler: no capabilities, and each method refused with -32004 naming it', async () => {
    const eip1193 = provider([WITHOUT_BUNDLER], true)
    expect(await eip1193.request({ method: 'wallet_getCapabilities' })).toEqual({})
    for (const method of ['wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_showCallsStatus'])
      await expect(eip1193.request({ method, params: [] })).rejects.toMatchObject({
        code: -32004,
        message: `${method} needs a smart account on this network`,
      })
  })

  it('a smart account not signed in is asked to sign in with its email first', async () => {
    const eip1193 = provider([WITH_BUNDLER], false)
    for (const method of ['wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_showCallsStatus'])
      await expect(eip1193.request({ method, params: [] })).rejects.toMatchObject({
        code: 4100,
        message: 'Sign in with your email first',
      })
  })
})
