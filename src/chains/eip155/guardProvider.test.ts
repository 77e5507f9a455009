import { describe, expect, it, vi } from 'vitest'
import { checkAccounts, guardProvider } from './guardProvider.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A provider with a private field, as class-based wallets (the Demo Wallet) are. */
class FakeProvider {
  #answers: Record<string, unknown>
  readonly isFake = true
  listeners = new Map<string, ((...args: unknown[]) => void)[]>()
  constructor(answers: Record<string, unknown>) {
    this.#answers = answers
  }
  async request({ method }: { method: string }) {
    return this.#answers[method]
  }
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
  }
  removeListener(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    )
  }
  emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args)
  }
  ownMethod() {
    return this.#answers.eth_chainId
  }
}

describe('checkAccounts', () => {
  it('passes lists of 0x addresses (lowercase or EIP-55)', () => {
    expect(checkAccounts([A, A.toLowerCase()])).toEqual([A, A.toLowerCase()])
    expect(checkAccounts([])).toEqual([])
  })
  it('refuses what is not a list, clearly', () => {
    for (const answer of [{ 0: A }, A, null, undefined, 1])
      expect(() => checkAccounts(answer)).toThrow('The wallet answered with no list of accounts')
  })
  it('refuses entries that are not addresses', () => {
    expect(() => checkAccounts(['0xnot-an-address'])).toThrow(
      'The wallet answered with an invalid account (0xnot-an-address)',
    )
    expect(() => checkAccounts([`eip155:1:${A}`])).toThrow('invalid account')
    expect(() => checkAccounts([A.replace('C51', 'c51')])).toThrow('invalid account')
    expect(() => checkAccounts([42])).toThrow('invalid account (42)')
  })
})

describe('guardProvider', () => {
  it('checks account answers and passes everything else through, bound to the provider', async () => {
    const inner = new FakeProvider({ eth_requestAccounts: { 0: A }, eth_accounts: [A], eth_chainId: '0x7a69' })
    const provider = guardProvider(inner)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 'INVALID_ACCOUNTS',
      message: 'The wallet answered with no list of accounts',
    })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([A])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(provider.ownMethod()).toBe('0x7a69')
    expect(provider.isFake).toBe(true)
  })

  it('drops accountsChanged and chainChanged events that carry nothing usable; removeListener still works', () => {
    const inner = new FakeProvider({})
    const provider = guardProvider(inner)
    const accounts = vi.fn()
    const chain = vi.fn()
    const connect = vi.fn()
    provider.on('accountsChanged', accounts)
    provider.on('chainChanged', chain)
    provider.on('connect', connect)
    for (const bad of [{ 0: A }, ['0xnot'], 'x', null]) inner.emit('accountsChanged', bad)
    for (const bad of ['eip155:1', 'abc', -1, 1.5, '0x', null]) inner.emit('chainChanged', bad)
    expect(accounts).not.toHaveBeenCalled()
    expect(chain).not.toHaveBeenCalled()
    inner.emit('accountsChanged', [A])
    inner.emit('accountsChanged', [])
    inner.emit('chainChanged', '0x7a6a')
    inner.emit('connect', { chainId: 'anything' })
    expect(accounts.mock.calls).toEqual([[[A]], [[]]])
    expect(chain).toHaveBeenCalledWith('0x7a6a')
    expect(connect).toHaveBeenCalledOnce()
    provider.removeListener('accountsChanged', accounts)
    inner.emit('accountsChanged', [A])
    expect(accounts).toHaveBeenCalledTimes(2)
  })
})

describe('guardProvider: what counts as an account list and a chain id', () => {
  it('shows a non-string account as JSON, and cuts a long one to 120 characters', () => {
    expect(() => checkAccounts([{ address: A }])).toThrow(`invalid account ({"address":"${A}"})`)
    const long = `0x${'z'.repeat(200)}`
    expect(() => checkAccounts([long])).toThrow(`invalid account (${long.slice(0, 120)})`)
  })

  it('passes chain ids as positive integers or 0x quantities of up to 13 hex digits, drops the rest', () => {
    const inner = new FakeProvider({})
    const chain = vi.fn()
    guardProvider(inner).on('chainChanged', chain)
    const good = [1, 31337, '0x1', '0X7A69', `0x${'f'.repeat(13)}`]
    const bad = [0, '0x0', '0x00', '12', ' 0x1', '0x1 ', '0x1zz', `0x${'f'.repeat(14)}`, Number.MAX_SAFE_INTEGER + 2]
    for (const id of [...bad, ...good]) inner.emit('chainChanged', id)
    expect(chain.mock.calls.map(([id]) => id)).toEqual(good)
  })

  it('a listener added twice is wrapped once, so one removeListener silences it', () => {
    const inner = new FakeProvider({})
    const provider = guardProvider(inner)
    const accounts = vi.fn()
    provider.on('accountsChanged', accounts)
    provider.on('accountsChanged', accounts)
    provider.removeListener('accountsChanged', accounts)
    inner.emit('accountsChanged', [A])
    expect(accounts).not.toHaveBeenCalled()
  })

  it('a request without arguments is still the provider’s to answer', async () => {
    const inner = new FakeProvider({})
    const request = vi.spyOn(inner, 'request').mockResolvedValue('answered')
    const provider = guardProvider(inner)
    await expect(provider.request(undefined as never)).resolves.toBe('answered')
    expect(request).toHaveBeenCalledWith(undefined)
  })
})
