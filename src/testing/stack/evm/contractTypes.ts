import type { Abi, Hex } from 'viem'

/** The contracts the local stack deploys, by name (each `<Name>.sol` in ./contracts defines `contract <Name>`). */
export type ContractName =
  | 'DemoToken'
  | 'Multicall3'
  | 'DemoUniversalResolver'
  | 'NamesUniversalResolver'
  | 'DemoIdRegistry'
  | 'VerifyingPaymaster'

/** One compiled contract. */
export interface CompiledContract {
  abi: Abi
  /** Creation code (constructor included), 0x-prefixed. */
  bytecode: Hex
  /** Runtime code, what `anvil_setCode` installs, 0x-prefixed. */
  deployedBytecode: Hex
}

/** What scripts/compile-contracts.ts writes to compiledContracts.ts. */
export interface CompiledContracts {
  /** sha256 of the compiler version, OpenZeppelin's version, the settings and the sources: the staleness key. */
  sourceHash: string
  solcVersion: string
  contracts: Record<ContractName, CompiledContract>
}
