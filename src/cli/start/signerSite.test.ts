import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSignerSite, signerRpcUrls } from './signerSite.js'

const SITE = 'https://app.example.com'

describe('signerRpcUrls', () => {
  it("takes the EIP-155 chains the server's config already has RPCs for, by decimal chain ID, the SIWX ones first", () => {
    expect(
      signerRpcUrls({
        siwx: { rpcUrls: { 'eip155:1': 'https://eth.example.com', 'solana:5eykt4': 'https://sol.example.com' } },
        convert: {
          chains: [
            { chainId: 1, rpcUrl: 'https://other.example.com' },
            { chainId: 8453, rpcUrl: 'https://base.example.com/rpc' },
          ],
        },
      }),
    ).toEqual({ '1': 'https://eth.example.com', '8453': 'https://base.example.com/rpc' })
    expect(signerRpcUrls({ siwx: {}, convert: { chains: [] } })).toEqual({})
  })

  it('names at most 20 chains', () => {
    const chains = Array.from({ length: 25 }, (_, i) => ({ chainId: i + 1, rpcUrl: `https://rpc${i}.example.com` }))
    expect(Object.keys(signerRpcUrls({ siwx: {}, convert: { chains } }))).toHaveLength(20)
  })
})

describe('createSignerSite', () => {
  it("puts the RPCs in the signer config and their origins in the page's connect-src", async () => {
    const directory = mkdtempSync(join(tmpdir(), 'signer-site-'))
    writeFileSync(join(directory, 'index.html'), '<!doctype html>')
    const site = createSignerSite({
      directory,
      allowedSites: [SITE],
      recoveryMode: 'operator',
      rpcUrls: { '8453': 'https://base.example.com/rpc' },
      auth: undefined,
    })
    const config = await site(new Request('http://localhost:8788/signer-config.json'), {})
    expect(await config.json()).toEqual({
      authServerUrl: '/api/auth',
      allowedOrigins: [SITE],
      recoveryMode: 'operator',
      rpcUrls: { '8453': 'https://base.example.com/rpc' },
    })
    const page = await site(new Request('http://localhost:8788/'), {})
    expect(page.headers.get('Content-Security-Policy')).toContain("connect-src 'self' https://base.example.com;")
  })

  it('leaves rpcUrls out of the config when there are none', async () => {
    const site = createSignerSite({
      directory: undefined,
      allowedSites: [SITE],
      recoveryMode: 'operator',
      auth: undefined,
    })
    const config = await site(new Request('http://localhost:8788/signer-config.json'), {})
    expect(await config.json()).not.toHaveProperty('rpcUrls')
  })
})
