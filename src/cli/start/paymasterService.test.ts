import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../server/storage/memory/memoryStorage.js'
import { loadConfig } from '../config/loadConfig.js'
import { createServices } from './services.js'
import { routePattern } from './routePatterns.js'

const dir = mkdtempSync(join(tmpdir(), 'wm-paymaster-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const SIGNER_KEY = `0x${'42'.repeat(32)}`
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

/** Only the paymaster on: the other services need secrets of their own. */
const paymasterOnly = (paymaster: Record<string, unknown>) => ({
  allowedSites: ['https://app.example.com'],
  siwx: { enabled: false },
  auth: { enabled: false },
  names: { enabled: false },
  project: { enabled: false },
  paymaster,
})
const SECTION = {
  enabled: true,
  chains: { 'eip155:31337': { paymaster: '0xBEEaddbbc075859170E773e02166C309B6A89384' } },
  policy: {
    chains: ['eip155:31337'],
    targets: { [USDC]: ['transfer(address,uint256)'] },
    dailyGasCapWei: '1000000000000000000000',
  },
  sponsor: { name: 'Example operator' },
}

let files = 0
function load(config: unknown, env: Record<string, string> = {}) {
  const file = join(dir, `config-${++files}.json`)
  writeFileSync(file, JSON.stringify(config))
  return loadConfig(file, env)
}

function services(config: unknown, env: Record<string, string>) {
  const { config: loaded, secrets } = load(config, env)
  return createServices(loaded, {
    storage: createMemoryStorage(),
    secrets,
    keys: undefined,
    clientIp: undefined,
    onMailSent: () => undefined,
    onUnexpectedError: () => undefined,
  })
}

describe('wallet-modal-server start: the paymaster section', () => {
  it('serves ERC-7677 at /api/paymaster with the signer key from the environment only', async () => {
    const mounted = services(paymasterOnly(SECTION), { PAYMASTER_SIGNER_KEY: SIGNER_KEY })
    expect(mounted.map((service) => service.name)).toEqual(['paymaster'])
    const paymaster = mounted[0]!
    expect(paymaster.mount).toBe('/api/paymaster')
    const answer = await paymaster.handle(
      new Request('http://api.example.com/api/paymaster', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: [] }),
      }),
      {},
    )
    expect(await answer.json()).toMatchObject({ id: 1, error: { code: -32602 } })
    expect(routePattern('/api/paymaster')).toBe('/api/paymaster')
  })

  it('refuses to start without the key, and refuses the key in the config file', () => {
    expect(() => services(paymasterOnly(SECTION), {})).toThrow(
      'config: PAYMASTER_SIGNER_KEY (or PAYMASTER_SIGNER_KEY_FILE) is required while paymaster.enabled is true',
    )
    expect(() => load(paymasterOnly({ ...SECTION, signerKey: SIGNER_KEY }))).toThrow(
      'config: paymaster.signerKey: secrets never go in the config file; set PAYMASTER_SIGNER_KEY or PAYMASTER_SIGNER_KEY_FILE in the environment',
    )
  })

  it('reads the key from PAYMASTER_SIGNER_KEY_FILE, and checks the policy as the service does', () => {
    const keyFile = join(dir, 'paymaster.key')
    writeFileSync(keyFile, `${SIGNER_KEY}\n`)
    expect(services(paymasterOnly(SECTION), { PAYMASTER_SIGNER_KEY_FILE: keyFile })).toHaveLength(1)
    expect(() => load(paymasterOnly({ ...SECTION, policy: { ...SECTION.policy, dailyGasCapWei: 5 } }))).toThrow(
      /config: paymaster\.policy\.dailyGasCapWei: /,
    )
    expect(() => services(paymasterOnly({ ...SECTION, chains: {} }), { PAYMASTER_SIGNER_KEY: SIGNER_KEY })).toThrow(
      'paymaster: policy chain eip155:31337 has no entry in chains',
    )
  })
})
