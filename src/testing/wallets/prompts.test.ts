import { afterEach, describe, expect, it, vi } from 'vitest'
import { PromptGate, resolvePromptSettings } from './prompts.js'

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'approved',
    (error: { code?: number }) => `rejected ${error.code}`,
  )

afterEach(() => {
  vi.useRealTimers()
})

describe("PromptGate (the test wallets' simulated user)", () => {
  it('auto-approves, auto-rejects with 4001, or delays then re-reads the mode', async () => {
    vi.useFakeTimers()
    const gate = new PromptGate('approve', 1_000)
    expect(await outcome(gate.prompt('eth_requestAccounts'))).toBe('approved')
    gate.setMode('reject')
    expect(await outcome(gate.prompt('personal_sign'))).toBe('rejected 4001')
    gate.setMode('delay')
    const delayed = outcome(gate.prompt('personal_sign'))
    expect(gate.pending).toBe(1)
    gate.setMode('reject')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await delayed).toBe('rejected 4001')
    expect(gate.pending).toBe(0)
  })

  it('queued decisions answer the next prompts in order, before the mode', async () => {
    const gate = new PromptGate('approve', 0)
    gate.rejectNext()
    gate.approveNext()
    gate.rejectNext()
    expect(await outcome(gate.prompt('a'))).toBe('rejected 4001')
    expect(await outcome(gate.prompt('b'))).toBe('approved')
    expect(await outcome(gate.prompt('c'))).toBe('rejected 4001')
    expect(await outcome(gate.prompt('d'))).toBe('approved')
  })

  it("in 'manual' mode a prompt waits, listed by method, until the test decides", async () => {
    const gate = new PromptGate('manual', 0)
    const noticed = gate.whenWaiting()
    const first = outcome(gate.prompt('eth_sendTransaction'))
    expect(await noticed).toBe('eth_sendTransaction')
    const second = outcome(gate.prompt('personal_sign'))
    expect(gate.waiting).toEqual(['eth_sendTransaction', 'personal_sign'])
    gate.rejectNext()
    expect(await first).toBe('rejected 4001')
    expect(gate.waiting).toEqual(['personal_sign'])
    gate.approveNext()
    expect(await second).toBe('approved')
    expect(gate.waiting).toEqual([])
    expect(gate.pending).toBe(0)
  })
})

describe('resolvePromptSettings', () => {
  it("defaults to 'approve' and 1,000 ms, keeps given values, and names the wallet when one is wrong", () => {
    expect(resolvePromptSettings('Some Wallet', {})).toEqual({ mode: 'approve', delayMs: 1_000 })
    expect(resolvePromptSettings('Some Wallet', { mode: 'delay', delayMs: 0 })).toEqual({ mode: 'delay', delayMs: 0 })
    expect(() => resolvePromptSettings('Some Wallet', { mode: 'later' as 'manual' })).toThrow(
      'Some Wallet: unknown mode later',
    )
    expect(() => resolvePromptSettings('Some Wallet', { delayMs: -1 })).toThrow('Some Wallet: invalid delayMs -1')
    expect(() => resolvePromptSettings('Some Wallet', { delayMs: Number.NaN })).toThrow(
      'Some Wallet: invalid delayMs NaN',
    )
  })
})
