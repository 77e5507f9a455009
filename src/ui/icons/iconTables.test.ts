import { describe, expect, it } from 'vitest'
import { catalogueWallets } from '../../features/wallets/catalogueData.js'
import { FUND_WALLET_TOKENS } from '../../core/tokens.js'
import type { IconTable } from './iconTypes.js'
import { loadIcon, peekIcon } from './loadIcon.js'
import { networkIcons } from './networkIcons.js'
import { tokenIcons } from './tokenIcons.js'
import { walletIcons } from './walletIcons.js'

describe('wallet icons (by rdns, wallet id, then name)', () => {
  it.each([
    ['MetaMask', 'io.metamask', 'metamask', 'metamask'],
    ['Trust Wallet', 'com.trustwallet.app', 'trust', 'trust'],
    ['Coinbase Wallet', 'com.coinbase.wallet', 'coinbase', 'coinbase'],
    ['OKX Wallet', 'com.okex.wallet', 'okx', 'okx'],
    ['Phantom', 'app.phantom', 'phantom', 'phantom'],
  ])('%s: found by each of its keys', (name, rdns, id, icon) => {
    expect(walletIcons.find([rdns])).toBe(icon)
    expect(walletIcons.find([id])).toBe(icon)
    expect(walletIcons.find([name])).toBe(icon)
    // A getWallets API's id is a hash: the rdns or the name still find it.
    expect(walletIcons.find(['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', rdns])).toBe(icon)
  })

  it('takes the first key it knows, and knows aliases and loose names', () => {
    expect(walletIcons.find(['dev.wallet-modal.demo', 'Demo Wallet'])).toBeUndefined()
    expect(walletIcons.find(['io.rabby', 'metamask'])).toBe('rabby')
    expect(walletIcons.find(['ledger-live'])).toBe('ledger')
    expect(walletIcons.find(['walletConnect'])).toBe('wallet-connect')
    expect(walletIcons.find(['Safe{Wallet}'])).toBe('safe')
    expect(walletIcons.find(['TokenPocket'])).toBe('token-pocket')
    expect(walletIcons.find(['Wallet'])).toBeUndefined()
  })

  it("has a logo for the bundled catalogue's best-known wallets", () => {
    const top = catalogueWallets.slice(0, 6).map((w) => walletIcons.find([w.rdns ?? '', w.id, w.name]))
    expect(top).toEqual(['metamask', 'trust', 'coinbase', 'okx', 'phantom', 'rainbow'])
  })
})

describe('network icons (by CAIP-2 id, then namespace)', () => {
  it('knows the EVM networks the fund-wallet tokens live on, and every Solana and Bitcoin chain', () => {
    expect(networkIcons.find(['eip155:1'])).toBe('ethereum')
    expect(networkIcons.find(['eip155:8453'])).toBe('base')
    expect(networkIcons.find(['eip155:84532'])).toBe('base')
    expect(networkIcons.find(['eip155:42161'])).toBe('arbitrum-one')
    expect(networkIcons.find(['eip155:10'])).toBe('optimism')
    expect(networkIcons.find(['eip155:137'])).toBe('polygon')
    for (const id of Object.keys(FUND_WALLET_TOKENS)) expect(networkIcons.find([id]), id).toBeDefined()
    expect(networkIcons.find(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe('solana')
    expect(networkIcons.find(['solana:localnet'])).toBe('solana')
    expect(networkIcons.find(['bip122:000000000019d6689c085ae165831e93'])).toBe('bitcoin')
    expect(networkIcons.find(['eip155:31337'])).toBeUndefined()
  })
})

describe('token icons (by address, then symbol)', () => {
  it('finds the fund-wallet tokens by address whatever their symbol, and others by symbol', () => {
    for (const [network, tokens] of Object.entries(FUND_WALLET_TOKENS))
      for (const token of tokens)
        expect(tokenIcons.find([token.address, 'XYZ']), `${network} ${token.symbol}`).toBe(token.symbol)
    expect(tokenIcons.find(['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'.toLowerCase()])).toBe('USDC')
    expect(tokenIcons.find(['0x5FbDB2315678afecb367f032d93F642f64180aa3', 'usdc'])).toBe('USDC')
    expect(tokenIcons.find(['ETH'])).toBe('ETH')
    expect(tokenIcons.find(['WETH'])).toBe('ETH')
    expect(tokenIcons.find(['SOL'])).toBe('SOL')
    expect(tokenIcons.find(['DEMO'])).toBeUndefined()
  })
})

describe('every icon module', () => {
  it.each<[string, IconTable]>([
    ['wallet', walletIcons],
    ['network', networkIcons],
    ['token', tokenIcons],
  ])('of the %s table is an SVG document with no script', async (_kind, table) => {
    for (const [name, load] of Object.entries(table.modules)) {
      const svg = (await load()).default
      expect(svg, name).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
      expect(svg, name).not.toMatch(/<script|on\w+=|href="(?!#)/i)
    }
  })
})

describe('loadIcon', () => {
  it('resolves a data:image/svg+xml source, keeps it, and null for what the set lacks', async () => {
    expect(peekIcon('wallet', ['io.metamask'])).toBeUndefined()
    const src = await loadIcon('wallet', ['io.metamask'])
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(peekIcon('wallet', ['io.metamask'])).toBe(src)
    expect(await loadIcon('token', ['DEMO'])).toBeNull()
    expect(peekIcon('token', ['DEMO'])).toBeNull()
  })
})
