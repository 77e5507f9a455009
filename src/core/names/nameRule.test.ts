import { describe, expect, it } from 'vitest'
import {
  coinTypeOfNamespace,
  EVM_COIN_TYPE,
  evmChainCoinType,
  isEvmChainCoinType,
  isRegistrableLabel,
  previewLabel,
  SOLANA_COIN_TYPE,
} from './nameRule.js'

describe('coinTypeOfNamespace (ENSIP-9)', () => {
  it("'eip155' is 60, 'solana' 501, anything else none", () => {
    expect(coinTypeOfNamespace('eip155')).toBe(EVM_COIN_TYPE)
    expect(coinTypeOfNamespace('solana')).toBe(SOLANA_COIN_TYPE)
    expect(coinTypeOfNamespace('bip122')).toBeUndefined()
    expect(coinTypeOfNamespace('')).toBeUndefined()
  })
})

describe('ENSIP-11 coin types of EVM chains', () => {
  it('evmChainCoinType is 0x80000000 | chainId, as an unsigned number', () => {
    expect(evmChainCoinType(10)).toBe(0x8000000a)
    expect(evmChainCoinType(8453)).toBe(2147492101)
    expect(evmChainCoinType(0x7fffffff)).toBe(0xffffffff)
  })

  it('isEvmChainCoinType takes chain ids 2 to 2^31 - 1 only: not chain 1 (coin type 60), not the default 0x80000000, no fractions', () => {
    expect(isEvmChainCoinType(0x80000002)).toBe(true)
    expect(isEvmChainCoinType(0xffffffff)).toBe(true)
    expect(isEvmChainCoinType(0x80000001)).toBe(false)
    expect(isEvmChainCoinType(0x80000000)).toBe(false)
    expect(isEvmChainCoinType(0x100000000)).toBe(false)
    expect(isEvmChainCoinType(0x80000002 + 0.5)).toBe(false)
    expect(isEvmChainCoinType(EVM_COIN_TYPE)).toBe(false)
  })
})

describe('isRegistrableLabel', () => {
  it('takes a label of exactly 63 characters (a full DNS label) and refuses 64', () => {
    expect(isRegistrableLabel('a'.repeat(63))).toBe(true)
    expect(isRegistrableLabel('a'.repeat(64))).toBe(false)
    expect(isRegistrableLabel('abc')).toBe(false)
    expect(isRegistrableLabel('ab-1')).toBe(true)
  })
})

describe('previewLabel', () => {
  it("drops the operator's suffix typed in full, in any case, and keeps the label", () => {
    expect(previewLabel('  Alice1234.Modal.ID ', 'modal.id')).toBe('alice1234')
    expect(previewLabel('Bob-the-builder.modal.id', 'Modal.Id')).toBe('bob-the-builder')
    expect(previewLabel('alice1234', 'modal.id')).toBe('alice1234')
    expect(previewLabel('alice1234.modal', 'modal.id')).toBe('alice1234.modal')
  })
})
