import { describe, expect, it } from 'vitest'
import { optionsError } from './__fixtures__/optionsError.js'
import { formatOptionPath, parseOptions } from './optionsSchema.js'

const USDC = { address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', name: 'USD Coin', symbol: 'USDC', decimals: 6 }

describe('parseOptions', () => {
  it('accepts the demo’s and the README’s options, returning the very same object', () => {
    const priceSource = async () => ({})
    const options = {
      networks: [
        {
          caipNetworkId: 'eip155:31337',
          name: 'Anvil',
          rpcUrl: 'http://127.0.0.1:8545',
          multicall3Address: '0xcA11bde05977b3631167028862bE2a173976CA11',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        {
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          name: 'Solana',
          rpcUrl: 'https://api.example/solana',
          blockExplorerUrl: 'https://explorer.example',
        },
      ],
      metadata: { name: 'My app', icons: [] },
      themeMode: 'dark',
      siwx: { required: true, statement: 'Sign in', serverUrl: '/api/siwx' },
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:18950' },
      catalogue: { api: '/catalogue', exclude: ['rainbow'] },
      tokens: {
        'eip155:31337': [{ ...USDC, iconUrl: 'data:image/svg+xml,<svg/>' }],
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [
          { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
        ],
      },
      history: {
        'eip155:31337': { type: 'otterscan' },
        'eip155:1': { type: 'blockscout', url: 'https://eth.blockscout.com' },
      },
      priceSource,
      somethingNewer: { kept: true },
    }
    expect(parseOptions(options)).toBe(options)
    expect(parseOptions({})).toEqual({})
    expect(parseOptions({ siwx: undefined, tokens: null })).toEqual({ siwx: undefined, tokens: null })
  })

  it('names the bad token field as JS writes it: decimals 1.5, "18", a null entry', () => {
    expect(optionsError({ tokens: { 'eip155:31337': [{ ...USDC, decimals: 1.5 }] } })).toBe(
      'Invalid options: tokens["eip155:31337"][0].decimals: expected an integer from 0 to 255, got 1.5',
    )
    expect(optionsError({ tokens: { 'eip155:31337': [USDC, { ...USDC, decimals: '18' }] } })).toBe(
      'Invalid options: tokens["eip155:31337"][1].decimals: expected an integer from 0 to 255, got "18"',
    )
    expect(optionsError({ tokens: { 'eip155:31337': [null] } })).toBe(
      'Invalid options: tokens["eip155:31337"][0]: expected an object, got null',
    )
    expect(optionsError({ tokens: { 'eip155:31337': [{ ...USDC, decimals: 256 }] } })).toContain(
      '.decimals: expected an integer from 0 to 255, got 256',
    )
    expect(optionsError({ tokens: { 'eip155:31337': [{ ...USDC, decimals: -1 }] } })).toContain('got -1')
  })

  it('checks token addresses by namespace and icons against the URL allowlist', () => {
    expect(
      optionsError({
        tokens: { 'eip155:31337': [{ ...USDC, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' }] },
      }),
    ).toBe(
      'Invalid options: tokens["eip155:31337"][0].address: expected a 0x address of 20 bytes, got "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyT"…',
    )
    expect(optionsError({ tokens: { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [USDC] } })).toContain(
      'tokens["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"][0].address: expected a base58 mint address',
    )
    expect(optionsError({ tokens: { 'eip155:31337': [{ ...USDC, iconUrl: 'javascript:alert(1)' }] } })).toBe(
      'Invalid options: tokens["eip155:31337"][0].iconUrl: expected an https URL (http only on loopback) or a data:image URL, got "javascript:alert(1)"',
    )
    expect(optionsError({ tokens: { 'not a network': [USDC] } })).toContain('tokens')
  })

  it('names bad network, history and top-level fields', () => {
    expect(optionsError({ networks: [{ caipNetworkId: 'eip155:1', name: 'Mainnet', rpcUrl: '' }] })).toBe(
      'Invalid options: networks[0].rpcUrl: expected a non-empty string, got ""',
    )
    expect(optionsError({ networks: [{ caipNetworkId: 'ethereum', name: 'x', rpcUrl: 'x' }] })).toBe(
      'Invalid options: networks[0].caipNetworkId: expected a CAIP-2 network id such as "eip155:1", got "ethereum"',
    )
    expect(
      optionsError({
        networks: [{ caipNetworkId: 'eip155:1', name: 'x', rpcUrl: 'x', blockExplorerUrl: 'data:text/html,<script>' }],
      }),
    ).toContain('networks[0].blockExplorerUrl: expected an https URL (http only on loopback)')
    expect(optionsError({ networks: 'eip155:1' })).toBe('Invalid options: networks: expected an array, got "eip155:1"')
    expect(optionsError({ themeMode: 'blue' })).toBe(
      'Invalid options: themeMode: expected "light" or "dark", got "blue"',
    )
    expect(optionsError({ locale: 'nl' })).toBe(
      'Invalid options: locale: expected one of "en", "ar", "de", "es", "fr", "hi", "id", "ja", "ko", "ms", "pt", "ru", "th", "tr", "uk", "vi", "zh-CN", "zh-HK", "zh-TW", "en-XA", got "nl"',
    )
    expect(optionsError({ history: { 'eip155:1': { type: 'etherscan' } } })).toBe(
      'Invalid options: history["eip155:1"].type: expected "otterscan", "blockscout" or "none", got "etherscan"',
    )
    expect(optionsError({ history: { 'eip155:1': { type: 'blockscout' } } })).toBe(
      'Invalid options: history["eip155:1"].url: expected a string, got nothing',
    )
    expect(optionsError({ priceSource: 'https://prices.example' })).toBe(
      'Invalid options: priceSource: expected a function, got "https://prices.example"',
    )
    expect(optionsError({ walletConnect: { relayUrl: 'ws://x' } })).toBe(
      'Invalid options: walletConnect.projectId: expected a string, got nothing',
    )
    expect(optionsError(5)).toBe('Invalid options: (options): expected an object, got 5')
    expect(optionsError({ embeddedWallet: { signerUrl: '/signer/' } })).toBe(
      'Invalid options: embeddedWallet.signerUrl: expected an absolute http(s) URL, got "/signer/"',
    )
    expect(optionsError({ embeddedWallet: { signerUrl: 'https://signer.example.com/', readyTimeoutMs: -1 } })).toBe(
      'Invalid options: embeddedWallet.readyTimeoutMs: expected a positive number of ms, got -1',
    )
    expect(() =>
      parseOptions({
        embeddedWallet: { signerUrl: 'https://signer.example.com/', emailCapture: true, readyTimeoutMs: 20_000 },
      }),
    ).not.toThrow()
    // Social providers, by name or with a label and icon; false for none.
    expect(() =>
      parseOptions({
        embeddedWallet: {
          signerUrl: 'https://signer.example.com/',
          socials: ['github', { name: 'keycloak', label: 'Keycloak', icon: 'https://id.example/icon.svg' }],
        },
      }),
    ).not.toThrow()
    expect(() =>
      parseOptions({ embeddedWallet: { signerUrl: 'https://signer.example.com/', socials: [] } }),
    ).not.toThrow()
    expect(optionsError({ embeddedWallet: { signerUrl: 'https://signer.example.com/', socials: false } })).toBe(
      'Invalid options: embeddedWallet.socials: expected an array, got false',
    )
    expect(optionsError({ embeddedWallet: { signerUrl: 'https://signer.example.com/', socials: ['google', 5] } })).toBe(
      'Invalid options: embeddedWallet.socials[1]: expected a name or { name }, got 5',
    )
    expect(
      optionsError({ embeddedWallet: { signerUrl: 'https://signer.example.com/', socials: [{ label: 'Keycloak' }] } }),
    ).toBe('Invalid options: embeddedWallet.socials[0]: expected a name or { name }, got an object')
  })

  it('counts the further problems', () => {
    expect(optionsError({ themeMode: 1, storageKey: '', nonce: 3 })).toMatch(
      /^Invalid options: themeMode: .* \(and 2 more problems\)$/,
    )
  })

  it('formats paths as JS would', () => {
    expect(formatOptionPath(['tokens', 'eip155:31337', 0, 'decimals'])).toBe('tokens["eip155:31337"][0].decimals')
    expect(formatOptionPath(['a', 'b_c', 2])).toBe('a.b_c[2]')
    expect(formatOptionPath([])).toBe('(options)')
  })
})

describe('parseOptions: theming (themeVariables, network images, qrLogoUrl)', () => {
  it("takes AppKit's theme variables under both prefixes, and leaves unknown ones alone", () => {
    const themeVariables = {
      '--w3m-accent': '#00BB7F',
      '--w3m-color-mix': 'rgb(0 187 127)',
      '--w3m-color-mix-strength': 40,
      '--apkt-font-family': "'Inter', sans-serif",
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 1000,
      '--w3m-font-size-master': '10px',
    }
    expect(parseOptions({ themeVariables }).themeVariables).toBe(themeVariables)
    expect(
      parseOptions({
        networks: [
          { caipNetworkId: 'eip155:31337', name: 'Anvil', rpcUrl: 'x', imageUrl: 'https://example.com/anvil.svg' },
        ],
      }).networks?.[0]?.imageUrl,
    ).toBe('https://example.com/anvil.svg')
  })

  it('names a bad theme variable, and refuses values that could load a URL or end the declaration', () => {
    expect(optionsError({ themeVariables: { '--w3m-color-mix-strength': 140 } })).toBe(
      'Invalid options: themeVariables["--w3m-color-mix-strength"]: expected a number from 0 to 100, got 140',
    )
    expect(optionsError({ themeVariables: { '--w3m-z-index': 1.5 } })).toBe(
      'Invalid options: themeVariables["--w3m-z-index"]: expected an integer, got 1.5',
    )
    expect(optionsError({ themeVariables: { '--w3m-accent': 'url(https://evil.example/x.png)' } })).toMatch(
      /^Invalid options: themeVariables\["--w3m-accent"\]: expected a CSS value, got "url\(/,
    )
    expect(optionsError({ themeVariables: { '--apkt-accent': 'red; background: red' } })).toMatch(
      /themeVariables\["--apkt-accent"\]: expected a CSS value/,
    )
    expect(optionsError({ themeVariables: { '--w3m-font-family': 42 } })).toBe(
      'Invalid options: themeVariables["--w3m-font-family"]: expected a string, got 42',
    )
    expect(optionsError({ themeVariables: 'dark' })).toBe(
      'Invalid options: themeVariables: expected an object, got "dark"',
    )
  })

  it('checks network images and the QR logo against the URL allowlist', () => {
    expect(
      optionsError({
        networks: [{ caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'x', imageUrl: 'javascript:alert(1)' }],
      }),
    ).toBe(
      'Invalid options: networks[0].imageUrl: expected an https URL (http only on loopback) or a data:image URL, got "javascript:alert(1)"',
    )
    expect(optionsError({ qrLogoUrl: 'http://example.com/logo.png' })).toBe(
      'Invalid options: qrLogoUrl: expected an https URL (http only on loopback) or a data:image URL, got "http://example.com/logo.png"',
    )
    expect(parseOptions({ qrLogoUrl: 'https://example.com/logo.svg' }).qrLogoUrl).toBe('https://example.com/logo.svg')
  })
})

describe('parseOptions: the edges of each check', () => {
  const signer = 'https://signer.example.com/'

  it('takes decimals at both ends of 0..255', () => {
    expect(() =>
      parseOptions({
        tokens: {
          'eip155:31337': [
            { ...USDC, decimals: 0 },
            { ...USDC, decimals: 255 },
          ],
        },
      }),
    ).not.toThrow()
    expect(() =>
      parseOptions({
        networks: [
          {
            caipNetworkId: 'eip155:1',
            name: 'x',
            rpcUrl: 'x',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 0 },
          },
        ],
      }),
    ).not.toThrow()
  })

  it('reports only the shape problem while a token list is malformed, not also its address', () => {
    expect(
      optionsError({ tokens: { 'eip155:31337': [{ ...USDC, address: 'not-an-address', decimals: 'six' }] } }),
    ).toBe('Invalid options: tokens["eip155:31337"][0].decimals: expected an integer from 0 to 255, got "six"')
  })

  it('checks addresses only for eip155 and solana tokens', () => {
    const btc = { address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
    expect(() => parseOptions({ tokens: { 'bip122:000000000019d6689c085ae165831e93': [btc] } })).not.toThrow()
  })

  it('asks for a non-empty blockscout url', () => {
    expect(optionsError({ history: { 'eip155:1': { type: 'blockscout', url: '' } } })).toBe(
      'Invalid options: history["eip155:1"].url: expected a non-empty string, got ""',
    )
    expect(optionsError({ history: { 'eip155:1': { type: 'blockscout', url: 5 } } })).toBe(
      'Invalid options: history["eip155:1"].url: expected a string, got 5',
    )
  })

  it('refuses a zero timeout', () => {
    expect(optionsError({ siwx: { expirationMs: 0 } })).toBe(
      'Invalid options: siwx.expirationMs: expected a positive number of ms, got 0',
    )
    expect(() => parseOptions({ siwx: { expirationMs: 1 } })).not.toThrow()
  })

  it('refuses a blank CSS value, takes a colour-mix strength from 0 to 100', () => {
    expect(optionsError({ themeVariables: { '--w3m-accent': '   ' } })).toBe(
      'Invalid options: themeVariables["--w3m-accent"]: expected a CSS value, got "   "',
    )
    expect(() =>
      parseOptions({ themeVariables: { '--w3m-color-mix-strength': 0, '--apkt-color-mix-strength': 100 } }),
    ).not.toThrow()
    expect(optionsError({ themeVariables: { '--w3m-color-mix-strength': -1 } })).toBe(
      'Invalid options: themeVariables["--w3m-color-mix-strength"]: expected a number from 0 to 100, got -1',
    )
  })

  it('takes an http or https signer URL and nothing else', () => {
    expect(() => parseOptions({ embeddedWallet: { signerUrl: 'http://127.0.0.1:3000/signer/' } })).not.toThrow()
    expect(() => parseOptions({ embeddedWallet: { signerUrl: signer } })).not.toThrow()
    expect(optionsError({ embeddedWallet: { signerUrl: 'xhttps://signer.example.com/' } })).toBe(
      'Invalid options: embeddedWallet.signerUrl: expected an absolute http(s) URL, got "xhttps://signer.example.com/"',
    )
  })

  it('says what the bad value was: a 40-character text in full, a bigint, an array, a function, null', () => {
    const forty = 'a'.repeat(40)
    expect(optionsError({ themeMode: forty })).toBe(
      `Invalid options: themeMode: expected "light" or "dark", got "${forty}"`,
    )
    expect(optionsError({ themeMode: `${forty}b` })).toBe(
      `Invalid options: themeMode: expected "light" or "dark", got "${forty}"…`,
    )
    expect(optionsError({ tokens: { 'eip155:31337': [{ ...USDC, decimals: 6n }] } })).toBe(
      'Invalid options: tokens["eip155:31337"][0].decimals: expected an integer from 0 to 255, got 6',
    )
    expect(optionsError({ themeMode: ['dark'] })).toBe(
      'Invalid options: themeMode: expected "light" or "dark", got an array',
    )
    expect(optionsError({ themeMode: () => 'dark' })).toBe(
      'Invalid options: themeMode: expected "light" or "dark", got a function',
    )
    expect(optionsError(null)).toBe('Invalid options: (options): expected an object, got null')
  })

  it('names a network key that is no CAIP-2 id', () => {
    expect(optionsError({ tokens: { ethereum: [USDC] } })).toBe(
      'Invalid options: tokens.ethereum: expected a CAIP-2 network id such as "eip155:1" as key',
    )
    expect(optionsError({ history: { 'eip155:1': { type: 'none' }, mainnet: { type: 'none' } } })).toBe(
      'Invalid options: history.mainnet: expected a CAIP-2 network id such as "eip155:1" as key',
    )
  })

  it('counts one further problem in the singular', () => {
    expect(optionsError({ themeMode: 1, storageKey: '' })).toBe(
      'Invalid options: themeMode: expected "light" or "dark", got 1 (and 1 more problem)',
    )
  })

  it('an array where an object belongs is "expected an object", not its first missing field', () => {
    expect(optionsError({ metadata: ['x'] })).toBe('Invalid options: metadata: expected an object, got an array')
    expect(optionsError({ walletConnect: [] })).toBe('Invalid options: walletConnect: expected an object, got an array')
    expect(optionsError({ networks: [['eip155:1']] })).toBe(
      'Invalid options: networks[0]: expected an object, got an array',
    )
    expect(optionsError([])).toBe('Invalid options: (options): expected an object, got an array')
  })
})
