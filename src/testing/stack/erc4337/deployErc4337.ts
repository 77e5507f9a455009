/**
 * ERC-4337 v0.8 on an anvil, the canonical way: each contract's init code from the
 * `@account-abstraction/contracts` 0.8.0 artifacts, sent with its release salt to the deterministic
 * CREATE2 deployer, so it lands at its mainnet address (./erc4337Addresses.ts). Then the stack's own
 * verifying paymaster the same way (./verifyingPaymasterAddresses.ts), with its EntryPoint deposit.
 */
import { bytecode as entryPointBytecode } from '@account-abstraction/contracts/artifacts/EntryPoint.json'
import { bytecode as simple7702AccountBytecode } from '@account-abstraction/contracts/artifacts/Simple7702Account.json'
import { bytecode as simpleAccountFactoryBytecode } from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json'
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  parseAbi,
  parseEther,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { anvilRpc } from '../evm/anvilRpc.js'
import { COMPILED_CONTRACTS } from '../evm/compiledContracts.js'
import { DETERMINISTIC_DEPLOYER, ERC4337_ADDRESSES, ERC4337_DEPLOYER, ERC4337_SALTS } from './erc4337Addresses.js'
import { VERIFYING_PAYMASTER } from './verifyingPaymasterAddresses.js'

const GAS = 10_000_000n

const DEPOSIT_TO_ABI = parseAbi(['function depositTo(address account) payable'])

/**
 * Deploys EntryPoint v0.8, SimpleAccountFactory v0.8, Simple7702Account and the stack's
 * VerifyingPaymaster on the anvil at `rpcUrl` (four automined transactions from
 * {@link ERC4337_DEPLOYER}, impersonated and given 1 ETH plus the paymaster's deposit), checks each
 * address holds code, then deposits `VERIFYING_PAYMASTER.deposit` for the paymaster on the
 * EntryPoint. Returns the time taken, in ms.
 * @throws Error 'erc4337: chain <id> has no deterministic deployer at …', 'erc4337: chain <id> already has code at …',
 *   'erc4337: chain <id>: <name> transaction <hash> failed', 'erc4337: chain <id>: no <name> code at <address>',
 *   'erc4337: chain <id>: paymaster deposit transaction <hash> failed'
 */
export async function deployErc4337(rpcUrl: string, chainId: number): Promise<number> {
  const started = Date.now()
  const rpc = <T = unknown>(method: string, params: unknown[] = []): Promise<T> => anvilRpc<T>(rpcUrl, method, params)
  const codeAt = (address: Address) => rpc<Hex>('eth_getCode', [address, 'latest'])
  if ((await codeAt(DETERMINISTIC_DEPLOYER)) === '0x')
    throw new Error(`erc4337: chain ${chainId} has no deterministic deployer at ${DETERMINISTIC_DEPLOYER}`)
  if ((await codeAt(ERC4337_ADDRESSES.entryPoint)) !== '0x')
    throw new Error(`erc4337: chain ${chainId} already has code at ${ERC4337_ADDRESSES.entryPoint}`)

  const factoryInitCode = concat([
    simpleAccountFactoryBytecode as Hex,
    encodeAbiParameters([{ type: 'address' }], [ERC4337_ADDRESSES.entryPoint]),
  ])
  const paymasterInitCode = concat([
    COMPILED_CONTRACTS.contracts.VerifyingPaymaster.bytecode,
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
      [ERC4337_ADDRESSES.entryPoint, VERIFYING_PAYMASTER.signer, VERIFYING_PAYMASTER.signer],
    ),
  ])
  const deployments = [
    ['EntryPoint', ERC4337_SALTS.entryPoint, entryPointBytecode as Hex, ERC4337_ADDRESSES.entryPoint],
    [
      'SimpleAccountFactory',
      ERC4337_SALTS.simpleAccountFactory,
      factoryInitCode,
      ERC4337_ADDRESSES.simpleAccountFactory,
    ],
    [
      'Simple7702Account',
      ERC4337_SALTS.simple7702Account,
      simple7702AccountBytecode as Hex,
      ERC4337_ADDRESSES.simple7702Account,
    ],
    ['VerifyingPaymaster', `0x${'00'.repeat(32)}` as Hex, paymasterInitCode, VERIFYING_PAYMASTER.address],
  ] as const

  await rpc('anvil_setBalance', [ERC4337_DEPLOYER, toHex(parseEther('1') + VERIFYING_PAYMASTER.deposit)])
  await rpc('anvil_impersonateAccount', [ERC4337_DEPLOYER])
  try {
    for (const [name, salt, initCode, address] of deployments) {
      const hash = await rpc<Hash>('eth_sendTransaction', [
        { from: ERC4337_DEPLOYER, to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]), gas: toHex(GAS) },
      ])
      const status = await receiptStatus(rpc, hash)
      if (status !== '0x1') throw new Error(`erc4337: chain ${chainId}: ${name} transaction ${hash} failed`)
      if ((await codeAt(address)) === '0x') throw new Error(`erc4337: chain ${chainId}: no ${name} code at ${address}`)
    }
    const deposit = await rpc<Hash>('eth_sendTransaction', [
      {
        from: ERC4337_DEPLOYER,
        to: ERC4337_ADDRESSES.entryPoint,
        value: toHex(VERIFYING_PAYMASTER.deposit),
        data: encodeFunctionData({ abi: DEPOSIT_TO_ABI, args: [VERIFYING_PAYMASTER.address] }),
        gas: toHex(200_000n),
      },
    ])
    if ((await receiptStatus(rpc, deposit)) !== '0x1')
      throw new Error(`erc4337: chain ${chainId}: paymaster deposit transaction ${deposit} failed`)
  } finally {
    await rpc('anvil_stopImpersonatingAccount', [ERC4337_DEPLOYER])
  }
  return Date.now() - started
}

/** The receipt's status; anvil's automine may answer before the block is in, so poll briefly. */
async function receiptStatus(
  rpc: <T>(method: string, params?: unknown[]) => Promise<T>,
  hash: Hash,
): Promise<Hex | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await rpc<{ status: Hex } | null>('eth_getTransactionReceipt', [hash])
    if (receipt) return receipt.status
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return undefined
}
