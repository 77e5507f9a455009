import { encodeAbiParameters, keccak256, numberToHex, pad, type Address, type Hex } from 'viem'
import { anvilRpc } from '../../src/testing/stack/evm/anvilRpc.js'
import { COMPILED_CONTRACTS } from '../../src/testing/stack/evm/compiledContracts.js'

/** Where the demo puts its ID registry: the address of Farcaster's IdRegistry on OP Mainnet. */
export const DEMO_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const slotOf = (key: Hex, keyType: 'address' | 'uint256', slot: bigint): Hex =>
  keccak256(encodeAbiParameters([{ type: keyType }, { type: 'uint256' }], [key as never, slot]))

/**
 * Installs DemoIdRegistry (src/testing/stack/evm/contracts/) on an anvil at
 * {@link DEMO_ID_REGISTRY_ADDRESS} with `custody` owning `fid`, written straight into its storage
 * (idOf, slot 0; custodyOf, slot 1; idCounter, slot 2), so no dev account spends a nonce.
 */
export async function installIdRegistry(rpcUrl: string, account: { custody: Address; fid: number }): Promise<void> {
  const fid = BigInt(account.fid)
  await anvilRpc(rpcUrl, 'anvil_setCode', [
    DEMO_ID_REGISTRY_ADDRESS,
    COMPILED_CONTRACTS.contracts.DemoIdRegistry.deployedBytecode,
  ])
  const word = (value: Hex) => pad(value, { size: 32 })
  await anvilRpc(rpcUrl, 'anvil_setStorageAt', [
    DEMO_ID_REGISTRY_ADDRESS,
    slotOf(account.custody, 'address', 0n),
    word(numberToHex(fid)),
  ])
  await anvilRpc(rpcUrl, 'anvil_setStorageAt', [
    DEMO_ID_REGISTRY_ADDRESS,
    slotOf(numberToHex(fid), 'uint256', 1n),
    word(account.custody),
  ])
  await anvilRpc(rpcUrl, 'anvil_setStorageAt', [DEMO_ID_REGISTRY_ADDRESS, word('0x02'), word(numberToHex(fid))])
}
