import { describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, recoverAddress, toHex } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { ENTRY_POINT_V08, SIMPLE_7702_ACCOUNT_V08 } from '../../core/embedded/smartAccount.js'
import type { SignerRpcCall } from '../../core/embedded/protocol.js'
import { deriveWalletKeys } from '../keys/derive.js'
import { SignerRpcError } from './types.js'
import { decodeAccountCalls, prepareUserOperationRequest, type SignedUserOperation } from './userOperation.js'

const keys = await deriveWalletKeys(`${'abandon '.repeat(11)}about`)
const me = keys.evm.address
const ACCOUNT = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
])
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ROUTER = '0x0000000000000000000000000000000000000a11'
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, 2_500_000n] })
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1_500_000n] })
const batch = encodeFunctionData({
  abi: ACCOUNT,
  functionName: 'executeBatch',
  args: [
    [
      { target: USDC, value: 0n, data: approve },
      { target: ROUTER, value: 10n ** 15n, data: '0x12345678' },
    ],
  ],
})
const single = encodeFunctionData({ abi: ACCOUNT, functionName: 'execute', args: [USDC, 0n, transfer] })
/** The first operation's delegation request, as viem's formatUserOperationRequest sends it (signature stubbed). */
const delegation = (overrides: Record<string, unknown> = {}) => ({
  factory: '0x7702',
  factoryData: '0x',
  eip7702Auth: {
    address: SIMPLE_7702_ACCOUNT_V08,
    chainId: '0x7a69',
    nonce: '0x3',
    r: `0x${'f'.repeat(64)}`,
    s: `0x${'a'.repeat(64)}`,
    yParity: '0x1',
    ...overrides,
  },
})

/** An RPC UserOperation v0.8 as the host sends it: hex quantities, unsigned. */
const rpcOp = (overrides: Record<string, unknown> = {}) => ({
  sender: me,
  nonce: '0x0',
  callData: single,
  callGasLimit: toHex(80_000),
  verificationGasLimit: toHex(300_000),
  preVerificationGas: toHex(50_000),
  maxFeePerGas: toHex(2_000_000_000),
  maxPriorityFeePerGas: toHex(1_000_000_000),
  ...overrides,
})
const callOf = (userOperation: object, extra: Record<string, unknown> = {}): SignerRpcCall =>
  ({
    namespace: 'eip155',
    method: 'wallet_sendCalls',
    params: [{ chainId: '0x7a69', entryPoint: ENTRY_POINT_V08, userOperation, ...extra }],
    display: { networkName: 'Anvil A', nativeSymbol: 'ETH', nativeDecimals: 18 },
  }) as unknown as SignerRpcCall
/** viem's EntryPoint v0.8 hash of {@link rpcOp}'s operation (sender this wallet, `single` call), with `fields` changed. */
const hashOf = (fields: Partial<UserOperation<'0.8'>>) =>
  getUserOperationHash({
    chainId: 31337,
    entryPointAddress: ENTRY_POINT_V08,
    entryPointVersion: '0.8',
    userOperation: {
      sender: me,
      nonce: 0n,
      callData: single,
      callGasLimit: 80_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      signature: '0x',
      ...fields,
    },
  })
const rejection = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(SignerRpcError)
    return `${(error as SignerRpcError).code} ${(error as Error).message}`
  }
  throw new Error('no rejection')
}

describe('decodeAccountCalls: what a SimpleAccount v0.8 UserOperation calls', () => {
  it('execute is one call; executeBatch is each call in order', () => {
    expect(decodeAccountCalls(single)).toEqual([{ to: USDC, value: 0n, data: transfer }])
    expect(decodeAccountCalls(batch)).toEqual([
      { to: USDC, value: 0n, data: approve },
      { to: ROUTER, value: 10n ** 15n, data: '0x12345678' },
    ])
  })

  it('refuses any other call shape, so the frame never signs a call it cannot show', () => {
    expect(rejection(() => decodeAccountCalls(transfer))).toBe(
      '-32602 Invalid params: the account call is not execute or executeBatch',
    )
    expect(rejection(() => decodeAccountCalls('0x'))).toMatch(/not execute or executeBatch/)
  })
})

