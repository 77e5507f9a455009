import { describe, expect, it } from 'vitest'
import {
  AUTH_CONNECTOR_ID,
  ENS_STALE_MS,
  HTTP_RETRY_STATUS_CODES,
  IDENTITY_STALE_MS,
  MAX_DATA_IMAGE_URL_LENGTH,
  MINUS_OPERATION_TYPES,
  PLUS_OPERATION_TYPES,
  SDK_TYPE,
  SDK_VERSION,
  SDK_VERSION_PARAM,
  WALLET_CONNECT_ID,
} from './constants.js'

// The values docs/contributing/spec.md fixes, quoted beside each: a change here is a change of the spec.

describe('constants: the spec’s numbers and names', () => {
  it('retries on 403, 408, 413, 429, 500, 502, 503, 504 and on nothing else (spec 7: RPC retry)', () => {
    expect([...HTTP_RETRY_STATUS_CODES].sort()).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it('keeps ENS names and identities 5 minutes (spec 9: cache lifetimes)', () => {
    expect(ENS_STALE_MS).toBe(300_000)
    expect(IDENTITY_STALE_MS).toBe(300_000)
  })

  it('signs plus receive, deposit, borrow, claim and minus withdraw, repay, burn (spec 9: sign prefix)', () => {
    expect(PLUS_OPERATION_TYPES).toEqual(['receive', 'deposit', 'borrow', 'claim'])
    expect(MINUS_OPERATION_TYPES).toEqual(['withdraw', 'repay', 'burn'])
  })

  it('names the walletConnect connector (spec: connector order) and the embedded wallet’s auth connector (spec 3)', () => {
    expect(WALLET_CONNECT_ID).toBe('walletConnect')
    expect(AUTH_CONNECTOR_ID).toBe('auth')
  })

  it('sends st=wm and sv=wallet-modal-<version> to the operator’s API (spec 7)', () => {
    expect(SDK_TYPE).toBe('wm')
    expect(SDK_VERSION_PARAM).toBe(`wallet-modal-${SDK_VERSION}`)
  })

  it('shows data:image URLs up to 128 KiB', () => {
    expect(MAX_DATA_IMAGE_URL_LENGTH).toBe(131_072)
  })
})
