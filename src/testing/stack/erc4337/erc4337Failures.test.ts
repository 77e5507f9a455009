import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type RunningAnvil } from '../anvil.js'
import { freePort } from '../freePort.js'
import { startAltoBundler } from './altoBundler.js'
import { deployErc4337 } from './deployErc4337.js'

describe('the ERC-4337 stack on a bare anvil', () => {
  let anvil: RunningAnvil
  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: 31339 })
  }, 30_000)
  afterAll(() => anvil?.stop())

  it('reports Alto’s own reason when the bundler cannot start (no EntryPoint yet)', async () => {
    await expect(startAltoBundler({ rpcUrl: anvil.url, port: await freePort() })).rejects.toThrow(
      /^bundler on http:\/\/127\.0\.0\.1:\d+: exited before answering eth_supportedEntryPoints\nalto output:\n.*entry point 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108 does not exist/s,
    )
  }, 90_000)

  it('deploys once, then refuses a chain that already has the EntryPoint', async () => {
    expect(await deployErc4337(anvil.url, 31339)).toBeGreaterThanOrEqual(0)
    await expect(deployErc4337(anvil.url, 31339)).rejects.toThrow(
      'erc4337: chain 31339 already has code at 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    )
  })

  it('refuses a port that is taken', async () => {
    const port = await freePort()
    const holder = await startAnvil({ port, chainId: 31340 })
    try {
      await expect(startAltoBundler({ rpcUrl: anvil.url, port })).rejects.toThrow(/^bundler: port \d+ .*in use/)
    } finally {
      await holder.stop()
    }
  }, 30_000)
})
