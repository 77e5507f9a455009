import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalStack, startLocalStack } from '../startLocalStack.js'

async function supportedEntryPoints(url: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

describe("the stack's bundlers, restarted after chain reverts", () => {
  let stack: LocalStack
  beforeAll(async () => {
    // Bundler ports below the kernel's ephemeral range (32768-60999 here): while a restart has one
    // free, no other test's free-port pick (bind to port 0) can take it.
    const base = 20_000 + Math.floor(Math.random() * 5_000) * 2
    stack = await startLocalStack({
      bundler: true,
      solana: false,
      walletConnect: false,
      bitcoin: false,
      ports: { bundlerA: base, bundlerB: base + 1 },
    })
  }, 180_000)
  afterAll(() => stack?.stop())

  it('restartBundlers starts new processes on the same URLs, and the stack does not count it as a bundler dying', async () => {
    const before = stack.chains.map(({ bundler }) => ({ url: bundler!.url, pid: bundler!.pid }))
    let died: string | undefined
    void stack.unexpectedExit.then((reason) => {
      died = reason
    })
    await stack.restartBundlers()
    for (const [i, chain] of stack.chains.entries()) {
      expect(await supportedEntryPoints(chain.bundler!.url)).toEqual(['0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'])
      expect(chain.bundler!.url).toBe(before[i]!.url)
      expect(chain.bundler!.pid).not.toBe(before[i]!.pid)
    }
    // Old processes gone: signal 0 to their pids throws.
    for (const { pid } of before) expect(() => process.kill(pid, 0)).toThrow()
    await new Promise((resolve) => setImmediate(resolve))
    expect(died).toBeUndefined()
  }, 120_000)
})
