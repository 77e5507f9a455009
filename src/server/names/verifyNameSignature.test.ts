import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmChainCoinType } from '../../core/names/nameRule.js'
import { canonicalAddress, createNameSignatureVerifier } from './verifyNameSignature.js'

const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const solanaSecret = ed25519.utils.randomPrivateKey()
const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))
const MESSAGE = 'Register alice1234.modal.id for this account.'

describe('registration signatures per coin type (offline)', () => {
  const verify = createNameSignatureVerifier()

  it("accepts an EVM account's EIP-191 signature and refuses another key's or a tampered message", async () => {
    const signature = await evm.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature })).toBe(true)
    expect(await verify({ coinType: 60, address: evm.address, message: `${MESSAGE}!`, signature })).toBe(false)
    const forged = await other.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature: forged })).toBe(false)
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature: '0x1234' })).toBe(false)
    expect(await verify({ coinType: 60, address: evm.address, message: MESSAGE, signature: 'not hex' })).toBe(false)
  })

  it('accepts a Solana ed25519 signature over the UTF-8 bytes and refuses others', async () => {
    const signature = base58.encode(ed25519.sign(new TextEncoder().encode(MESSAGE), solanaSecret))
    expect(await verify({ coinType: 501, address: solanaAddress, message: MESSAGE, signature })).toBe(true)
    expect(await verify({ coinType: 501, address: solanaAddress, message: `${MESSAGE}!`, signature })).toBe(false)
    const otherSecret = ed25519.utils.randomPrivateKey()
    const forged = base58.encode(ed25519.sign(new TextEncoder().encode(MESSAGE), otherSecret))
    expect(await verify({ coinType: 501, address: solanaAddress, message: MESSAGE, signature: forged })).toBe(false)
  })

  it('never takes an EVM signature for a Solana account or the other way round', async () => {
    const signature = await evm.signMessage({ message: MESSAGE })
    expect(await verify({ coinType: 501, address: solanaAddress, message: MESSAGE, signature })).toBe(false)
    expect(await verify({ coinType: 0, address: evm.address, message: MESSAGE, signature })).toBe(false)
  })
})

describe('canonical addresses', () => {
  it('checksums EVM addresses and keeps valid Solana keys', () => {
    expect(canonicalAddress(60, evm.address.toLowerCase())).toBe(evm.address)
    expect(canonicalAddress(501, solanaAddress)).toBe(solanaAddress)
  })

  it('takes an EVM address in any case, even with a wrong checksum', () => {
    const wrongChecksum = '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(wrongChecksum.toLowerCase()).toBe(evm.address.toLowerCase())
    expect(wrongChecksum).not.toBe(evm.address)
    expect(canonicalAddress(60, wrongChecksum)).toBe(evm.address)
    expect(canonicalAddress(60, evm.address.toUpperCase().replace('0X', '0x'))).toBe(evm.address)
  })

  it('refuses wrong addresses and coin types with their texts', () => {
    expect(() => canonicalAddress(60, '0x1234')).toThrow('Invalid address')
    expect(() => canonicalAddress(501, evm.address)).toThrow('Invalid address')
    expect(() => canonicalAddress(0, 'bc1q...')).toThrow('Unsupported coin type')
  })

  it('takes the ENSIP-11 coin types of EVM chains (0x80000000 | chainId) as EVM, EOA signatures checked offline', async () => {
    const base = evmChainCoinType(8453)
    expect(base).toBe(2147492101)
    expect(canonicalAddress(base, evm.address.toLowerCase())).toBe(evm.address)
    expect(canonicalAddress(evmChainCoinType(0x7fffffff), evm.address)).toBe(evm.address)
    // Chain 1 is coin type 60; 0x80000000 (chain 0) is ENSIP-19's default, no one chain's address.
    expect(() => canonicalAddress(evmChainCoinType(1), evm.address)).toThrow('Unsupported coin type')
    expect(() => canonicalAddress(0x80000000, evm.address)).toThrow('Unsupported coin type')
    expect(() => canonicalAddress(2 ** 32, evm.address)).toThrow('Unsupported coin type')
    const signature = await evm.signMessage({ message: MESSAGE })
    // An RPC that does not answer: an L2 coin type never asks it.
    const withRpc = createNameSignatureVerifier('http://127.0.0.1:9')
    expect(await withRpc({ coinType: base, address: evm.address, message: MESSAGE, signature })).toBe(true)
    expect(await withRpc({ coinType: base, address: other.address, message: MESSAGE, signature })).toBe(false)
    for (const malformed of ['0x', '0x1234', `${signature.slice(0, -2)}ff`])
      expect(await withRpc({ coinType: base, address: evm.address, message: MESSAGE, signature: malformed })).toBe(
        false,
      )
  })
})
