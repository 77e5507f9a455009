import { describe, expect, it } from 'vitest'
import { nativeBalance, usdcBalance } from './__fixtures__/tokenBalances.js'
import { initialSendState } from './send.js'
import { toTransferRequest } from './transferRequest.js'

describe('toTransferRequest (spec section 5)', () => {
  const eth = nativeBalance('eip155:1', 'Ether', 'ETH', 18)
  const usdc = usdcBalance('eip155:1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
  it('requires an amount and a receiver, with the spec text', () => {
    expect(() => toTransferRequest({ ...initialSendState, token: eth, sendTokenAmount: '1' }, 'eip155')).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => toTransferRequest({ ...initialSendState, token: eth, receiverAddress: '0xB' }, 'eip155')).toThrow(
      'An amount and receiver address are required',
    )
  })
  it('requires a token, and refuses a namespace other than EVM or Solana', () => {
    expect(() =>
      toTransferRequest({ ...initialSendState, sendTokenAmount: '1', receiverAddress: '0xB' }, 'eip155'),
    ).toThrow('A token is required')
    expect(() =>
      toTransferRequest(
        { ...initialSendState, token: eth, sendTokenAmount: '1', receiverAddress: 'cosmos1q' },
        'cosmos',
      ),
    ).toThrow('Unsupported chain')
  })
  it('turns the typed amount into base units: wei for native, token units for an ERC20', () => {
    expect(
      toTransferRequest(
        { ...initialSendState, token: eth, sendTokenAmount: '0.5', receiverAddress: ' 0xB ' },
        'eip155',
      ),
    ).toEqual({ to: '0xB', value: 5n * 10n ** 17n })
    expect(
      toTransferRequest(
        { ...initialSendState, token: usdc, sendTokenAmount: '1.25', receiverAddress: '0xB' },
        'eip155',
      ),
    ).toMatchObject({ value: 1_250_000n, token: { address: usdc.address, decimals: 6 } })
  })
  it("refuses a zero amount: 'Enter a valid amount'", () => {
    for (const amount of ['0', '0.', '0.000000', '.0']) {
      expect(
        () =>
          toTransferRequest(
            { ...initialSendState, token: eth, sendTokenAmount: amount, receiverAddress: '0xB' },
            'eip155',
          ),
        amount,
      ).toThrowError(/^Enter a valid amount$/)
    }
    expect(
      toTransferRequest(
        { ...initialSendState, token: eth, sendTokenAmount: '0.000000000000000001', receiverAddress: '0xB' },
        'eip155',
      ).value,
    ).toBe(1n)
  })
  it("refuses an ERC20 whose address is empty: 'An ERC20 send requires a token address'", () => {
    expect(() =>
      toTransferRequest(
        { ...initialSendState, token: { ...usdc, address: '' }, sendTokenAmount: '1', receiverAddress: '0xB' },
        'eip155',
      ),
    ).toThrowError(/^An ERC20 send requires a token address$/)
  })
  it('builds requests on Solana and Bitcoin too, and trims the receiver of a token send', () => {
    const sol = nativeBalance('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL', 9)
    const btc = nativeBalance('bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC', 8)
    expect(
      toTransferRequest(
        {
          ...initialSendState,
          token: sol,
          sendTokenAmount: '1.5',
          receiverAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        },
        'solana',
      ),
    ).toEqual({
      to: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      value: 1_500_000_000n,
    })
    expect(
      toTransferRequest(
        {
          ...initialSendState,
          token: btc,
          sendTokenAmount: '0.001',
          receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        },
        'bip122',
      ),
    ).toEqual({
      to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      value: 100_000n,
    })
    expect(
      toTransferRequest({ ...initialSendState, token: usdc, sendTokenAmount: '1', receiverAddress: ' 0xB ' }, 'eip155'),
    ).toEqual({
      to: '0xB',
      value: 1_000_000n,
      token: { address: usdc.address, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    })
  })
})
