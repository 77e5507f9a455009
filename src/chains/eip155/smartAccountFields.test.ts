import { describe, expect, it } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import type { NetworkConfig } from '../../core/options.js'
import { setAccount } from '../../core/store.js'
import { embeddedSmartAccountFields } from './smartAccountFields.js'

const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const A = 'eip155:31337' as const
const B = 'eip155:31338' as const
const NETWORKS: NetworkConfig[] = [
  { caipNetworkId: A, name: 'Anvil A', rpcUrl: 'http://a', bundlerUrl: 'http://bundler-a' },
  { caipNetworkId: B, name: 'Anvil B', rpcUrl: 'http://b' },
]

function storeWith(preferredAccountType: 'eoa' | 'smartAccount' | undefined) {
  return createTestContext({
    networks: NETWORKS,
    embeddedWallet: { signerUrl: 'https://signer.test/', ...(preferredAccountType ? { preferredAccountType } : {}) },
  }).store
}

describe('the embedded account as watchAccount publishes it', () => {
  it('is a smart account, not yet deployed, on a network with a bundler when the host prefers one', () => {
    expect(embeddedSmartAccountFields(storeWith('smartAccount'), A, `${A}:${ME}`)).toEqual({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
  })

  it('stays an EOA (no fields) without the preference or on a network without a bundler', () => {
    expect(embeddedSmartAccountFields(storeWith('eoa'), A, `${A}:${ME}`)).toEqual({})
    expect(embeddedSmartAccountFields(storeWith(undefined), A, `${A}:${ME}`)).toEqual({})
    expect(embeddedSmartAccountFields(storeWith('smartAccount'), B, `${B}:${ME}`)).toEqual({})
  })

  it("follows the user's switch in Account over the host's option, both ways", () => {
    const chosenEoa = storeWith('smartAccount')
    chosenEoa.setState((s) => ({ embedded: { ...s.embedded, preferredAccountType: 'eoa' } }))
    expect(embeddedSmartAccountFields(chosenEoa, A, `${A}:${ME}`)).toEqual({})
    const chosenSmart = storeWith('eoa')
    chosenSmart.setState((s) => ({ embedded: { ...s.embedded, preferredAccountType: 'smartAccount' } }))
    expect(embeddedSmartAccountFields(chosenSmart, A, `${A}:${ME}`)).toEqual({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
  })

  it('keeps smartAccountDeployed read for the same account on the same chain, not for another', () => {
    const store = storeWith('smartAccount')
    setAccount(store, 'eip155', {
      status: 'connected',
      address: ME,
      caipAddress: `${A}:${ME}`,
      connectorId: 'AUTH',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
    expect(embeddedSmartAccountFields(store, A, `${A}:${ME}`).smartAccountDeployed).toBe(true)
    const other = '0x000000000000000000000000000000000000bEEF'
    expect(embeddedSmartAccountFields(store, A, `${A}:${other}`).smartAccountDeployed).toBe(false)
  })
})
