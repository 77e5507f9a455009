import { multicall3Abi, toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem'
import { describe, expect, it } from 'vitest'
import { contractsSourceHash } from '../../../../scripts/compile-contracts.js'
import { COMPILED_CONTRACTS } from './compiledContracts.js'
import { MULTICALL3_ADDRESS } from './tokens.js'

describe('the committed contract build (compiledContracts.ts)', () => {
  it('matches the Solidity sources, solc and OpenZeppelin versions (else run `tsx scripts/compile-contracts.ts`)', () => {
    expect(COMPILED_CONTRACTS.sourceHash).toBe(contractsSourceHash())
  })

  it("Multicall3 has Multicall3's signatures, and viem's aggregate3 encoding", () => {
    const { contracts } = COMPILED_CONTRACTS
    const functions = (abi: readonly unknown[]) => (abi as AbiFunction[]).filter((item) => item.type === 'function')
    expect(
      functions(contracts.Multicall3.abi)
        .map((item) => toFunctionSignature(item))
        .sort(),
    ).toEqual([
      'aggregate((address,bytes)[])',
      'aggregate3((address,bool,bytes)[])',
      'getBlockNumber()',
      'getChainId()',
      'getCurrentBlockTimestamp()',
      'getEthBalance(address)',
      'tryAggregate(bool,(address,bytes)[])',
    ])
    const selector = (abi: readonly unknown[]) =>
      toFunctionSelector(functions(abi).find((item) => item.name === 'aggregate3')!)
    expect(selector(contracts.Multicall3.abi)).toBe(selector(multicall3Abi))
    expect(contracts.Multicall3.deployedBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(contracts.DemoToken.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
  })

  it('uses the canonical Multicall3 address', () => {
    expect(MULTICALL3_ADDRESS).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
  })
})
