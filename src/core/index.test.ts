import { describe, it, expect } from 'vitest'
import * as core from './index.js'

describe('core public surface', () => {
  it('re-exports the kernel functions and constants', () => {
    for (const name of [
      'parseCaipNetworkId', 'formatCaipNetworkId', 'parseCaipAddress', 'formatCaipAddress', 'isCaipNetworkId',
      'isCaipAddress', 'evmChainIdOf', 'evmCaipNetworkId', 'truncateAddress', 'formatUnitsFloor', 'formatBalance',
      'formatUsd', 'errorCodeOf', 'isUserRejection', 'toWalletModalError', 'chainErrorMessage', 'createPersistence',
      'createMemoryBackend', 'createHttpClient', 'buildUrl', 'retryDelayMs', 'shouldRetryStatus', 'openRouter', 'push',
      'replace', 'goBack', 'reset', 'close', 'currentView',
    ] as const) {
      expect(core[name], name).toBeTypeOf('function')
    }
    expect(new core.HttpError(500)).toBeInstanceOf(core.WalletModalError)
    expect(core.MODAL_WIDTH_PX).toBe(370)
    expect(core.RPC_ERROR_MESSAGES[4001]).toBe('User rejected the request')
    expect(core.initialRouterState.open).toBe(false)
    expect(core.CHAIN_ERROR_PATTERNS.length).toBeGreaterThan(0)
  })
})
