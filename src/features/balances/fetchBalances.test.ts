import { describe, expect, it } from 'vitest'
import type { CaipAddress } from '../../core/caip.js'
import { resolveOptions } from '../../core/options.js'
import type { TokenConfig } from '../../core/tokens.js'
import { fetchBalances } from './fetchBalances.js'

const NETWORK = 'eip155:31337'
const ACCOUNT = `${NETWORK}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8` as CaipAddress
const USDC: TokenConfig = {
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  iconUrl: 'https://logos.example/usdc.svg',
}

/** Options as a host could have them if a bad entry got past setOptions (or a chain answered oddly). */
function options(tokens: unknown[]) {
  return resolveOptions({
    networks: [{ caipNetworkId: NETWORK, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
    tokens: { [NETWORK]: tokens as TokenConfig[] },
  })
}

const readers = (amounts: (token: TokenConfig) => unknown) => ({
  native: async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' }),
  tokens: async (_: CaipAddress, list: TokenConfig[]) =>
    list.map((token) => ({ token, value: amounts(token) as bigint })),
})

describe('fetchBalances: one bad token is skipped, not fatal', () => {
  it('keeps the native balance and the good tokens when an entry is malformed', async () => {
    const bad = [
      { ...USDC, address: '0x0000000000000000000000000000000000000001', symbol: 'HALF', decimals: 1.5 },
      null,
      { ...USDC, address: '0x0000000000000000000000000000000000000002', symbol: 'STR', decimals: '18' },
      USDC,
    ]
    const rows = await fetchBalances(
      options(bad),
      ACCOUNT,
      readers(() => 5_000_000n),
    )
    expect(rows.map((r) => r.symbol)).toEqual(['ETH', 'USDC'])
    expect(rows[1]!.quantity).toEqual({ decimals: 6, numeric: '5' })
  })

  it('skips a token whose chain answer is not a balance', async () => {
    const rows = await fetchBalances(
      options([USDC]),
      ACCOUNT,
      readers(() => 'not a bigint'),
    )
    expect(rows.map((r) => r.symbol)).toEqual(['ETH'])
  })

  it('drops a logo outside the URL allowlist, keeps an allowed one', async () => {
    const evil = {
      ...USDC,
      address: '0x0000000000000000000000000000000000000003',
      symbol: 'EVIL',
      iconUrl: 'javascript:alert(1)',
    }
    const rows = await fetchBalances(
      options([USDC, evil]),
      ACCOUNT,
      readers(() => 1n),
    )
    expect(rows.find((r) => r.symbol === 'USDC')?.iconUrl).toBe('https://logos.example/usdc.svg')
    expect(rows.find((r) => r.symbol === 'EVIL')?.iconUrl).toBeUndefined()
  })
})

describe("fetchBalances: rows of the account's own network", () => {
  const twoNetworks = resolveOptions({
    networks: [
      {
        caipNetworkId: 'eip155:1',
        name: 'Mainnet',
        rpcUrl: 'http://127.0.0.1:8545',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      {
        caipNetworkId: NETWORK,
        name: 'Anvil',
        rpcUrl: 'http://127.0.0.1:8546',
        nativeCurrency: { name: 'Anvil Ether', symbol: 'AETH', decimals: 18 },
      },
    ],
  })

  it("names the native row after the account's network, not the first one configured", async () => {
    const rows = await fetchBalances(
      twoNetworks,
      ACCOUNT,
      readers(() => 1n),
    )
    expect(rows[0]).toMatchObject({ name: 'Anvil Ether', chainId: NETWORK, address: undefined })
  })

  it("throws 'Network not found' for an account on a network that is not configured", async () => {
    await expect(
      fetchBalances(
        twoNetworks,
        'eip155:10:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        readers(() => 1n),
      ),
    ).rejects.toThrow('Network not found')
  })

  it('keeps the native display decimals when the chain gives them (8 for BTC), adds none otherwise', async () => {
    const btcLike = {
      ...readers(() => 1n),
      native: async () => ({ value: 150_000_000n, decimals: 8, symbol: 'BTC', displayDecimals: 8 }),
    }
    expect((await fetchBalances(options([]), ACCOUNT, btcLike))[0]!.quantity).toStrictEqual({
      decimals: 8,
      numeric: '1.5',
      displayDecimals: 8,
    })
    expect(
      (
        await fetchBalances(
          options([]),
          ACCOUNT,
          readers(() => 1n),
        )
      )[0]!.quantity,
    ).toStrictEqual({ decimals: 18, numeric: '1' })
  })

  it('drops what the chain reader answers for a 0-decimal or unusable token (spec 5), keeps the rest', async () => {
    const zero: TokenConfig = {
      ...USDC,
      address: '0x0000000000000000000000000000000000000004',
      symbol: 'ZERO',
      decimals: 0,
    }
    const noAddress: TokenConfig = { ...USDC, address: '', symbol: 'NOADDR' }
    const discovering = {
      ...readers(() => 1n),
      tokens: async () => [
        { token: zero, value: 7n },
        { token: noAddress, value: 7n },
        { token: USDC, value: 7n },
      ],
    }
    const rows = await fetchBalances(options([]), ACCOUNT, discovering)
    expect(rows.map((r) => r.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('values a row as price × quantity in whole tokens', async () => {
    const priced = { ...readers(() => 5_000_000n), prices: async () => ({ native: 3000, [USDC.address]: 2 }) }
    const rows = await fetchBalances(options([USDC]), ACCOUNT, priced)
    expect(rows.map((r) => [r.symbol, r.price, r.value])).toEqual([
      ['ETH', 3000, 3000],
      ['USDC', 2, 10],
    ])
  })
})