describe('prepareUserOperationRequest: the Approve screen of a smart-account batch, and its signature', () => {
  it('shows every call of the batch, the token approval, the value and the sponsor', () => {
    const prepared = prepareUserOperationRequest(
      keys,
      callOf(
        rpcOp({
          callData: batch,
          paymaster: '0x00000000000000000000000000000000000000Aa',
          paymasterData: '0x1234',
          paymasterVerificationGasLimit: toHex(60_000),
          paymasterPostOpGasLimit: toHex(1),
        }),
      ),
    )
    expect(prepared.details.title).toBe('Send 2 calls')
    expect(prepared.details.rows).toEqual([
      { label: 'Network', value: 'Anvil A (chain ID 31337)' },
      { label: 'Account', value: me },
      { label: 'Call 1 of 2', value: `${USDC}, 0 ETH` },
      {
        label: 'Token approval',
        value: `${ROUTER} may spend 2500000 base units of token ${USDC}`,
        token: { kind: 'approve', chainId: 31337, token: USDC, amount: 2_500_000n, party: ROUTER },
      },
      { label: 'Call 2 of 2', value: `${ROUTER}, 0.001 ETH` },
      { label: 'Contract call', value: '0x12345678 with 0 bytes of arguments' },
      { label: 'Network fee', value: 'sponsored by 0x00000000000000000000000000000000000000AA' },
    ])
    expect(prepared.details.warnings).toEqual([
      'This calls a contract function the wallet cannot read. Approve only if you trust the site.',
    ])
  })

  it('an unsponsored operation shows its most the fee can be: all gas limits times maxFeePerGas', () => {
    const prepared = prepareUserOperationRequest(keys, callOf(rpcOp()))
    expect(prepared.details.title).toBe('Send call')
    expect(prepared.details.rows).toContainEqual({
      label: 'Token transfer',
      value: `1500000 base units of token ${USDC} to ${RECIPIENT}`,
      token: { kind: 'transfer', chainId: 31337, token: USDC, amount: 1_500_000n, party: RECIPIENT },
    })
    // (80,000 + 300,000 + 50,000) gas × 2 gwei = 0.00086 ETH
    expect(prepared.details.rows.at(-1)).toEqual({ label: 'Max network fee', value: '0.00086 ETH' })
  })

  it('warns about an unlimited approval inside a batch, and its row says so plainly', () => {
    const unlimited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, maxUint256] })
    const data = encodeFunctionData({ abi: ACCOUNT, functionName: 'execute', args: [USDC, 0n, unlimited] })
    const { details } = prepareUserOperationRequest(keys, callOf(rpcOp({ callData: data })))
    expect(details.warnings).toEqual(['This grants an unlimited allowance.'])
    expect(details.rows.find((row) => row.label === 'Token approval')?.value).toBe(
      `${ROUTER} may spend an unlimited amount of token ${USDC}`,
    )
  })

  it('signs the EntryPoint v0.8 hash of exactly this operation: the signature recovers the EOA, and not on another chain', async () => {
    const raw = rpcOp({ nonce: toHex(7n << 64n) })
    const { signature, authorization } = (await prepareUserOperationRequest(
      keys,
      callOf(raw),
    ).sign()) as SignedUserOperation
    expect(authorization).toBeUndefined()
    const hash = hashOf({ nonce: 7n << 64n })
    expect(await recoverAddress({ hash, signature })).toBe(me)
    const elsewhere = (await prepareUserOperationRequest(keys, {
      ...callOf(raw),
      params: [{ chainId: '0x1', entryPoint: ENTRY_POINT_V08, userOperation: raw }],
    } as SignerRpcCall).sign()) as SignedUserOperation
    expect(await recoverAddress({ hash, signature: elsewhere.signature })).not.toBe(me)
  })

  it('the first operation also delegates the EOA, to Simple7702Account v0.8 on this chain only, and says so before Approve', async () => {
    const prepared = prepareUserOperationRequest(keys, callOf(rpcOp(delegation())))
    expect(prepared.details.rows).toContainEqual({
      label: 'Smart account',
      value: `This account starts running Simple7702Account v0.8 (${SIMPLE_7702_ACCOUNT_V08}) on this network (EIP-7702)`,
    })
    const { signature, authorization } = (await prepared.sign()) as SignedUserOperation
    expect(authorization).toMatchObject({ address: SIMPLE_7702_ACCOUNT_V08, chainId: '0x7a69', nonce: '0x3' })
    const signed = {
      address: authorization!.address,
      chainId: Number(authorization!.chainId),
      nonce: Number(authorization!.nonce),
      r: authorization!.r,
      s: authorization!.s,
      yParity: Number(authorization!.yParity),
    }
    expect(await recoverAuthorizationAddress({ authorization: signed })).toBe(me)
    // The UserOperation hash binds the delegate (v0.8: a 7702 sender's initCode is its delegate).
    const hash = hashOf({ nonce: 0n, factory: '0x7702', factoryData: '0x', authorization: { ...signed } })
    expect(await recoverAddress({ hash, signature })).toBe(me)
  })

  it("signs the hash EntryPoint v0.8 itself computes: a vector from the deployed EntryPoint's getUserOpHash on anvil (chain 31337)", async () => {
    // EntryPoint v0.8 (0x4337…5Ff108) on the local stack's anvil A answered getUserOpHash(pack(op)) with this hash.
    const ENTRY_POINT_HASH = '0x8b1a602a4a1e6d0ec50cbbd58e30135d6d6a70ca39614c04ba5cf59dc4f703d0'
    const op = rpcOp({
      nonce: toHex(7n << 64n),
      paymaster: '0x00000000000000000000000000000000000000Aa',
      paymasterData: '0x1234',
      paymasterVerificationGasLimit: toHex(60_000),
      paymasterPostOpGasLimit: '0x1',
    })
    const { signature } = (await prepareUserOperationRequest(keys, callOf(op)).sign()) as SignedUserOperation
    expect(await recoverAddress({ hash: ENTRY_POINT_HASH, signature })).toBe(me)
  })

  it.each([
    [
      'another EntryPoint',
      callOf(rpcOp(), { entryPoint: RECIPIENT }),
      '-32602 Invalid params: only EntryPoint v0.8 is supported',
    ],
    ['no UserOperation', callOf(undefined as unknown as object), '-32602 Invalid params: a UserOperation is required'],
    [
      'a malformed gas limit',
      callOf(rpcOp({ callGasLimit: '80000' })),
      '-32602 Invalid params: callGasLimit must be a hex quantity',
    ],
    [
      'an odd-length callData',
      callOf(rpcOp({ callData: '0x123' })),
      '-32602 Invalid params: callData must be hex bytes',
    ],
    [
      'a sender that is not an address',
      callOf(rpcOp({ sender: '0x12' })),
      '-32602 Invalid params: sender must be an address',
    ],
    ['another account', callOf(rpcOp({ sender: RECIPIENT })), '4100 The requested account is not this wallet'],
    [
      'a factory',
      callOf(rpcOp({ factory: ROUTER, factoryData: '0x' })),
      '-32602 Invalid params: this wallet is its own smart account: no factory but the EIP-7702 marker',
    ],
    [
      'a delegation to another contract',
      callOf(rpcOp(delegation({ address: ROUTER }))),
      '-32602 Invalid params: this wallet delegates only to Simple7702Account v0.8',
    ],
    [
      'a delegation valid on every chain (chain 0)',
      callOf(rpcOp(delegation({ chainId: '0x0' }))),
      "-32602 Invalid params: the authorization must name this operation's chain",
    ],
    [
      'a delegation for another chain',
      callOf(rpcOp(delegation({ chainId: '0x1' }))),
      "-32602 Invalid params: the authorization must name this operation's chain",
    ],
    [
      'the marker without its authorization',
      callOf(rpcOp({ factory: '0x7702' })),
      '-32602 Invalid params: the EIP-7702 marker needs its authorization',
    ],
    [
      'an authorization without the marker',
      callOf(rpcOp({ eip7702Auth: delegation().eip7702Auth })),
      '-32602 Invalid params: an EIP-7702 authorization goes with the EIP-7702 marker',
    ],
    [
      'factoryData with the marker',
      callOf(rpcOp({ ...delegation(), factoryData: '0x12' })),
      '-32602 Invalid params: the EIP-7702 marker takes no factoryData',
    ],
    [
      'a raw token transfer, not an account call',
      callOf(rpcOp({ callData: transfer })),
      '-32602 Invalid params: the account call is not execute or executeBatch',
    ],
  ])('refuses %s', (_name, call, expected) => {
    expect(rejection(() => prepareUserOperationRequest(keys, call))).toBe(expected)
  })
})
