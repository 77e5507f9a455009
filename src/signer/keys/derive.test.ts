import { describe, expect, it } from 'vitest'
import { verifyMessage } from 'viem'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { commitmentOf, deriveFromEntropy, deriveWalletKeys, matchesCommitment } from './derive.js'

const ABANDON = `${'abandon '.repeat(11)}about`

describe('derivation vectors', () => {
  it("'abandon' ×11 + 'about' gives the MetaMask and Phantom first accounts", async () => {
    const keys = await deriveWalletKeys(ABANDON)
    expect(keys.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(keys.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('all-zero entropy is that same mnemonic', async () => {
    expect(commitmentOf(await deriveFromEntropy(new Uint8Array(16)))).toEqual({
      eip155: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    })
  })

  it('signs with the derived keys: EIP-191 recovers the address, ed25519 verifies under it', async () => {
    const keys = await deriveWalletKeys(ABANDON)
    const signature = await keys.evm.signMessage({ message: 'hello' })
    expect(await verifyMessage({ address: keys.evm.address, message: 'hello', signature })).toBe(true)
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(keys.solana.sign(message), message, base58.decode(keys.solana.address))).toBe(true)
  })

  it('matches a commitment in any EVM letter case, and nothing else', async () => {
    const keys = await deriveWalletKeys(ABANDON)
    expect(matchesCommitment(keys, { eip155: keys.evm.address.toLowerCase(), solana: keys.solana.address })).toBe(true)
    expect(matchesCommitment(keys, { eip155: keys.evm.address, solana: 'x' })).toBe(false)
    expect(
      matchesCommitment(keys, { eip155: '0x0000000000000000000000000000000000000000', solana: keys.solana.address }),
    ).toBe(false)
  })
})
