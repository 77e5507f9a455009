import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { multicall3Abi, toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { renderDemoConfigScript, type DemoConfig } from '../demo-config-script.js'
import { demoNetworks, demoWalletConfig } from '../networks.js'
import { SOLANA_CAIP_NETWORK_ID } from '../solana-rpc/constants.js'
import { SOLANA_USDC_MINT } from '../solana-rpc/dev-keys.js'
import { ensureCompiledContracts, readCompiledContracts, writeCompiledContracts } from './compile.js'
import { MULTICALL3_ADDRESS, demoEvmTokens } from './demo-evm-tokens.js'

const scratch = mkdtempSync(join(tmpdir(), 'evm-tokens-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('window.DEMO_CONFIG.tokens and multicall3', () => {
  it('lists USDC and DEMO on both anvils and the USDC-like mint on Solana', () => {
    const networks = demoNetworks(
      [
        { name: 'Anvil A', chainId: 31337, rpcUrl: 'http://127.0.0.1:18545' },
        { name: 'Anvil B', chainId: 31338, rpcUrl: 'http://127.0.0.1:18546' },
      ],
      { rpcUrl: 'http://127.0.0.1:18899' },
    )
    const script = renderDemoConfigScript({ networks, wallet: demoWalletConfig(networks) })
    const window: { DEMO_CONFIG?: DemoConfig; __DEMO_WALLET_CONFIG__?: unknown } = {}
    runInNewContext(script, { window })
    expect(window.DEMO_CONFIG!.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(window.DEMO_CONFIG!.tokens).toEqual({
      'eip155:31337': demoEvmTokens(31337),
      'eip155:31338': demoEvmTokens(31338),
      [SOLANA_CAIP_NETWORK_ID]: [{ address: SOLANA_USDC_MINT, name: 'USD Coin (local)', symbol: 'USDC', decimals: 6 }],
    })
    expect(window.DEMO_CONFIG!.tokens!['eip155:31337']!.map((token) => token.symbol)).toEqual(['USDC', 'DEMO'])
  })
})

describe('compiled contracts', () => {
  it("Multicall3 has Multicall3's signatures, and viem's aggregate3 encoding", async () => {
    const { contracts } = await ensureCompiledContracts()
    const functions = (abi: readonly unknown[]) => (abi as AbiFunction[]).filter((item) => item.type === 'function')
    expect(functions(contracts.Multicall3.abi).map((item) => toFunctionSignature(item)).sort()).toEqual([
      'aggregate((address,bytes)[])',
      'aggregate3((address,bool,bytes)[])',
      'getBlockNumber()',
      'getChainId()',
      'getCurrentBlockTimestamp()',
      'getEthBalance(address)',
      'tryAggregate(bool,(address,bytes)[])',
    ])
    const selector = (abi: readonly unknown[]) => toFunctionSelector(functions(abi).find((item) => item.name === 'aggregate3')!)
    expect(selector(contracts.Multicall3.abi)).toBe(selector(multicall3Abi))
    expect(contracts.Multicall3.deployedBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(contracts.DemoToken.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
  })

  it('reads contracts.json only while its source hash matches', async () => {
    const compiled = await ensureCompiledContracts()
    const file = join(scratch, 'contracts.json')
    expect(readCompiledContracts(file)).toBeUndefined()
    writeCompiledContracts(compiled, file)
    expect(readCompiledContracts(file)).toEqual(compiled)
    writeCompiledContracts({ ...compiled, sourceHash: 'stale' }, file)
    expect(readCompiledContracts(file)).toBeUndefined()
  })

  it('uses the canonical Multicall3 address', () => {
    expect(MULTICALL3_ADDRESS).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
  })
})
