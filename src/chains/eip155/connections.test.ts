import { describe, expect, it } from 'vitest'
import { evmConnections } from './connections.js'

const connector = (id: string) => ({ id }) as never

describe('evmConnections (wagmi connections → the store)', () => {
  it('gives each connected wallet its first account, checksummed, as a CAIP-10 id on its chain', () => {
    expect(
      evmConnections([
        { accounts: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], chainId: 31337, connector: connector('io.a') },
        {
          accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
          chainId: 31338,
          connector: connector('io.b'),
        },
      ]),
    ).toEqual([
      {
        connectorId: 'io.a',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
      {
        connectorId: 'io.b',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        caipAddress: 'eip155:31338:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      },
    ])
  })

  it('leaves out a connection whose account or chain does not parse', () => {
    expect(evmConnections([{ accounts: ['0xnope'] as never, chainId: 1, connector: connector('io.a') }])).toEqual([])
    expect(evmConnections([{ accounts: [] as never, chainId: 1, connector: connector('io.a') }])).toEqual([])
  })
})
