/** The smart-account URL options are http(s) URLs given as text: other schemes ending in "https:" and URL objects are refused. */
import { describe, expect, it } from 'vitest'
import type { NetworkConfig } from '../../../core/options.js'
import { checkSmartAccountOptions } from './providerMethods.js'

const A: NetworkConfig = { caipNetworkId: 'eip155:31337', name: 'A', rpcUrl: 'http://127.0.0.1:8545' }

describe('the smart-account URL options', () => {
  it('refuses a scheme that only ends in https (git+https:)', () => {
    expect(() => checkSmartAccountOptions('smartAccount', [{ ...A, bundlerUrl: 'git+https://b.example/rpc' }])).toThrow(
      'Invalid options: networks[0].bundlerUrl: expected an http(s) URL',
    )
  })

  it('refuses a URL object: the option is the URL as text', () => {
    const bundlerUrl = new URL('https://b.example/rpc') as unknown as string
    expect(() => checkSmartAccountOptions('smartAccount', [{ ...A, bundlerUrl }])).toThrow(
      'Invalid options: networks[0].bundlerUrl: expected an http(s) URL',
    )
  })
})
