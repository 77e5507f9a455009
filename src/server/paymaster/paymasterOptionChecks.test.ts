/**
 * The paymaster's options and policy at their edges: addresses in any letter case, a data: icon,
 * the shortest validity (60 s), a daily cap of 0, signatures written with the `function` keyword,
 * and the anchored shapes of a private key, a CAIP-2 chain id and a selector; refusal texts and
 * errors by name.
 */
import { entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createPaymasterServer } from './createPaymasterServer.js'
import { resolvePaymasterServerOptions, type PaymasterServerOptions } from './options.js'
import { checkOperation, resolvePaymasterPolicy, type PaymasterPolicy } from './policy.js'
import { PaymasterRpcError } from './rpcErrors.js'

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const PAYMASTER = '0xBEEaddbbc075859170E773e02166C309B6A89384'
/** PAYMASTER with its checksum's letter case broken: an address, not a checksummed one. */
const PAYMASTER_MIXED = '0xbeEaddbbc075859170E773e02166C309B6A89384'
/** The EntryPoint v0.8 address with its first letter's case flipped: not its checksum. */
const ENTRY_POINT_MIXED = entryPoint08Address.replace(/[a-fA-F]/, (letter) =>
  letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
)

const options = (overrides: Partial<PaymasterServerOptions> = {}): PaymasterServerOptions => ({
  storage: createMemoryStorage(),
  signer: generatePrivateKey(),
  chains: { 'eip155:31337': { paymaster: PAYMASTER } },
  policy: { chains: ['eip155:31337'], targets: { [USDC]: '*' } },
  ...overrides,
})
const policy = (overrides: Partial<PaymasterPolicy>): PaymasterPolicy => ({
  chains: ['eip155:31337'],
  targets: { [USDC]: '*' },
  ...overrides,
})

describe('the paymaster’s options', () => {
  it('takes a paymaster address whatever its letter case, and keeps it checksummed', () => {
    const resolved = resolvePaymasterServerOptions(
      options({ chains: { 'eip155:31337': { paymaster: PAYMASTER_MIXED } } }),
    )
    expect(resolved.paymasters.get('eip155:31337')).toBe(PAYMASTER)
  })

  it('takes a data: URI icon and a validity of exactly 60 seconds', () => {
    const resolved = resolvePaymasterServerOptions(
      options({ sponsor: { name: 'Operator', icon: 'data:image/png;base64,AA==' }, validitySeconds: 60 }),
    )
    expect(resolved.sponsor?.icon).toBe('data:image/png;base64,AA==')
    expect(resolved.validitySeconds).toBe(60)
  })

  it('refuses a private key with anything before or after its 64 hex digits', () => {
    const key = generatePrivateKey()
    for (const signer of [`${key}0`, `ab${key}`] as `0x${string}`[])
      expect(() => createPaymasterServer(options({ signer }))).toThrow(
        'paymaster: signer must be a private key (0x + 64 hex) or a LocalAccount',
      )
  })
})

describe('the paymaster’s policy', () => {
  it('refuses a chain id with anything before or after eip155:<number>', () => {
    for (const chain of ['xeip155:1', 'eip155:1x'])
      expect(() => resolvePaymasterPolicy(policy({ chains: [chain] }))).toThrow(
        `paymaster: policy.chains: "${chain}" is not an eip155 CAIP-2 id`,
      )
  })

  it('takes an EntryPoint whatever its letter case, and names the one asked for checksummed when refusing another', () => {
    const resolved = resolvePaymasterPolicy(policy({ entryPoints: [ENTRY_POINT_MIXED] }))
    expect([...resolved.entryPoints]).toEqual([entryPoint08Address.toLowerCase()])
    const other = resolvePaymasterPolicy(policy({ entryPoints: [USDC] }))
    const refusal = checkOperation(other, {
      chain: 'eip155:31337',
      entryPoint: ENTRY_POINT_MIXED,
      op: { sender: PAYMASTER, callData: '0x' } as never,
    })
    expect(refusal?.message).toContain(entryPoint08Address)
  })

  it('takes a daily cap of 0 (nothing is sponsored)', () => {
    expect(resolvePaymasterPolicy(policy({ dailyGasCapWei: 0n })).dailyGasCapWei).toBe(0n)
  })

  it('takes a function signature written with the function keyword', () => {
    const resolved = resolvePaymasterPolicy(
      policy({ targets: { [USDC]: ['function transfer(address to, uint256 amount)'] } }),
    )
    expect([...(resolved.targets.get(USDC.toLowerCase()) as Set<string>)]).toEqual(['0xa9059cbb'])
  })

  it('refuses a selector with anything before or after its 8 hex digits', () => {
    for (const entry of ['0xa9059cbb0', 'x0xa9059cbb'])
      expect(() => resolvePaymasterPolicy(policy({ targets: { [USDC]: [entry] } }))).toThrow(
        `paymaster: policy.targets["${USDC}"]: "${entry}" is not a selector or function signature`,
      )
  })
})

describe('the paymaster’s JSON-RPC errors', () => {
  it('are named PaymasterRpcError', () => {
    expect(new PaymasterRpcError(-32601, 'no').name).toBe('PaymasterRpcError')
  })
})
