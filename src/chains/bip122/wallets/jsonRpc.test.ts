import { describe, expect, it, vi } from 'vitest'
import { isUserRejection } from '../../../core/errorMessage.js'
import { callWallet } from './jsonRpc.js'

const answering = (answer: unknown) => ({ request: vi.fn(async () => answer) })
const throwing = (error: unknown) => ({
  request: async () => {
    throw error
  },
})

describe('a JSON-RPC wallet call', () => {
  it('sends the method and params and answers the result, even an empty one', async () => {
    const provider = answering({ jsonrpc: '2.0', id: '1', result: { ok: 1 }, error: null })
    expect(await callWallet(provider, 'getAddresses', { purposes: ['payment'] })).toEqual({ ok: 1 })
    expect(provider.request).toHaveBeenCalledWith('getAddresses', { purposes: ['payment'] })
    expect(await callWallet(answering({ result: undefined }), 'm')).toBeUndefined()
  })

  it('an answer with neither result nor error is an invalid answer naming the method', async () => {
    for (const answer of [{ jsonrpc: '2.0' }, 'ok', null, 7])
      await expect(callWallet(answering(answer), 'signPsbt')).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        message: 'The wallet sent an invalid answer to signPsbt',
      })
  })

  it('an error answer of code -32000 or 4001 is a user rejection keeping the wallet’s message and answer', async () => {
    const answer = { error: { code: -32000, message: 'User rejected' } }
    const error = await callWallet(answering(answer), 'm').catch((e: unknown) => e)
    expect(error).toSatisfy(isUserRejection)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected', cause: answer })
    await expect(callWallet(answering({ error: { code: 4001 } }), 'm')).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('a thrown response (Leather) or a thrown error object is read the same way', async () => {
    await expect(callWallet(throwing({ error: { code: 4001, message: 'no' } }), 'm')).rejects.toMatchObject({
      code: 4001,
      message: 'no',
    })
    await expect(callWallet(throwing({ code: -32000, message: 'denied' }), 'm')).rejects.toMatchObject({
      code: 4001,
      message: 'denied',
    })
  })

  it('another error keeps its code and message; without a usable message it says the wallet refused', async () => {
    const answer = { error: { code: -32602, message: 'Invalid params' } }
    const error = await callWallet(answering(answer), 'm').catch((e: unknown) => e)
    expect(error).not.toSatisfy(isUserRejection)
    expect(error).toMatchObject({ code: -32602, message: 'Invalid params', cause: answer })
    for (const thrown of [{ error: { code: -1, message: '' } }, { error: { code: -1, message: 5 } }, 'boom'])
      await expect(callWallet(throwing(thrown), 'm')).rejects.toThrow('The wallet refused the request')
    // A code that is not a number is no rejection code.
    await expect(callWallet(answering({ error: { code: '4001', message: 'x' } }), 'm')).rejects.toMatchObject({
      code: undefined,
      message: 'x',
    })
  })
})
