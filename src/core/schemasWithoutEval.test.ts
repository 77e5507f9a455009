import { afterEach, describe, expect, it, vi } from 'vitest'

// Under a Content-Security-Policy without 'unsafe-eval', constructing a Function is a
// securitypolicyviolation even when the page catches the refusal: the
// client's schemas (valibot) must never do it, neither when built nor when parsing.
describe('client schemas without eval', () => {
  const RealFunction = globalThis.Function
  afterEach(() => {
    globalThis.Function = RealFunction
  })

  it('building and using the client’s schemas never constructs a Function', async () => {
    const constructed = vi.fn()
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args, newTarget) {
        constructed(args)
        return Reflect.construct(target, args, newTarget)
      },
      apply(target, thisArg, args) {
        constructed(args)
        return Reflect.apply(target, thisArg, args)
      },
    })
    const { parseGetWalletsAnswer } = await import('../features/wallets/types.js')
    const { parseOptions } = await import('./optionsSchema.js')
    const { createOtterscanSource } = await import('../chains/eip155/history/otterscan.js')
    const { createBlockscoutSource } = await import('../chains/eip155/history/blockscout.js')
    expect(parseGetWalletsAnswer({ data: [{ id: 'a', name: 'A', image_id: 'a' }], count: 1 }).count).toBe(1)
    expect(() => parseGetWalletsAnswer({ data: 1 })).toThrow()
    expect(parseOptions({ themeMode: 'dark' }).themeMode).toBe('dark')
    expect(() => parseOptions({ themeMode: 'blue' })).toThrow('Invalid options: themeMode')
    expect([createOtterscanSource, createBlockscoutSource].every((f) => typeof f === 'function')).toBe(true)
    expect(constructed).not.toHaveBeenCalled()
  })
})
