import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveOptions, type WalletModalOptions } from './options.js'

afterEach(() => void vi.unstubAllGlobals())

describe('resolveOptions: defaults', () => {
  it('names the app after the page title, or "App" without a document; stores under "wallet-modal"', () => {
    expect(resolveOptions({})).toMatchObject({
      metadata: { name: 'App' },
      storageKey: 'wallet-modal',
      themeMode: 'light',
      locale: 'en',
    })
    vi.stubGlobal('document', { title: 'My shop' })
    expect(resolveOptions({}).metadata).toEqual({ name: 'My shop' })
  })

  it('fills the embedded wallet’s defaults: no email capture, 20 s to get ready, the signer’s origin', () => {
    expect(resolveOptions({ embeddedWallet: { signerUrl: 'https://signer.example.com/app' } }).embeddedWallet).toEqual({
      signerUrl: 'https://signer.example.com/app',
      signerOrigin: 'https://signer.example.com',
      emailCapture: false,
      readyTimeoutMs: 20_000,
    })
    expect(
      resolveOptions({ embeddedWallet: { signerUrl: 'https://signer.example.com/', emailCapture: true } })
        .embeddedWallet?.emailCapture,
    ).toBe(true)
  })
})

describe('resolveOptions: a first call keeps what the host gave, a later one keeps what it leaves out', () => {
  const priceSource = async () => ({})
  const given = {
    nonce: 'n0nce',
    priceSource,
    swaps: { api: 'https://example.com/api/convert' },
    themeVariables: { '--w3m-accent': '#00BB7F' },
    qrLogoUrl: 'https://example.com/logo.svg',
    project: { api: 'https://wallet.example.com/api/project', projectId: 'p1' },
  } satisfies WalletModalOptions

  it('keeps each option given', () => {
    expect(resolveOptions(given)).toMatchObject(given)
  })

  it('keeps the previous value of each option left out', () => {
    expect(resolveOptions({ themeMode: 'dark' }, resolveOptions(given))).toMatchObject({ ...given, themeMode: 'dark' })
  })
})
