import { describe, expect, it } from 'vitest'
import {
  coinTypeOfNamespace,
  EVM_COIN_TYPE,
  isRegistrableLabel,
  MAX_NAME_LABEL_LENGTH,
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

describe('isRegistrableLabel', () => {
  it('takes a label of exactly 63 characters (a full DNS label) and refuses 64', () => {
    expect(isRegistrableLabel('a'.repeat(MAX_NAME_LABEL_LENGTH))).toBe(true)
    expect(isRegistrableLabel('a'.repeat(MAX_NAME_LABEL_LENGTH + 1))).toBe(false)
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
