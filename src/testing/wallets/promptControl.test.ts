import { describe, expect, it } from 'vitest'
import { createPromptControl } from './promptControl.js'
import { PromptGate } from './prompts.js'

function fakeWallet() {
  const prompts = new PromptGate('manual', 0)
  return {
    prompts,
    account: 0,
    permitted: true,
    setMode: (mode: 'approve' | 'reject' | 'delay' | 'manual') => prompts.setMode(mode),
    setDelay: (ms: number) => prompts.setDelay(ms),
    selectAccount(index: number) {
      this.account = index
    },
    revokePermission() {
      this.permitted = false
    },
  }
}

describe('createPromptControl', () => {
  it('drives the wallet and its prompts, and reads waiting and pending prompts live', async () => {
    const wallet = fakeWallet()
    const control = createPromptControl(wallet, {})
    expect(control.pendingPrompts).toBe(0)
    const first = wallet.prompts.prompt('eth_requestAccounts')
    await wallet.prompts.whenWaiting()
    expect(control.waitingPrompts).toEqual(['eth_requestAccounts'])
    expect(control.pendingPrompts).toBe(1)
    control.approveNext()
    await first
    const second = wallet.prompts.prompt('personal_sign')
    await wallet.prompts.whenWaiting()
    control.rejectNext()
    await expect(second).rejects.toBeDefined()
    expect(control.pendingPrompts).toBe(0)
    control.setAutoApprove(true)
    expect(wallet.prompts.mode).toBe('approve')
    control.setMode('delay')
    expect(wallet.prompts.mode).toBe('delay')
    control.selectAccount(3)
    control.revokePermission()
    expect(wallet).toMatchObject({ account: 3, permitted: false })
  })

  it("keeps the wallet's own getters live", () => {
    const wallet = fakeWallet()
    const control = createPromptControl(wallet, {
      get account() {
        return wallet.account
      },
      wallet,
    })
    control.selectAccount(5)
    expect(control.account).toBe(5)
    expect(control.wallet).toBe(wallet)
  })
})
