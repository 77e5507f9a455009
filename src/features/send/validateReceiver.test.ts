import { describe, expect, it } from 'vitest'
import { isEnsName, validateReceiver } from './validateReceiver.js'

const evm = { namespace: 'eip155' as const, isAddress: (v: string) => /^0x[0-9a-fA-F]{40}$/.test(v) }
const solana = { namespace: 'solana' as const, isAddress: (v: string) => v.length === 44 }

describe('validateReceiver', () => {
  it('asks the namespace adapter whether the trimmed text is an address', () => {
    expect(validateReceiver(evm, ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ')).toBeUndefined()
    expect(validateReceiver(evm, '0x1234')).toBe('invalid')
    expect(validateReceiver(solana, '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u')).toBeUndefined()
    expect(validateReceiver(solana, '3yZe7d')).toBe('invalid')
  })
  it('takes ENS names only on EVM networks that have ENS', () => {
    expect(validateReceiver(evm, 'vitalik.eth')).toBe('ens-unavailable')
    expect(validateReceiver(evm, 'vitalik.eth', true)).toBeUndefined()
    expect(validateReceiver(solana, 'vitalik.eth', true)).toBe('invalid')
    expect(isEnsName('sub.demo.eth')).toBe(true)
    expect(isEnsName('demo.eth.com')).toBe(false)
    expect(isEnsName('  vitalik.eth  ')).toBe(true)
    // Labels are non-empty and hold no spaces, first to last.
    expect(isEnsName('.vitalik.eth')).toBe(false)
    expect(isEnsName('my name.eth')).toBe(false)
    expect(isEnsName('vitalik..eth')).toBe(false)
    expect(isEnsName('vitalik.eth.')).toBe(false)
    expect(isEnsName('pay.vitalik..eth')).toBe(false)
    expect(isEnsName('pay.my name.eth')).toBe(false)
  })
})

describe("the operator's names in Send", () => {
  it('counts a name under the operator suffix as a name, only when that suffix is given', () => {
    expect(isEnsName('alice1234.modal.test')).toBe(false)
    expect(isEnsName('alice1234.modal.test', ['eth', 'modal.test'])).toBe(true)
    expect(isEnsName('Alice1234.Modal.Test', ['eth', 'modal.test'])).toBe(true)
    expect(isEnsName('demo.eth', ['eth', 'modal.test'])).toBe(true)
    expect(isEnsName('modal.test', ['eth', 'modal.test'])).toBe(false)
    expect(isEnsName('alice.other.test', ['eth', 'modal.test'])).toBe(false)
  })
})
