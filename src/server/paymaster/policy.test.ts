import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAccountCalls } from './accountCalls.js'
import {
  checkDailyCap,
  checkOperation,
  maxOperationCost,
  resolvePaymasterPolicy,
  type PaymasterPolicy,
} from './policy.js'
import { PAYMASTER_REFUSALS, refusalText } from './refusals.js'
import type { PaymasterUserOperation } from './userOperation.js'

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const BEEF = '0x000000000000000000000000000000000000bEEF'
const ENTRY_POINT_08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

// Fixed vectors (encoded once with viem, kept as bytes so an encoder change cannot hide here).
/** execute(USDC, 0, transfer(0x…bEEF, 1_000_000)) */
const EXECUTE_TRANSFER: Hex =
  '0xb61d27f6000000000000000000000000700b6a60ce7eaaea56f065753d8dcb9653dbad35000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000600000000000000000000000000000000000000000000000000000000000000044a9059cbb000000000000000000000000000000000000000000000000000000000000beef00000000000000000000000000000000000000000000000000000000000f424000000000000000000000000000000000000000000000000000000000'
/** executeBatch([(USDC, 0, transfer(0x…bEEF, 1_000_000)), (0x…bEEF, 5, 0x)]) */
const BATCH_TRANSFER_AND_VALUE: Hex =
  '0x34fcd5be0000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000400000000000000000000000000000000000000000000000000000000000000120000000000000000000000000700b6a60ce7eaaea56f065753d8dcb9653dbad35000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000600000000000000000000000000000000000000000000000000000000000000044a9059cbb000000000000000000000000000000000000000000000000000000000000beef00000000000000000000000000000000000000000000000000000000000f424000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000beef000000000000000000000000000000000000000000000000000000000000000500000000000000000000000000000000000000000000000000000000000000600000000000000000000000000000000000000000000000000000000000000000'
/** SimpleAccount v0.7's executeBatch(address[], uint256[], bytes[]): not a v0.8 shape. */
const V07_BATCH: Hex =
  '0x47e1da2a000000000000000000000000000000000000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000a000000000000000000000000000000000000000000000000000000000000000e00000000000000000000000000000000000000000000000000000000000000001000000000000000000000000700b6a60ce7eaaea56f065753d8dcb9653dbad3500000000000000000000000000000000000000000000000000000000000000010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000000000000000000000000000000000000000000000000000200000000000000000000000000000000000000000000000000000000000000044a9059cbb000000000000000000000000000000000000000000000000000000000000beef00000000000000000000000000000000000000000000000000000000000f424000000000000000000000000000000000000000000000000000000000'

const op = (callData: Hex, gas: Partial<PaymasterUserOperation> = {}): PaymasterUserOperation => ({
  sender: '0x1111111111111111111111111111111111111111',
  nonce: 0n,
  callData,
  callGasLimit: 100_000n,
  verificationGasLimit: 200_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 3n,
  maxPriorityFeePerGas: 1n,
  ...gas,
})

const POLICY: PaymasterPolicy = {
  chains: ['eip155:31337'],
  targets: { [USDC.toLowerCase()]: ['transfer(address,uint256)'] },
  dailyGasCapWei: 1_000n,
}

const check = (callData: Hex, policy: PaymasterPolicy = POLICY, chain = 'eip155:31337', entryPoint = ENTRY_POINT_08) =>
  checkOperation(resolvePaymasterPolicy(policy), { chain, entryPoint, op: op(callData) })

describe('the account calls the paymaster reads', () => {
  it('decodes execute and executeBatch of BaseAccount v0.8', () => {
    expect(decodeAccountCalls(EXECUTE_TRANSFER)).toEqual([
      { target: USDC, value: 0n, data: expect.stringMatching(/^0xa9059cbb/), selector: '0xa9059cbb' },
    ])
    expect(decodeAccountCalls(BATCH_TRANSFER_AND_VALUE)).toEqual([
      { target: USDC, value: 0n, data: expect.stringMatching(/^0xa9059cbb/), selector: '0xa9059cbb' },
      { target: BEEF, value: 5n, data: '0x', selector: undefined },
    ])
  })

  it('reads nothing from another shape, a truncated call or empty callData', () => {
    expect(decodeAccountCalls(V07_BATCH)).toBeUndefined()
    expect(decodeAccountCalls(EXECUTE_TRANSFER.slice(0, 100) as Hex)).toBeUndefined()
    expect(decodeAccountCalls('0x')).toBeUndefined()
  })
})

