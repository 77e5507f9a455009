import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadSignerConfig, MAX_RPC_CHAINS } from './config.js'

const PAGE = 'https://signer.example.com/wallet/'
const base = { authServerUrl: '/api/auth', allowedOrigins: ['https://app.example.com'], recoveryMode: 'operator' }

/** Loads `body` as the signer config served beside the page. */
function load(body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body)))
  return loadSignerConfig(new URL('./signer-config.json', PAGE))
}

beforeEach(() => {
  vi.stubGlobal('location', new URL(PAGE))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('loadSignerConfig', () => {
  it('resolves the auth server against the page; rpcUrls default to none', async () => {
    expect(await load(base)).toEqual({ ...base, authServerUrl: 'https://signer.example.com/api/auth', rpcUrls: {} })
  })

  it('takes http(s) RPC URLs by decimal chain ID', async () => {
    const rpcUrls = { '1': 'https://rpc.example.com/v1', '31337': 'http://127.0.0.1:8545' }
    expect((await load({ ...base, rpcUrls })).rpcUrls).toEqual(rpcUrls)
  })

  it('refuses RPC URLs that are not http(s), chain IDs that are not decimal, and more than 20 chains', async () => {
    await expect(load({ ...base, rpcUrls: { '1': 'javascript:alert(1)' } })).rejects.toThrow(
      'signer config: rpcUrls.1: must be an http(s) URL',
    )
    await expect(load({ ...base, rpcUrls: { '1': 'not a url' } })).rejects.toThrow(/^signer config: rpcUrls\.1: /)
    await expect(load({ ...base, rpcUrls: { 'eip155:1': 'https://rpc.example.com' } })).rejects.toThrow(
      /^signer config: rpcUrls\.eip155:1: must be a decimal chain ID/,
    )
    await expect(load({ ...base, rpcUrls: { '0x1': 'https://rpc.example.com' } })).rejects.toThrow(/decimal chain ID/)
    const many = Object.fromEntries(
      Array.from({ length: MAX_RPC_CHAINS + 1 }, (_, i) => [String(i + 1), 'https://rpc.example.com']),
    )
    await expect(load({ ...base, rpcUrls: many })).rejects.toThrow('signer config: rpcUrls: at most 20 chains')
    const enough = Object.fromEntries(Object.entries(many).slice(0, MAX_RPC_CHAINS))
    expect(Object.keys((await load({ ...base, rpcUrls: enough })).rpcUrls)).toHaveLength(MAX_RPC_CHAINS)
  })

  it('says when the file is missing', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }))
    await expect(loadSignerConfig(new URL('./signer-config.json', PAGE))).rejects.toThrow('signer config: not found')
  })
})
