import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../src/server/index.js'
import { resolvePaymasterPolicy } from '../../src/server/paymaster/policy.js'
import { demoEvmTokens } from '../../src/testing/stack/evm/tokens.js'
import { UNISWAP_V2_ADDRESSES } from '../../src/testing/stack/evm/uniswapV2Addresses.js'
import { strictContentSecurityPolicy } from '../content-security-policy.js'
import { demoNetworks } from '../networks.js'
import { createDemoPaymaster, demoPaymasterPolicy, PAYMASTER_MOUNT } from './demo-paymaster.js'

const [USDC, DEMO] = demoEvmTokens(31337)
const chains = [
  { name: 'Anvil A', chainId: 31337, rpcUrl: 'http://127.0.0.1:18545' },
  { name: 'Anvil B', chainId: 31338, rpcUrl: 'http://127.0.0.1:18546' },
]

describe("the demo paymaster's policy", () => {
  it('sponsors USDC transfer and approve, DEMO approve and the router swaps on both anvils, and nothing else', () => {
    const policy = resolvePaymasterPolicy(demoPaymasterPolicy([31337, 31338]))
    expect([...policy.chains]).toEqual(['eip155:31337', 'eip155:31338'])
    expect(policy.targets.get(USDC!.address.toLowerCase())).toEqual(new Set(['0xa9059cbb', '0x095ea7b3']))
    expect(policy.targets.get(DEMO!.address.toLowerCase())).toEqual(new Set(['0x095ea7b3']))
    expect(policy.targets.get(UNISWAP_V2_ADDRESSES.router.toLowerCase())).toEqual(
      new Set(['0x38ed1739', '0x18cbafe5', '0x7ff36ab5']),
    )
    expect(policy.targets.size).toBe(3)
    expect(policy.dailyGasCapWei).toBe(10n ** 16n)
  })
})

describe('the demo paymaster on the demo server', () => {
  let close: (() => void) | undefined
  afterEach(() => close?.())

  it('answers JSON-RPC at /api/paymaster and leaves every other path to the next route', async () => {
    const paymaster = createDemoPaymaster({
      demoOrigin: 'http://127.0.0.1:1',
      storage: createMemoryStorage(),
      chainIds: [31337],
    })
    expect(paymaster.url).toBe('http://127.0.0.1:1/api/paymaster')
    const server = createServer(async (request, response) => {
      if (!(await paymaster.route(request, response))) response.writeHead(404).end('next route')
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    close = () => server.close()
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const rpc = await fetch(`${origin}${PAYMASTER_MOUNT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    })
    expect(await rpc.json()).toMatchObject({ id: 7, error: { code: -32601 } })
    const other = await fetch(`${origin}${PAYMASTER_MOUNT}-other`, { method: 'POST' })
    expect(await other.text()).toBe('next route')
  })
})

describe("the anvils' smart-account services in the page config", () => {
  it('gives each anvil with a bundler its bundlerUrl and the paymasterUrl, and the bundlers a place in connect-src', () => {
    const networks = demoNetworks(chains, { rpcUrl: 'http://127.0.0.1:18899' }, undefined, {
      bundlerUrls: { 31337: 'http://127.0.0.1:20001' },
      paymasterUrl: 'http://127.0.0.1:14173/api/paymaster',
    })
    expect(networks[0]).toMatchObject({
      bundlerUrl: 'http://127.0.0.1:20001',
      paymasterUrl: 'http://127.0.0.1:14173/api/paymaster',
    })
    expect(networks[1]).not.toHaveProperty('bundlerUrl')
    expect(networks[2]).not.toHaveProperty('paymasterUrl')
    expect(demoNetworks(chains)[0]).not.toHaveProperty('bundlerUrl')
    expect(strictContentSecurityPolicy([], [], [], ['http://127.0.0.1:20001'])).toContain(
      "connect-src 'self' http://127.0.0.1:20001;",
    )
  })
})
