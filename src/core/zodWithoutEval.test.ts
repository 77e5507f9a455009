import { afterEach, describe, expect, it, vi } from 'vitest'

// zod decides at a schema's construction whether to compile it with `new Function` (and first
// probes whether it may): under a strict CSP the probe alone is a violation (issue 11, defect 7).
describe('zodWithoutEval', () => {
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
    })
    const { parseGetWalletsAnswer } = await import('../features/wallets/types.js')
    const { parseOptions } = await import('./optionsSchema.js')
    const { createOtterscanSource } = await import('../chains/eip155/history/otterscan.js')
    const { createBlockscoutSource } = await import('../chains/eip155/history/blockscout.js')
    expect(parseGetWalletsAnswer({ data: [{ id: 'a', name: 'A', image_id: 'a' }], count: 1 }).count).toBe(1)
    expect(() => parseGetWalletsAnswer({ data: 1 })).toThrow()
    expect(parseOptions({ themeMode: 'dark' }).themeMode).toBe('dark')
    expect([createOtterscanSource, createBlockscoutSource].every((f) => typeof f === 'function')).toBe(true)
    expect(constructed).not.toHaveBeenCalled()
  })

  it('sets zod’s global jitless flag, which zod/mini and the classic API share', async () => {
    const { zodWithoutEval } = await import('./zodWithoutEval.js')
    zodWithoutEval()
    const { globalConfig } = await import('zod/v4/core')
    expect(globalConfig.jitless).toBe(true)
  })
})
