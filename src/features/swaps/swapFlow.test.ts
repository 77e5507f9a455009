import { describe, expect, it } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { currentSwapFlow, leaveSwapFlow, updateSwapFlow } from './swapFlow.js'
import type { PreparedSwap } from './SwapPreview.js'

const prepared = { amount: 6n } as unknown as PreparedSwap
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

describe('the Swap flow kept outside the view', () => {
  it('keeps a pending swap, with its input, when Swap unmounts for the wallet’s approval', () => {
    const { store } = createTestContext()
    updateSwapFlow(store, (flow) => ({
      ...flow,
      form: { src: USDC, dst: '', amount: '6' },
      step: { kind: 'pending', prepared, label: 'Swapping…' },
    }))
    leaveSwapFlow(store)
    expect(currentSwapFlow(store)).toMatchObject({ form: { src: USDC, amount: '6' }, step: { kind: 'pending' } })
    // The outcome lands while Swap is away, and is there when it mounts again.
    updateSwapFlow(store, (flow) => ({ ...flow, step: { kind: 'done', prepared } }))
    expect(currentSwapFlow(store).step.kind).toBe('done')
  })
  it('forgets any other step when Swap unmounts, so it opens fresh', () => {
    const { store } = createTestContext()
    for (const step of [{ kind: 'done', prepared }, { kind: 'preview', prepared }, { kind: 'form' }] as const) {
      updateSwapFlow(store, (flow) => ({ ...flow, form: { ...flow.form, amount: '6' }, step, error: 'Failed' }))
      leaveSwapFlow(store)
      expect(currentSwapFlow(store)).toEqual({
        form: { src: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', dst: '', amount: '' },
        step: { kind: 'form' },
        error: undefined,
      })
    }
  })
  it('keeps one flow per instance', () => {
    const a = createTestContext().store
    const b = createTestContext().store
    updateSwapFlow(a, (flow) => ({ ...flow, error: 'only a' }))
    expect(currentSwapFlow(a).error).toBe('only a')
    expect(currentSwapFlow(b).error).toBeUndefined()
  })
})
