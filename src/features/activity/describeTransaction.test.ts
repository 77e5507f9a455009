import { describe, expect, it } from 'vitest'
import { ACCOUNT, fungible, nft, OTHER, transaction } from './__fixtures__/transactions.js'
import { describeTransaction } from './describeTransaction.js'

describe('describeTransaction', () => {
  it('describes a send: title, - amount, recipient truncated 4 + 6', () => {
    const row = describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [fungible('out', '1.23456', 'ETH', { fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x/eth.png' } } })]))
    expect(row).toMatchObject({
      title: 'Sent',
      status: 'confirmed',
      minedAt: '2024-05-15T12:00:00Z',
      descriptions: ['-1.234 ETH'],
      images: [{ type: 'FUNGIBLE', url: 'https://x/eth.png' }],
      counterparty: '0x3C…4293BC',
    })
  })

  it('describes a receive with + and the sender as counterparty', () => {
    const row = describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [fungible('in', '25', 'USDC')], { operationType: 'receive', sentFrom: OTHER, sentTo: ACCOUNT }))
    expect(row).toMatchObject({ title: 'Received', descriptions: ['+25.000 USDC'], counterparty: '0x3C…4293BC' })
  })

  it('signs each line of a trade by direction, out first, at most 2 lines', () => {
    const row = describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [
      fungible('in', '295.12', 'DAI', { value: 295 }),
      fungible('out', '0.1', 'ETH', { value: 295 }),
      fungible('in', '0.00001', 'WETH', { value: 0.03 }),
    ], { operationType: 'trade' }))
    expect(row.title).toBe('Swapped')
    expect(row.descriptions).toEqual(['-0.100 ETH', '+295.120 DAI'])
  })

  it('uses minus types and NFT names, with the NFT preview as image', () => {
    const burn = { ...nft('out', 'Punk #7', false), nft_info: { name: 'Punk #7', flags: { is_spam: false }, content: { preview: { url: 'https://x/7.png' } } } }
    const row = describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [burn], { operationType: 'burn' }))
    expect(row).toMatchObject({ title: 'Burned', descriptions: ['-Punk #7'], images: [{ type: 'NFT', url: 'https://x/7.png' }] })
  })

  it('shows the status when nothing moved, and capitalises unknown types', () => {
    const row = describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [], { operationType: 'stake', status: 'failed' }))
    expect(row).toMatchObject({ title: 'Stake', descriptions: ['failed'], images: [{ type: undefined, url: undefined }], counterparty: '0x3C…4293BC' })
    expect(describeTransaction(transaction('b', '2024-05-15T12:00:00Z', [], { sentTo: '' })).counterparty).toBeUndefined()
  })
})
