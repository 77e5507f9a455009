import { describe, expect, it, vi } from 'vitest'
import { encodeFunctionData, erc20Abi, maxUint256, toHex, type Address } from 'viem'
import { deriveWalletKeys } from '../keys/derive.js'
import { prepareEvmRequest } from './evm.js'
import {
  tokenAmountRow,
  tokenAmountText,
  UNLIMITED_ALLOWANCE,
  withTokenInfo,
  type TokenAmount,
} from './tokenAmounts.js'
import type { TokenReader } from './tokenMetadata.js'

const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
const SPENDER: Address = '0x0000000000000000000000000000000000000a11'
const usdc = { symbol: 'USDC', decimals: 6 }
const transfer = (amount: bigint): TokenAmount => ({
  kind: 'transfer',
  chainId: 31337,
  token: USDC,
  amount,
  party: RECIPIENT,
})
const approval = (amount: bigint): TokenAmount => ({ ...transfer(amount), kind: 'approve', party: SPENDER })
const live = () => new AbortController().signal

describe('tokenAmountText', () => {
  it('shows the amount in the token’s decimals and symbol, beside its address', () => {
    expect(tokenAmountText(transfer(1_500_000n), usdc)).toBe(`1.5 USDC (token ${USDC}) to ${RECIPIENT}`)
    expect(tokenAmountText(approval(2_500_000n), usdc)).toBe(`${SPENDER} may spend 2.5 USDC (token ${USDC})`)
    expect(tokenAmountText(transfer(1n), usdc)).toBe(`0.000001 USDC (token ${USDC}) to ${RECIPIENT}`)
    expect(tokenAmountText(transfer(7n), { symbol: 'ODD', decimals: 0 })).toBe(`7 ODD (token ${USDC}) to ${RECIPIENT}`)
  })

  it('falls back to base units without trusted metadata', () => {
    expect(tokenAmountText(transfer(1_500_000n))).toBe(`1500000 base units of token ${USDC} to ${RECIPIENT}`)
    expect(tokenAmountText(approval(2_500_000n))).toBe(`${SPENDER} may spend 2500000 base units of token ${USDC}`)
  })

  it('says an unlimited approval plainly, from 2^255 up, with or without metadata', () => {
    expect(tokenAmountText(approval(maxUint256), usdc)).toBe(
      `${SPENDER} may spend an unlimited amount of USDC (token ${USDC})`,
    )
    expect(tokenAmountText(approval(UNLIMITED_ALLOWANCE))).toBe(
      `${SPENDER} may spend an unlimited amount of token ${USDC}`,
    )
    expect(tokenAmountText(approval(UNLIMITED_ALLOWANCE - 1n), { symbol: 'X', decimals: 0 })).toBe(
      `${SPENDER} may spend ${UNLIMITED_ALLOWANCE - 1n} X (token ${USDC})`,
    )
    // A transfer is never "unlimited": its amount is what moves.
    expect(tokenAmountText(transfer(maxUint256))).toBe(`${maxUint256} base units of token ${USDC} to ${RECIPIENT}`)
  })
})

describe('withTokenInfo', () => {
  it('rewrites each token row the reader trusts, keeps the others in base units, and reads each token on its chain', async () => {
    const read = vi.fn<TokenReader>(async (_chainId, token) => (token === USDC ? usdc : undefined))
    const details = {
      title: 'Send 2 calls',
      rows: [
        { label: 'Call 1 of 2', value: 'x' },
        tokenAmountRow(transfer(1_500_000n)),
        { label: 'Call 2 of 2', value: 'y' },
        tokenAmountRow({ ...approval(5n), token: OTHER }),
      ],
      warnings: [],
    }
    const shown = await withTokenInfo(details, read, live())
    expect(shown.rows.map((row) => [row.label, row.value])).toEqual([
      ['Call 1 of 2', 'x'],
      ['Token transfer', `1.5 USDC (token ${USDC}) to ${RECIPIENT}`],
      ['Call 2 of 2', 'y'],
      ['Token approval', `${SPENDER} may spend 5 base units of token ${OTHER}`],
    ])
    expect(read.mock.calls.map(([chainId, token]) => [chainId, token])).toEqual([
      [31337, USDC],
      [31337, OTHER],
    ])
    expect(details.rows[1]!.value).toBe(`1500000 base units of token ${USDC} to ${RECIPIENT}`)
  })

  it('does not read when no row moves a token, and a reader that throws leaves base units', async () => {
    const read = vi.fn<TokenReader>(async () => {
      throw new Error('boom')
    })
    const plain = { title: 'Sign message', rows: [{ label: 'Account', value: RECIPIENT }], warnings: [] }
    expect(await withTokenInfo(plain, read, live())).toBe(plain)
    expect(read).not.toHaveBeenCalled()
    const one = { title: 'Send call', rows: [tokenAmountRow(transfer(3n))], warnings: [] }
    expect((await withTokenInfo(one, read, live())).rows[0]!.value).toBe(
      `3 base units of token ${USDC} to ${RECIPIENT}`,
    )
  })

  it('an eth_sendTransaction of an ERC-20 approval shows symbol and decimals once read', async () => {
    const keys = await deriveWalletKeys(`${'abandon '.repeat(11)}about`)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 2_500_000n] })
    const prepared = prepareEvmRequest(keys, {
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [
        { to: USDC, data, chainId: toHex(8453), nonce: '0x0', gas: '0x5208', maxFeePerGas: '0x1', value: '0x0' },
      ],
    })
    const read = vi.fn<TokenReader>(async () => usdc)
    const shown = await withTokenInfo(prepared.details, read, live())
    expect(shown.rows.find((row) => row.label === 'Token approval')?.value).toBe(
      `${SPENDER} may spend 2.5 USDC (token ${USDC})`,
    )
    expect(read).toHaveBeenCalledWith(8453, USDC, expect.any(AbortSignal))
  })
})
