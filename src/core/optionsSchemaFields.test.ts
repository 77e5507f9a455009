import { describe, expect, it } from 'vitest'
import { optionsError } from './__fixtures__/optionsError.js'
import { parseOptions } from './optionsSchema.js'

// Each option group's own rules and messages (docs/contributing/architecture.md: "a clear error naming
// the field"); optionsSchema.test.ts holds the error's format and the edges of each check.

const ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const network = (extra: object) => ({
  caipNetworkId: 'eip155:1',
  name: 'Mainnet',
  rpcUrl: 'https://rpc.example',
  ...extra,
})
const token = (address: string) => ({ address, name: 'USD Coin', symbol: 'USDC', decimals: 6 })

describe('parseOptions: network ids and addresses are matched whole', () => {
  it('refuses a CAIP-2 id with anything before or after it', () => {
    expect(optionsError({ networks: [network({ caipNetworkId: 'EIP155:1' })] })).toBe(
      'Invalid options: networks[0].caipNetworkId: expected a CAIP-2 network id such as "eip155:1", got "EIP155:1"',
    )
    expect(optionsError({ networks: [network({ caipNetworkId: 'eip155:1/x' })] })).toContain(
      'networks[0].caipNetworkId: expected a CAIP-2 network id',
    )
    expect(parseOptions({ networks: [network({})] })).toBeTruthy()
  })

  it('refuses a multicall3 address with a prefix or a 21st byte, naming the 20-byte rule', () => {
    expect(optionsError({ networks: [network({ multicall3Address: `x${ADDRESS}` })] })).toBe(
      `Invalid options: networks[0].multicall3Address: expected a 0x address of 20 bytes, got "x${ADDRESS.slice(0, 39)}"…`,
    )
    expect(optionsError({ networks: [network({ ensUniversalResolverAddress: `${ADDRESS}00` })] })).toContain(
      'networks[0].ensUniversalResolverAddress: expected a 0x address of 20 bytes',
    )
    expect(parseOptions({ networks: [network({ multicall3Address: ADDRESS })] })).toBeTruthy()
  })

  it('refuses an EVM token address with a prefix or a 21st byte', () => {
    expect(optionsError({ tokens: { 'eip155:1': [token(`x${ADDRESS}`)] } })).toContain(
      'tokens["eip155:1"][0].address: expected a 0x address of 20 bytes',
    )
    expect(optionsError({ tokens: { 'eip155:1': [token(`${ADDRESS}00`)] } })).toContain(
      'expected a 0x address of 20 bytes',
    )
  })

  it('refuses a Solana mint with a non-base58 prefix or over 44 characters', () => {
    const solana = (address: string) => ({ tokens: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [token(address)] } })
    expect(optionsError(solana(`0${MINT}`))).toContain('[0].address: expected a base58 mint address')
    expect(optionsError(solana(`${MINT}0`))).toContain('[0].address: expected a base58 mint address')
    expect(optionsError(solana(`${MINT}z`))).toContain('[0].address: expected a base58 mint address')
    expect(parseOptions(solana(MINT))).toBeTruthy()
  })
})

describe('parseOptions: the shape of each option group is checked', () => {
  it('checks a network’s native currency', () => {
    expect(optionsError({ networks: [network({ nativeCurrency: { name: 'Ether', decimals: 18 } })] })).toBe(
      'Invalid options: networks[0].nativeCurrency.symbol: expected a string, got nothing',
    )
  })

  it('says which part of a token map is not an object or not a list', () => {
    expect(optionsError({ tokens: 5 })).toBe('Invalid options: tokens: expected an object, got 5')
    expect(optionsError({ tokens: { 'eip155:1': 'USDC' } })).toBe(
      'Invalid options: tokens["eip155:1"]: expected an array, got "USDC"',
    )
    expect(optionsError({ history: 'otterscan' })).toBe('Invalid options: history: expected an object, got "otterscan"')
  })

  it('checks metadata, catalogue, names, swaps and project fields', () => {
    expect(optionsError({ metadata: { name: 5 } })).toBe('Invalid options: metadata.name: expected a string, got 5')
    expect(optionsError({ metadata: { name: 'App', icons: 'icon.png' } })).toBe(
      'Invalid options: metadata.icons: expected an array, got "icon.png"',
    )
    expect(optionsError({ catalogue: { api: '' } })).toBe(
      'Invalid options: catalogue.api: expected a non-empty string, got ""',
    )
    expect(optionsError({ names: { api: '/names', suffix: '' } })).toBe(
      'Invalid options: names.suffix: expected a non-empty string, got ""',
    )
    expect(optionsError({ swaps: { api: 5 } })).toBe('Invalid options: swaps.api: expected a string, got 5')
    expect(optionsError({ project: { api: '/project', projectId: '' } })).toBe(
      'Invalid options: project.projectId: expected a non-empty string, got ""',
    )
  })

  it('checks a custom SIWX storage’s four functions and the expiry’s type', () => {
    const storage = { getNonce: () => 'n', add: () => {}, get: () => [], delete: () => {} }
    expect(parseOptions({ siwx: { storage } })).toBeTruthy()
    expect(optionsError({ siwx: { storage: { ...storage, get: 'sessions' } } })).toBe(
      'Invalid options: siwx.storage.get: expected a function, got "sessions"',
    )
    expect(optionsError({ siwx: { expirationMs: '60000' } })).toBe(
      'Invalid options: siwx.expirationMs: expected a number, got "60000"',
    )
  })

  it('takes both theme modes', () => {
    expect(parseOptions({ themeMode: 'light' })).toEqual({ themeMode: 'light' })
    expect(parseOptions({ themeMode: 'dark' })).toEqual({ themeMode: 'dark' })
  })

  it('names a theme number given as text', () => {
    expect(optionsError({ themeVariables: { '--w3m-color-mix-strength': '50' } })).toBe(
      'Invalid options: themeVariables["--w3m-color-mix-strength"]: expected a number from 0 to 100, got "50"',
    )
    expect(optionsError({ themeVariables: { '--apkt-z-index': '10' } })).toBe(
      'Invalid options: themeVariables["--apkt-z-index"]: expected an integer, got "10"',
    )
  })
})

describe('parseOptions: features', () => {
  it('takes the switches, the socials list or false, and both orders in any order', () => {
    const features = {
      email: true,
      socials: ['google', 'x'],
      walletFeatureOrder: ['send', 'receive', 'swaps', 'onramp'],
      connectMethodOrder: ['social', 'email', 'wallet'],
    }
    expect(parseOptions({ features })).toEqual({ features })
    expect(parseOptions({ features: { socials: false } })).toEqual({ features: { socials: false } })
  })

  it('names a bad switch, socials value or order entry', () => {
    expect(optionsError({ features: { email: 'yes' } })).toBe(
      'Invalid options: features.email: expected true or false, got "yes"',
    )
    expect(optionsError({ features: { socials: true } })).toBe(
      'Invalid options: features.socials: expected false or an array of provider names, got true',
    )
    expect(optionsError({ features: { walletFeatureOrder: ['send', 'bridge'] } })).toBe(
      'Invalid options: features.walletFeatureOrder[1]: expected one of onramp, swaps, receive, send, got "bridge"',
    )
    expect(optionsError({ features: { connectMethodOrder: 'wallet' } })).toBe(
      'Invalid options: features.connectMethodOrder: expected an array, got "wallet"',
    )
  })
})
