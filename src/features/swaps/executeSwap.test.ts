import { describe, expect, it } from 'vitest'
import { executeSwap, isStaleQuoteError } from './executeSwap.js'
import type { SwapQuoteSource } from './swapSource.js'

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const SWAP = { to: '0x2B574555158337Cd46d47c2Ca57E4698A1f04e70', data: '0x38ed1739', value: 0n }

function fakes(allowance: bigint, sendError?: unknown) {
  const sent: string[] = []
  const allowanceAsked: string[] = []
  const source = {
    allowance: async ({ tokenAddress }: { tokenAddress: string }) => {
      allowanceAsked.push(tokenAddress)
      return allowance
    },
    approveTransaction: async () => ({ to: USDC, data: '0x095ea7b3', value: 0n }),
  } as unknown as SwapQuoteSource
  const sendCall = async (call: { data: string }) => {
    if (sendError && call.data === SWAP.data) throw sendError
    sent.push(call.data)
    return `0xhash${sent.length}`
  }
  return { source, sendCall, sent, allowanceAsked }
}

/** executeSwap of 6 USDC (allowance enough) whose swap call fails with `failure`: what it rejects with. */
function failedSwap(failure: Error): Promise<Error> {
  const { source, sendCall } = fakes(10n, failure)
  return executeSwap({ source, sendCall, chainId: 31337, from: USDC, src: USDC, amount: 6n, swap: SWAP }).then(
    () => {
      throw new Error('the swap went through')
    },
    (e: unknown) => e as Error,
  )
}

