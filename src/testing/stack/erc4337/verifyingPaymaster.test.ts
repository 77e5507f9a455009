import {
  concat,
  createPublicClient,
  encodeAbiParameters,
  getContractAddress,
  http,
  numberToHex,
  pad,
  parseAbi,
  type Hex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  paymasterHash,
  signedPaymasterData,
  stubPaymasterData,
  type PaymasterFields,
} from '../../../server/paymaster/paymasterData.js'
import type { PaymasterUserOperation } from '../../../server/paymaster/userOperation.js'
import { startAnvil, type RunningAnvil } from '../anvil.js'
import { COMPILED_CONTRACTS } from '../evm/compiledContracts.js'
import { freePort } from '../freePort.js'
import { deployErc4337 } from './deployErc4337.js'
import { DETERMINISTIC_DEPLOYER, ERC4337_ADDRESSES } from './erc4337Addresses.js'
import { DEV_PAYMASTER_SIGNER_KEY, VERIFYING_PAYMASTER } from './verifyingPaymasterAddresses.js'

const PAYMASTER_ABI = COMPILED_CONTRACTS.contracts.VerifyingPaymaster.abi
const ENTRY_POINT_VIEWS = parseAbi(['function balanceOf(address account) view returns (uint256)'])
const CHAIN_ID = 31341

const OP: PaymasterUserOperation = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: 7n,
  factory: ERC4337_ADDRESSES.simpleAccountFactory,
  factoryData: '0x5fbfb9cf00',
  callData: '0xb61d27f6',
  callGasLimit: 80_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
}
const FIELDS: PaymasterFields = {
  paymaster: VERIFYING_PAYMASTER.address,
  paymasterVerificationGasLimit: 60_000n,
  paymasterPostOpGasLimit: 0n,
}
const WINDOW = { validUntil: 4_000_000_000, validAfter: 1_000 }

const word = (high: bigint, low: bigint) =>
  concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])

/** The operation as the EntryPoint hands it to the paymaster (PackedUserOperation), with `paymasterData`. */
const packed = (paymasterData: Hex, op = OP) => ({
  sender: op.sender,
  nonce: op.nonce,
  initCode: concat([op.factory!, op.factoryData!]),
  callData: op.callData,
  accountGasLimits: word(op.verificationGasLimit, op.callGasLimit),
  preVerificationGas: op.preVerificationGas,
  gasFees: word(op.maxPriorityFeePerGas, op.maxFeePerGas),
  paymasterAndData: concat([
    FIELDS.paymaster,
    word(FIELDS.paymasterVerificationGasLimit, FIELDS.paymasterPostOpGasLimit),
    paymasterData,
  ]),
  signature: '0x' as Hex,
})

describe('the verifying paymaster on a bare anvil', () => {
  let anvil: RunningAnvil
  let client: ReturnType<typeof createPublicClient>
  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID })
    await deployErc4337(anvil.url, CHAIN_ID)
    client = createPublicClient({ transport: http(anvil.url), cacheTime: 0 })
  }, 30_000)
  afterAll(() => anvil?.stop())

  /** What `validatePaymasterUserOp` answers when the EntryPoint calls it (an eth_call from the EntryPoint). */
  const validate = async (paymasterData: Hex, op = OP) => {
    const { result } = await client.simulateContract({
      account: ERC4337_ADDRESSES.entryPoint,
      address: VERIFYING_PAYMASTER.address,
      abi: PAYMASTER_ABI,
      functionName: 'validatePaymasterUserOp',
      args: [packed(paymasterData, op), `0x${'00'.repeat(32)}`, 0n],
    })
    return result as readonly [Hex, bigint]
  }

  it('lands at its documented CREATE2 address, owned by and verifying the dev signer, with its deposit', async () => {
    const signer = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address
    expect(VERIFYING_PAYMASTER.signer).toBe(signer)
    const initCode = concat([
      COMPILED_CONTRACTS.contracts.VerifyingPaymaster.bytecode,
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
        [ERC4337_ADDRESSES.entryPoint, signer, signer],
      ),
    ])
    expect(
      getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt: pad('0x0'), bytecode: initCode }),
    ).toBe(VERIFYING_PAYMASTER.address)
    const read = (functionName: 'verifyingSigner' | 'owner' | 'entryPoint') =>
      client.readContract({ address: VERIFYING_PAYMASTER.address, abi: PAYMASTER_ABI, functionName })
    expect(await read('verifyingSigner')).toBe(signer)
    expect(await read('owner')).toBe(signer)
    expect(await read('entryPoint')).toBe(ERC4337_ADDRESSES.entryPoint)
    expect(
      await client.readContract({
        address: ERC4337_ADDRESSES.entryPoint,
        abi: ENTRY_POINT_VIEWS,
        functionName: 'balanceOf',
        args: [VERIFYING_PAYMASTER.address],
      }),
    ).toBe(VERIFYING_PAYMASTER.deposit)
  })

  it('hashes an operation exactly as the service does (getHash = paymasterHash)', async () => {
    const onChain = await client.readContract({
      address: VERIFYING_PAYMASTER.address,
      abi: PAYMASTER_ABI,
      functionName: 'getHash',
      args: [packed(stubPaymasterData()), WINDOW.validUntil, WINDOW.validAfter],
    })
    expect(onChain).toBe(paymasterHash(OP, FIELDS, CHAIN_ID, WINDOW))
    // Another chain id gives another hash: a signature is good on one chain only.
    expect(paymasterHash(OP, FIELDS, CHAIN_ID + 1, WINDOW)).not.toBe(onChain)
  })

  it('accepts the signer’s signature with its window, and answers SIG_VALIDATION_FAILED (no revert) otherwise', async () => {
    const signer = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY)
    const data = await signedPaymasterData(signer, OP, FIELDS, CHAIN_ID, WINDOW)
    // validationData = validAfter << 208 | validUntil << 160 | sigFailed
    const window = (BigInt(WINDOW.validAfter) << 208n) | (BigInt(WINDOW.validUntil) << 160n)
    expect(await validate(data)).toEqual(['0x', window])

    const stranger = await signedPaymasterData(privateKeyToAccount(generatePrivateKey()), OP, FIELDS, CHAIN_ID, WINDOW)
    expect(await validate(stranger)).toEqual(['0x', window | 1n])
    // Signed for other calldata: the signature no longer matches.
    expect(await validate(data, { ...OP, callData: '0xb61d27f7' })).toEqual(['0x', window | 1n])
    expect(await validate(stubPaymasterData())).toEqual(['0x', 1n])
  })

  it('refuses a paymasterData without a window, and a caller that is not the EntryPoint', async () => {
    await expect(validate('0x1234')).rejects.toThrow('VerifyingPaymaster: no validity window')
    await expect(
      client.simulateContract({
        account: VERIFYING_PAYMASTER.signer,
        address: VERIFYING_PAYMASTER.address,
        abi: PAYMASTER_ABI,
        functionName: 'validatePaymasterUserOp',
        args: [packed(stubPaymasterData()), `0x${'00'.repeat(32)}`, 0n],
      }),
    ).rejects.toThrow('Sender not EntryPoint')
  })
})
