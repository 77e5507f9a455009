import { describe, expect, it } from 'vitest'
import { NoActiveAddressError } from '../core/specificErrors.js'
import type { SendState } from '../core/send.js'
import type { ModalStore } from '../core/store.js'
import { nativeBalance, usdcBalance } from '../core/__fixtures__/tokenBalances.js'
import { sendTransfer } from './sendTransfer.js'
import { connectAccount, createTestContext, EVM_ADDRESS, rejection } from './testContext.js'

const eth = nativeBalance('eip155:31337', 'Ether', 'ETH', 18)
const usdc = usdcBalance('eip155:31337', '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function typed(store: ModalStore, send: Partial<SendState>) {
  store.setState((s) => ({ send: { ...s.send, ...send } }))
}

describe('sendTransfer (spec sections 4 and 5)', () => {
  it('sends native currency through the transaction stack, loading while it waits, then resets and keeps the hash', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    typed(store, { token: eth, sendTokenAmount: '0.5', receiverAddress: RECEIVER, tokenBalances: [eth] })
    let during: SendState | undefined
    fakes.eip155.sendTransfer.mockImplementationOnce(async () => ((during = store.getState().send), '0xhash'))
    expect(await sendTransfer(context)).toBe('0xhash')
    expect(fakes.eip155.sendTransfer).toHaveBeenCalledWith({ to: RECEIVER, value: 5n * 10n ** 17n })
    expect(during?.loading).toBe(true)
    expect(during?.pending).toEqual([
      expect.objectContaining({
        caipAddress: `eip155:31337:${EVM_ADDRESS}`,
        amount: '0.5',
        symbol: 'ETH',
        to: RECEIVER,
      }),
    ])
    expect(store.getState().send).toEqual({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      loading: false,
      hash: '0xhash',
      tokenBalances: [],
      pending: [],
    })
  })

  it('sends an ERC20 to a resolved receiver, outside the stack', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    typed(store, { token: usdc, sendTokenAmount: '1.25', receiverAddress: 'demo.eth' })
    await sendTransfer(context, { receiverAddress: RECEIVER })
    expect(fakes.eip155.sendTransfer).toHaveBeenCalledWith({
      to: RECEIVER,
      value: 1_250_000n,
      token: { address: usdc.address, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    })
  })

  it("a rejection stops loading, keeps what was typed and says 'Transaction rejected in the wallet'", async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    typed(store, { token: eth, sendTokenAmount: '0.5', receiverAddress: RECEIVER })
    fakes.eip155.sendTransfer.mockRejectedValueOnce(rejection())
    await expect(sendTransfer(context)).rejects.toMatchObject({ code: 4001 })
    expect(store.getState().send).toMatchObject({
      loading: false,
      sendTokenAmount: '0.5',
      receiverAddress: RECEIVER,
      pending: [],
    })
    expect(store.getState().errors.send).toEqual({ code: 4001, message: 'Transaction rejected in the wallet' })
  })

  it('refuses with the spec texts before asking the wallet', async () => {
    const { context, store, fakes } = createTestContext()
    typed(store, { token: eth, sendTokenAmount: '0.5' })
    await expect(sendTransfer(context)).rejects.toThrow('An amount and receiver address are required')
    expect(store.getState().errors.send?.message).toBe('An amount and receiver address are required')
    typed(store, { receiverAddress: RECEIVER })
    await expect(sendTransfer(context)).rejects.toThrow('Unsupported chain')
    connectAccount(store, 'eip155', 'eip155:31337')
    fakes.eip155.sendTransfer.mockRejectedValueOnce(new NoActiveAddressError())
    await expect(sendTransfer(context)).rejects.toThrow('No ActiveCaipAddress found')
    fakes.eip155.sendTransfer.mockRejectedValueOnce(
      new Error('execution reverted: ERC20: transfer amount exceeds balance'),
    )
    await expect(sendTransfer(context)).rejects.toThrow()
    expect(store.getState().errors.send?.message).toBe('The transaction would fail: the contract reverted it.')
  })

  it('refuses a zero amount and an ERC20 without its address with the spec texts, asking no wallet', async () => {
    const { context, store, fakes } = createTestContext()
    connectAccount(store, 'eip155', 'eip155:31337')
    typed(store, { token: eth, sendTokenAmount: '0', receiverAddress: RECEIVER })
    await expect(sendTransfer(context)).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: 'Enter a valid amount',
    })
    expect(store.getState().errors.send).toEqual({ code: 'INVALID_PARAMETERS', message: 'Enter a valid amount' })
    typed(store, { token: { ...usdc, address: '' }, sendTokenAmount: '1' })
    await expect(sendTransfer(context)).rejects.toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: 'An ERC20 send requires a token address',
    })
    expect(store.getState().errors.send?.message).toBe('An ERC20 send requires a token address')
    expect(fakes.eip155.sendTransfer).not.toHaveBeenCalled()
    expect(store.getState().send.loading).toBe(false)
  })

  it('only native EVM sends enter the transaction stack: not an ERC20, not a Solana send', async () => {
    const evm = createTestContext()
    connectAccount(evm.store, 'eip155', 'eip155:31337')
    typed(evm.store, { token: usdc, sendTokenAmount: '1', receiverAddress: RECEIVER })
    let during: SendState | undefined
    evm.fakes.eip155.sendTransfer.mockImplementationOnce(async () => ((during = evm.store.getState().send), '0xhash'))
    await sendTransfer(evm.context)
    expect(during?.pending).toEqual([])

    const solana = createTestContext()
    connectAccount(solana.store, 'solana', 'solana:localnet')
    const sol = nativeBalance('solana:localnet', 'Solana', 'SOL', 9)
    typed(solana.store, {
      token: sol,
      sendTokenAmount: '1',
      receiverAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    })
    solana.fakes.solana.sendTransfer.mockImplementationOnce(
      async () => ((during = solana.store.getState().send), 'sig'),
    )
    await sendTransfer(solana.context)
    expect(solana.fakes.solana.sendTransfer).toHaveBeenCalled()
    expect(during?.pending).toEqual([])
  })
})
