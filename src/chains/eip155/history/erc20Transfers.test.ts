import { describe, expect, it } from 'vitest'
import {
  addressTopic,
  directionOf,
  ERC20_TRANSFER_TOPIC,
  operationTypeOfTransfers,
  sameAddress,
  tokenMoves,
  type HistoryToken,
  type LogFields,
} from './erc20Transfers.js'
import { ACCOUNT, OTHER, USDC as HISTORY_USDC } from './__fixtures__/historyParties.js'

const USDC: HistoryToken = { ...HISTORY_USDC, iconUrl: 'https://icons.test/usdc.png' }
const DEMO: HistoryToken = {
  address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  symbol: 'DEMO',
  name: 'Demo',
  decimals: 18,
}
const tokens = new Map([USDC, DEMO].map((t) => [t.address.toLowerCase(), t]))

const amount = (units: bigint) => `0x${units.toString(16).padStart(64, '0')}`
const transferLog = (token: HistoryToken, from: string, to: string, units: bigint): LogFields => ({
  address: token.address,
  topics: [ERC20_TRANSFER_TOPIC, addressTopic(from), addressTopic(to)],
  data: amount(units),
})

describe('ERC20 Transfer logs as transfers', () => {
  it('addressTopic left-pads the lowercase address to 32 bytes', () => {
    expect(addressTopic(ACCOUNT)).toBe('0x00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8')
  })

  it('directionOf: out, in, self, or neither; case does not matter', () => {
    expect(directionOf(ACCOUNT.toLowerCase(), OTHER, ACCOUNT)).toBe('out')
    expect(directionOf(OTHER, ACCOUNT.toUpperCase().replace('0X', '0x'), ACCOUNT)).toBe('in')
    expect(directionOf(ACCOUNT, ACCOUNT, ACCOUNT)).toBe('self')
    expect(directionOf(OTHER, OTHER, ACCOUNT)).toBeUndefined()
    expect(directionOf(OTHER, null, ACCOUNT)).toBeUndefined()
    expect(sameAddress(undefined, ACCOUNT)).toBe(false)
  })

  it("reads a known token's transfer to or from the account: exact amount in whole tokens, checksummed parties", () => {
    const moves = tokenMoves(
      [
        transferLog(USDC, OTHER.toLowerCase(), ACCOUNT.toLowerCase(), 1_500_000n),
        transferLog(DEMO, ACCOUNT, OTHER, 10n ** 18n + 5n),
      ],
      ACCOUNT,
      tokens,
    )
    expect(moves).toEqual([
      {
        from: OTHER,
        to: ACCOUNT,
        transfer: {
          direction: 'in',
          quantity: { numeric: '1.5', decimals: 6 },
          fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://icons.test/usdc.png' } },
        },
      },
      {
        from: ACCOUNT,
        to: OTHER,
        transfer: {
          direction: 'out',
          quantity: { numeric: '1.000000000000000005', decimals: 18 },
          fungible_info: { name: 'Demo', symbol: 'DEMO' },
        },
      },
    ])
  })

  it('skips unknown tokens, other events, ERC721 transfers, odd data and transfers between others', () => {
    const good = transferLog(USDC, OTHER, ACCOUNT, 1n)
    const skipped: LogFields[] = [
      { ...good, address: OTHER },
      {
        ...good,
        topics: ['0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925', ...good.topics.slice(1)],
      },
      { ...good, topics: good.topics.slice(0, 2) },
      { ...good, topics: good.topics.slice(0, 1) },
      { ...good, topics: [...good.topics, amount(7n)], data: '0x' },
      { ...good, topics: [...good.topics, amount(7n)] },
      { ...good, data: amount(1n).slice(0, -2) },
      { ...good, data: `${amount(1n)}00` },
      transferLog(USDC, OTHER, OTHER, 1n),
    ]
    expect(tokenMoves(skipped, ACCOUNT, tokens)).toEqual([])
    expect(tokenMoves([good], ACCOUNT, tokens)).toHaveLength(1)
  })

  it('operationTypeOfTransfers: send, receive, trade, or none', () => {
    const t = (direction: 'in' | 'out' | 'self') => ({ direction, quantity: { numeric: '1' } })
    expect(operationTypeOfTransfers([t('out'), t('out')])).toBe('send')
    expect(operationTypeOfTransfers([t('in')])).toBe('receive')
    expect(operationTypeOfTransfers([t('in'), t('out')])).toBe('trade')
    expect(operationTypeOfTransfers([t('in'), t('out'), t('self')])).toBe('trade')
    expect(operationTypeOfTransfers([t('out'), t('self')])).toBeUndefined()
    expect(operationTypeOfTransfers([t('in'), t('self')])).toBeUndefined()
    expect(operationTypeOfTransfers([t('self')])).toBeUndefined()
    expect(operationTypeOfTransfers([])).toBeUndefined()
  })
})