describe('executeSwap', () => {
  it('approves an ERC-20 first when the allowance is short, then swaps', async () => {
    const { source, sendCall, sent } = fakes(5n)
    const steps: string[] = []
    const result = await executeSwap({
      source,
      sendCall,
      chainId: 31337,
      from: USDC,
      src: USDC,
      amount: 6n,
      swap: SWAP,
      onStep: (s) => steps.push(s),
    })
    expect(sent).toEqual(['0x095ea7b3', '0x38ed1739'])
    expect(steps).toEqual(['approving', 'swapping'])
    expect(result).toEqual({ approveHash: '0xhash1', swapHash: '0xhash2' })
  })
  it('skips the approval when the allowance covers the amount, and for ETH', async () => {
    for (const src of [USDC, ETH]) {
      const { source, sendCall, sent } = fakes(6n)
      const result = await executeSwap({ source, sendCall, chainId: 31337, from: USDC, src, amount: 6n, swap: SWAP })
      expect(sent).toEqual(['0x38ed1739'])
      expect(result.approveHash).toBeUndefined()
    }
  })
  it('never asks an allowance for ETH, which needs no approval however short', async () => {
    const { source, sendCall, sent, allowanceAsked } = fakes(0n)
    const result = await executeSwap({ source, sendCall, chainId: 31337, from: USDC, src: ETH, amount: 6n, swap: SWAP })
    expect(allowanceAsked).toEqual([])
    expect(sent).toEqual(['0x38ed1739'])
    expect(result).toEqual({ approveHash: undefined, swapHash: '0xhash1' })
  })
  describe('with a wallet that batches atomically (EIP-5792)', () => {
    /** The fakes plus a batch sender that records each batch and what it was asked about support. */
    function batching(allowance: bigint, atomic: boolean) {
      const base = fakes(allowance)
      const batches: string[][] = []
      let asked = 0
      const supportsAtomicBatch = async () => {
        asked++
        return atomic
      }
      const sendCalls = async (calls: readonly { data: string }[]) => {
        batches.push(calls.map((c) => c.data))
        return '0xbatch'
      }
      return { ...base, batches, supportsAtomicBatch, sendCalls, asked: () => asked }
    }
    const input = { chainId: 31337, from: USDC, src: USDC, amount: 6n, swap: SWAP }

    it('sends the approval and the swap as one batch, approval first, and nothing on its own', async () => {
      const { source, sendCall, sent, batches, supportsAtomicBatch, sendCalls } = batching(5n, true)
      const steps: string[] = []
      const result = await executeSwap({
        ...input,
        source,
        sendCall,
        supportsAtomicBatch,
        sendCalls,
        onStep: (s) => steps.push(s),
      })
      expect(batches).toEqual([['0x095ea7b3', '0x38ed1739']])
      expect(sent).toEqual([])
      expect(steps).toEqual(['swapping'])
      expect(result).toEqual({ approveHash: '0xbatch', swapHash: '0xbatch' })
    })
    it('sends two calls when the wallet does not batch atomically', async () => {
      const { source, sendCall, sent, batches, supportsAtomicBatch, sendCalls } = batching(5n, false)
      const result = await executeSwap({ ...input, source, sendCall, supportsAtomicBatch, sendCalls })
      expect(batches).toEqual([])
      expect(sent).toEqual(['0x095ea7b3', '0x38ed1739'])
      expect(result).toEqual({ approveHash: '0xhash1', swapHash: '0xhash2' })
    })
    it('sends the swap alone, without asking about batches, when no approval is needed', async () => {
      const { source, sendCall, sent, batches, supportsAtomicBatch, sendCalls, asked } = batching(6n, true)
      const result = await executeSwap({ ...input, source, sendCall, supportsAtomicBatch, sendCalls })
      expect(batches).toEqual([])
      expect(asked()).toBe(0)
      expect(sent).toEqual(['0x38ed1739'])
      expect(result).toEqual({ approveHash: undefined, swapHash: '0xhash1' })
    })
    it("reports a batch's failure like a single call's: a stale quote stays a stale quote", async () => {
      const { source, sendCall, supportsAtomicBatch } = batching(5n, true)
      const revert = new Error('execution reverted: INSUFFICIENT_OUTPUT_AMOUNT')
      const sendCalls = async () => {
        throw revert
      }
      const error = await executeSwap({ ...input, source, sendCall, supportsAtomicBatch, sendCalls }).catch(
        (e: unknown) => e as Error,
      )
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).cause).toBe(revert)
    })
  })
  it("keeps the revert as the stale-quote error's cause", async () => {
    const revert = new Error('execution reverted: INSUFFICIENT_OUTPUT_AMOUNT')
    const error = await failedSwap(revert)
    expect(error).toBeInstanceOf(Error)
    expect(error.cause).toBe(revert)
  })
  it("reports any other failure as the modal's error for it, not as a stale quote", async () => {
    const error = await failedSwap(new Error('insufficient funds for gas * price + value'))
    expect(error.message).toBe('Insufficient funds for this transaction.')
  })
  it('explains a router revert for too little output as a stale quote', async () => {
    const revert = new Error('Execution reverted', {
      cause: { shortMessage: 'reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
    })
    expect((await failedSwap(revert)).message).toBe(
      'The price moved since this quote, so the swap was not made. Review the new quote and try again.',
    )
  })
  it('keeps a wallet rejection a rejection', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(await failedSwap(rejection)).toMatchObject({ code: 4001 })
  })
  it('finds the revert reason at any level', () => {
    expect(isStaleQuoteError({ details: 'execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })).toBe(true)
    expect(isStaleQuoteError(new Error('insufficient funds'))).toBe(false)
  })
  it('reads 8 levels of causes and no more, and ends on a cause that loops', () => {
    const nested = (depth: number) => {
      let error: { message: string; cause?: unknown } = { message: 'Return amount is not enough' }
      for (let i = 0; i < depth; i++) error = { message: `level ${i}`, cause: error }
      return error
    }
    expect(isStaleQuoteError(nested(7))).toBe(true)
    expect(isStaleQuoteError(nested(8))).toBe(false)
    const loop: { message: string; cause?: unknown } = { message: 'reverted' }
    loop.cause = loop
    expect(isStaleQuoteError(loop)).toBe(false)
  })
})
