import { describe, expect, it } from 'vitest'
import { ACCOUNT, fungible, nft, OTHER, transaction } from './__fixtures__/transactions.js'
import { describeTransaction } from './describeTransaction.js'
import type { TransactionTransfer } from '../../core/history.js'

describe('describeTransaction', () => {
  it('describes a send: title, - amount, recipient truncated 4 + 6', () => {
    const row = describeTransaction(
      transaction('a', '2024-05-15T12:00:00Z', [
        fungible('out', '1.23456', 'ETH', {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x/eth.png' } },
        }),
      ]),
    )
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
    const row = describeTransaction(
      transaction('a', '2024-05-15T12:00:00Z', [fungible('in', '25', 'USDC')], {
        operationType: 'receive',
        sentFrom: OTHER,
        sentTo: ACCOUNT,
      }),
    )
    expect(row).toMatchObject({ title: 'Received', descriptions: ['+25.000 USDC'], counterparty: '0x3C…4293BC' })
  })

  it('signs each line of a trade by direction, out first, at most 2 lines', () => {
    const row = describeTransaction(
      transaction(
        'a',
        '2024-05-15T12:00:00Z',
        [
          fungible('in', '295.12', 'DAI', { value: 295 }),
          fungible('out', '0.1', 'ETH', { value: 295 }),
          fungible('in', '0.00001', 'WETH', { value: 0.03 }),
        ],
        { operationType: 'trade' },
      ),
    )
    expect(row.title).toBe('Swapped')
    expect(row.descriptions).toEqual(['-0.100 ETH', '+295.120 DAI'])
  })

  it('uses minus types and NFT names, with the NFT preview as image', () => {
    const burn = {
      ...nft('out', 'Punk #7', false),
      nft_info: { name: 'Punk #7', flags: { is_spam: false }, content: { preview: { url: 'https://x/7.png' } } },
    }
    const row = describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [burn], { operationType: 'burn' }))
    expect(row).toMatchObject({
      title: 'Burned',
      descriptions: ['-Punk #7'],
      images: [{ type: 'NFT', url: 'https://x/7.png' }],
    })
  })

  it('shows the status when nothing moved, and capitalises unknown types', () => {
    const row = describeTransaction(
      transaction('a', '2024-05-15T12:00:00Z', [], { operationType: 'stake', status: 'failed' }),
    )
    expect(row).toMatchObject({
      title: 'Stake',
      descriptions: ['failed'],
      images: [{ type: undefined, url: undefined }],
      counterparty: '0x3C…4293BC',
    })
    expect(
      describeTransaction(transaction('b', '2024-05-15T12:00:00Z', [], { sentTo: '' })).counterparty,
    ).toBeUndefined()
  })

  describe('counterparty: the sender for incoming value, else the recipient', () => {
    const at = '2024-05-15T12:00:00Z'
    const parties = { sentFrom: OTHER, sentTo: ACCOUNT }

    it('a receive with nothing shown still names the sender', () => {
      expect(describeTransaction(transaction('a', at, [], { operationType: 'receive', ...parties })).counterparty).toBe(
        '0x3C…4293BC',
      )
    })

    it('any type whose shown transfers all come in names the sender', () => {
      expect(
        describeTransaction(transaction('a', at, [fungible('in', '1', 'ETH')], { operationType: 'mint', ...parties }))
          .counterparty,
      ).toBe('0x3C…4293BC')
    })

    it('a trade (out and in) or an empty row of another type names the recipient', () => {
      const trade = transaction('a', at, [fungible('out', '1', 'ETH'), fungible('in', '3000', 'DAI')], {
        operationType: 'trade',
        ...parties,
      })
      expect(describeTransaction(trade).counterparty).toBe('0x70…dc79C8')
      expect(describeTransaction(transaction('b', at, [], { operationType: 'send', ...parties })).counterparty).toBe(
        '0x70…dc79C8',
      )
    })
  })

  describe('line text of transfers with missing parts', () => {
    const describeOne = (transfer: TransactionTransfer) =>
      describeTransaction(transaction('a', '2024-05-15T12:00:00Z', [transfer], { operationType: 'receive' }))
        .descriptions

    it('drops a missing quantity or an empty symbol without a stray space, and shows - when both are missing', () => {
      expect(describeOne(fungible('in', '', 'ETH'))).toEqual(['+ETH'])
      expect(
        describeOne({ direction: 'in', quantity: { numeric: '1.5' }, fungible_info: { name: 'Mystery', symbol: '' } }),
      ).toEqual(['+1.500'])
      expect(
        describeOne({ direction: 'in', quantity: { numeric: '' }, fungible_info: { name: 'Mystery', symbol: '' } }),
      ).toEqual(['+-'])
    })

    it('shows - for an NFT without a name, and only the sign for a transfer of neither kind', () => {
      expect(describeOne(nft('in', '', false))).toEqual(['+-'])
      expect(describeOne({ direction: 'in', quantity: { numeric: '1' } })).toEqual(['+'])
    })
  })
})
