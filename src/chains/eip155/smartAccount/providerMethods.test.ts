import { describe, expect, it } from 'vitest'
import type { NetworkConfig } from '../../../core/options.js'
import { BUNDLER_NETWORK } from './__fixtures__/bundlerNetwork.js'
import { checkSmartAccountOptions, smartAccountCalls } from './providerMethods.js'

const A: NetworkConfig = { ...BUNDLER_NETWORK, paymasterUrl: 'https://pm.example/api/paymaster' }
const B: NetworkConfig = {
  caipNetworkId: 'eip155:10',
  name: 'B',
  rpcUrl: 'https://b.example',
  bundlerUrl: 'https://b.example/bundler',
}
const C: NetworkConfig = { caipNetworkId: 'eip155:1', name: 'C', rpcUrl: 'https://c.example' }

describe('the embedded provider’s smart-account options and capabilities', () => {
  it('accepts the two account types and http(s) bundler and paymaster URLs', () => {
    expect(() => checkSmartAccountOptions('eoa', [A, B, C])).not.toThrow()
    expect(() => checkSmartAccountOptions('smartAccount', [A, B, C])).not.toThrow()
  })

  it.each([
    ['smart', [A], 'Invalid options: embeddedWallet.preferredAccountType: expected "eoa" or "smartAccount"'],
    [
      'eoa',
      [A, { ...B, bundlerUrl: 'ws://b.example' }],
      'Invalid options: networks[1].bundlerUrl: expected an http(s) URL',
    ],
    [
      'eoa',
      [{ ...A, paymasterUrl: 'not a url' }],
      'Invalid options: networks[0].paymasterUrl: expected an http(s) URL',
    ],
    [
      'eoa',
      [{ ...A, bundlerUrl: 42 as unknown as string }],
      'Invalid options: networks[0].bundlerUrl: expected an http(s) URL',
    ],
  ])('refuses %s with %j in setOptions’ words', (type, networks, message) => {
    expect(() => checkSmartAccountOptions(type, networks as NetworkConfig[])).toThrow(message)
  })

  it('wallet_getCapabilities lists only the networks where the wallet is a smart account, with their sponsorship', () => {
    const enabled = (n: NetworkConfig) => n.bundlerUrl !== undefined
    const smart = smartAccountCalls({
      enabled,
      network: () => C,
      client: () => {
        throw new Error('not used')
      },
      sign: () => Promise.reject(new Error('not used')),
    })
    expect(smart.capabilities([A, B, C])).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0xa': { atomic: { status: 'supported' }, paymasterService: { supported: false } },
    })
    expect(smart.on()).toBe(false)
  })
})
