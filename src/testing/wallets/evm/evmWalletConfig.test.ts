import { describe, expect, it } from 'vitest'
import { resolveDemoWalletConfig } from './evmWalletConfig.js'

describe('resolveDemoWalletConfig: further instances (multi-wallet tests)', () => {
  it('has none by default and keeps each instance’s name, rdns and account', () => {
    expect(resolveDemoWalletConfig({}).instances).toEqual([])
    expect(
      resolveDemoWalletConfig({
        instances: [{ name: 'Demo Wallet 2', rdns: 'dev.wallet-modal.demo2', accountIndex: 1 }],
      }).instances,
    ).toEqual([{ name: 'Demo Wallet 2', rdns: 'dev.wallet-modal.demo2', accountIndex: 1 }])
  })

  it('refuses an instance without a name or rdns, a duplicate rdns, and a bad account index', () => {
    expect(() => resolveDemoWalletConfig({ instances: [{ name: '', rdns: 'x', accountIndex: 1 }] })).toThrow(
      'Demo Wallet: an instance needs a name and an rdns',
    )
    expect(() =>
      resolveDemoWalletConfig({ instances: [{ name: 'Two', rdns: 'dev.wallet-modal.demo', accountIndex: 1 }] }),
    ).toThrow('Demo Wallet: every instance needs its own rdns')
    expect(() =>
      resolveDemoWalletConfig({
        instances: [
          { name: 'Two', rdns: 'a', accountIndex: 1 },
          { name: 'Three', rdns: 'a', accountIndex: 2 },
        ],
      }),
    ).toThrow('Demo Wallet: every instance needs its own rdns')
    expect(() => resolveDemoWalletConfig({ instances: [{ name: 'Two', rdns: 'b', accountIndex: 12 }] })).toThrow(
      'Demo Wallet: account index must be 0-9',
    )
  })
})
