import { describe, expect, it } from 'vitest'
import type { WalletConnection } from '../../core/store.js'
import { walletGroups } from './walletGroups.js'

const evm = (id: string, address: string): WalletConnection => ({
  connectorId: id,
  address,
  caipAddress: `eip155:31337:${address}`,
})
const A = evm('io.a', '0xA')
const B = evm('io.b', '0xB')
const S: WalletConnection = { connectorId: 'wallet-standard:Demo', address: 'Sol', caipAddress: 'solana:local:Sol' }

describe('walletGroups (ProfileWallets sections)', () => {
  it('lists namespaces with wallets, EVM before Solana, and marks only the active namespace’s account active', () => {
    const groups = walletGroups(
      { solana: [S], eip155: [A, B] },
      {
        eip155: { status: 'connected', connectorId: 'io.b', caipAddress: B.caipAddress },
        solana: { status: 'connected', connectorId: S.connectorId, caipAddress: S.caipAddress },
      },
      'eip155',
    )
    expect(groups.map((g) => [g.namespace, g.wallets.map((w) => [w.connection.connectorId, w.active])])).toEqual([
      [
        'eip155',
        [
          ['io.a', false],
          ['io.b', true],
        ],
      ],
      ['solana', [['wallet-standard:Demo', false]]],
    ])
  })

  it('has no section for a namespace without wallets, and no active wallet while disconnected', () => {
    expect(walletGroups(undefined, {}, undefined)).toEqual([])
    const groups = walletGroups(
      { eip155: [A], solana: [] },
      { eip155: { status: 'connecting', connectorId: 'io.a', caipAddress: A.caipAddress } },
      'eip155',
    )
    expect(groups).toEqual([{ namespace: 'eip155', wallets: [{ connection: A, active: false }] }])
  })

  it('needs the same account, not only the same connector, to be active', () => {
    const groups = walletGroups(
      { eip155: [A] },
      { eip155: { status: 'connected', connectorId: 'io.a', caipAddress: 'eip155:31338:0xA' } },
      'eip155',
    )
    expect(groups[0]!.wallets[0]!.active).toBe(false)
  })
})