describe('the sponsorship policy', () => {
  it('sponsors an allowed function of an allowed contract, on an allowed chain and EntryPoint', () => {
    expect(check(EXECUTE_TRANSFER)).toBeUndefined()
    // Addresses in any case, selectors as hex.
    expect(
      check(EXECUTE_TRANSFER, { ...POLICY, targets: { [USDC.toUpperCase().replace('0X', '0x')]: ['0xA9059CBB'] } }),
    ).toBeUndefined()
    expect(check(EXECUTE_TRANSFER, { ...POLICY, targets: { [USDC]: '*' } })).toBeUndefined()
  })

  it('refuses another chain and another EntryPoint, naming them', () => {
    expect(check(EXECUTE_TRANSFER, POLICY, 'eip155:1')).toEqual({
      reason: 'chainNotSponsored',
      message: 'This network is not sponsored: eip155:1',
    })
    expect(check(EXECUTE_TRANSFER, POLICY, 'eip155:31337', '0x0000000071727de22e5e9d8baf0edac6f37da032')).toEqual({
      reason: 'entryPointNotSponsored',
      message: 'This EntryPoint is not sponsored: 0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    })
  })

  it('refuses a call shape it cannot read', () => {
    expect(check(V07_BATCH)).toEqual({ reason: 'unknownCallShape', message: PAYMASTER_REFUSALS.unknownCallShape })
  })

  it('refuses a contract outside the policy, and a function the policy does not list', () => {
    expect(check(BATCH_TRANSFER_AND_VALUE)).toEqual({
      reason: 'contractNotAllowed',
      message: 'This call is not sponsored: contract 0x000000000000000000000000000000000000bEEF is not allowed',
    })
    expect(check(EXECUTE_TRANSFER, { ...POLICY, targets: { [USDC]: ['approve(address,uint256)'] } })).toEqual({
      reason: 'functionNotAllowed',
      message:
        'This call is not sponsored: function 0xa9059cbb of contract 0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35 is not allowed',
    })
    // A plain transfer (no data) to a contract with a function list has no function to allow.
    expect(check(BATCH_TRANSFER_AND_VALUE, { ...POLICY, targets: { [USDC]: '*', [BEEF]: ['0xa9059cbb'] } })).toEqual({
      reason: 'functionNotAllowed',
      message: `This call is not sponsored: function (none) of contract ${BEEF} is not allowed`,
    })
  })

  it('refuses value unless the policy allows it', () => {
    const both = { ...POLICY, targets: { [USDC]: '*', [BEEF]: '*' } } as const
    expect(check(BATCH_TRANSFER_AND_VALUE, both)).toEqual({
      reason: 'valueNotAllowed',
      message: 'This call is not sponsored: it sends 5 wei, and sending ETH is not sponsored',
    })
    expect(check(BATCH_TRANSFER_AND_VALUE, { ...both, allowValue: true })).toBeUndefined()
  })

  it('counts the maximum cost of every gas field, the paymaster’s included, at maxFeePerGas', () => {
    const fields = { paymaster: BEEF, paymasterVerificationGasLimit: 60_000n, paymasterPostOpGasLimit: 7n } as const
    // (100_000 + 200_000 + 50_000 + 60_000 + 7) × 3
    expect(maxOperationCost(op(EXECUTE_TRANSFER), fields)).toBe(1_230_021n)
  })

  it('keeps an account within its daily cap, inclusive', () => {
    const policy = resolvePaymasterPolicy(POLICY)
    expect(checkDailyCap(policy, 400n, 600n)).toBeUndefined()
    expect(checkDailyCap(policy, 401n, 600n)).toEqual({
      reason: 'dailyCapReached',
      message: 'This call is not sponsored: this account has used its daily gas allowance (1000 wei)',
    })
    expect(
      checkDailyCap(resolvePaymasterPolicy({ ...POLICY, dailyGasCapWei: undefined }), 10n ** 30n, 1n),
    ).toBeUndefined()
  })

  it('refuses a malformed policy with the field at fault', () => {
    expect(() => resolvePaymasterPolicy({ ...POLICY, chains: ['solana:mainnet'] })).toThrow(
      'paymaster: policy.chains: "solana:mainnet" is not an eip155 CAIP-2 id',
    )
    expect(() => resolvePaymasterPolicy({ ...POLICY, entryPoints: ['0x12'] })).toThrow(
      'paymaster: policy.entryPoints: "0x12" is not an address',
    )
    expect(() => resolvePaymasterPolicy({ ...POLICY, targets: { usdc: '*' } })).toThrow(
      'paymaster: policy.targets: "usdc" is not an address',
    )
    expect(() => resolvePaymasterPolicy({ ...POLICY, targets: { [USDC]: ['transfer'] } })).toThrow(
      `paymaster: policy.targets["${USDC}"]: "transfer" is not a selector or function signature`,
    )
    expect(() => resolvePaymasterPolicy({ ...POLICY, dailyGasCapWei: -1n })).toThrow(
      'paymaster: policy.dailyGasCapWei must be 0 or more',
    )
  })

  it('fills a refusal’s placeholders, leaving unknown ones as written', () => {
    expect(refusalText('contractNotAllowed', {}).message).toBe(PAYMASTER_REFUSALS.contractNotAllowed)
    expect(refusalText('dailyCapReached', { cap: 5n }).message).toContain('(5 wei)')
  })
})
