import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../../core/store.js'
import { orderConnectors } from './orderConnectors.js'

const c = (id: string, type: ConnectorInfo['type'] = 'ANNOUNCED'): ConnectorInfo => ({ id, name: id, chain: 'eip155', type })

describe('orderConnectors', () => {
  it('puts recent connectors first, most recent marked last used', () => {
    const out = orderConnectors([c('a'), c('b'), c('c')], ['c', 'b'])
    expect(out.map((x) => x.id)).toEqual(['c', 'b', 'a'])
    expect(out.map((x) => x.lastUsed)).toEqual([true, false, false])
    expect(out.map((x) => x.recent)).toEqual([true, true, false])
  })
  it('lists announced wallets before the legacy injected one', () => {
    const out = orderConnectors([c('injected', 'INJECTED'), c('x'), c('y')], [])
    expect(out.map((x) => x.id)).toEqual(['x', 'y', 'injected'])
  })
  it('ignores recent ids of wallets that are not present and duplicates', () => {
    const out = orderConnectors([c('a')], ['gone', 'a', 'a'])
    expect(out.map((x) => x.id)).toEqual(['a'])
    expect(out[0]?.lastUsed).toBe(true)
  })
})
