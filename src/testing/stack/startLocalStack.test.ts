import { Connection, PublicKey } from '@solana/web3.js'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { anvilInstallMessage } from './anvil.js'
import { freePort } from './freePort.js'
import { startLocalStack, type LocalStack } from './startLocalStack.js'

const ORIGIN = 'http://127.0.0.1:4173'

const listening = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
  }).then(
    () => true,
    () => false,
  )

describe('startLocalStack', () => {
  let stack: LocalStack<{ second: () => Promise<{ order: string[]; stop(): Promise<void> }> }>
  const order: string[] = []
  beforeAll(async () => {
    stack = await startLocalStack({
      siwx: { origin: ORIGIN },
      services: {
        second: async (running: LocalStack) => {
          // Services start once the chains answer, and see them.
          order.push(`after chains ${running.chains.length}`)
          return { order, stop: async () => void order.push('stopped') }
        },
      },
    })
  }, 60_000)
  afterAll(() => stack?.stop())

  it('starts two seeded anvils on free ports, with the tokens and funded dev accounts', async () => {
    expect(stack.chains.map((c) => [c.name, c.chainId, c.caipNetworkId])).toEqual([
      ['Anvil A', 31337, 'eip155:31337'],
      ['Anvil B', 31338, 'eip155:31338'],
    ])
    const client = createPublicClient({ transport: http(stack.chains[1].url) })
    expect(await client.getChainId()).toBe(31338)
    const usdc = stack.tokens['eip155:31338']!.find((t) => t.symbol === 'USDC')!
    const balance = await client.readContract({
      address: usdc.address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [stack.accounts.evm[1]!.address],
    })
    expect(balance).toBe(10_000_000_000n)
    expect(stack.accounts.evm[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
  })

  it('gives the modal its networks (Multicall3 and the ENS stand-in on the anvils) and tokens', () => {
    expect(stack.networks.map((n) => n.name)).toEqual(['Anvil A', 'Anvil B', 'Solana Local', 'Bitcoin Regtest'])
    expect(stack.networks[0]).toMatchObject({
      rpcUrl: stack.chains[0].url,
      multicall3Address: '0xcA11bde05977b3631167028862bE2a173976CA11',
    })
    expect(stack.networks[2]).toMatchObject({ caipNetworkId: stack.solana!.caipNetworkId, rpcUrl: stack.solana!.url })
    expect(stack.networks[3]).toMatchObject({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      rpcUrl: stack.bitcoin!.url,
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
    })
    // Bitcoin has no tokens (BTC only).
    expect(Object.keys(stack.tokens)).toEqual(
      stack.networks.filter((n) => !n.caipNetworkId.startsWith('bip122:')).map((n) => n.caipNetworkId),
    )
  })

  it('runs the Bitcoin regtest chain: each dev payment address holds 1 BTC, confirmed; faucet and mining on demand', async () => {
    const stats = async (address: string) =>
      (await (await fetch(`${stack.bitcoin!.url}/address/${address}`)).json()) as {
        chain_stats: { funded_txo_sum: number }
        mempool_stats: { funded_txo_sum: number }
      }
    expect(stack.accounts.bitcoin).toHaveLength(4)
    for (const { payment } of stack.accounts.bitcoin)
      expect((await stats(payment)).chain_stats.funded_txo_sum).toBe(100_000_000)
    const ordinals = stack.accounts.bitcoin[0]!.ordinals
    await stack.bitcoin!.faucet(ordinals, 5_000n)
    expect((await stats(ordinals)).mempool_stats.funded_txo_sum).toBe(5_000)
    const height = await stack.bitcoin!.mine()
    expect((await stats(ordinals)).chain_stats.funded_txo_sum).toBe(5_000)
    expect(await (await fetch(`${stack.bitcoin!.url}/blocks/tip/height`)).text()).toBe(String(height))
  })

  it('runs the Solana RPC with funded dev keys, and the WalletConnect relay', async () => {
    const lamports = await new Connection(stack.solana!.url, 'confirmed').getBalance(
      new PublicKey(stack.accounts.solana[0]!.address),
    )
    expect(lamports).toBeGreaterThan(0)
    const socket = new WebSocket(`${stack.walletConnect!.relayUrl}/?projectId=${stack.walletConnect!.projectId}`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    socket.close()
  })

  it('serves the SIWX back end for the given origin, cross-origin from that origin only', async () => {
    const nonce = (origin: string) =>
      fetch(`${stack.siwx!.serverUrl}/nonce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: '{}',
      })
    const allowed = await nonce(ORIGIN)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect((await nonce('http://127.0.0.1:9')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('starts services after the chains and stops them first', async () => {
    expect(stack.services.second.order).toEqual(['after chains 2'])
    const urls = [stack.chains[0].url, stack.chains[1].url]
    await stack.stop()
    expect(order).toEqual(['after chains 2', 'stopped'])
    expect(await Promise.all(urls.map(listening))).toEqual([false, false])
  })
})

describe('startLocalStack failures', () => {
  it('names how to get anvil, and stops what it started', async () => {
    const relayPort = await freePort()
    await expect(
      startLocalStack({ anvil: '/nonexistent/anvil', ports: { walletConnectRelay: relayPort }, solana: false }),
    ).rejects.toThrow('anvil not found at /nonexistent/anvil')
    // The relay that did start was stopped again: its port takes a new relay.
    const again = await startLocalStack({ ports: { walletConnectRelay: relayPort }, solana: false })
    await again.stop()
    expect(anvilInstallMessage()).toContain(
      "anvil not found: install foundry's anvil (curl -L https://foundry.paradigm.xyz | bash && foundryup) and put it on PATH",
    )
    expect(anvilInstallMessage()).toMatch(/, or pass its path as the anvil option$/)
  }, 60_000)
})
