import { describe, expect, it } from 'vitest'
import { createExchangesClient } from './exchanges.js'

/** A client whose endpoint answers `results` in turn as JSON-RPC results; `seen` holds the bodies sent. */
function client(...answers: unknown[]) {
  const seen: { url: string; method: string; body: { id: number; method: string; params: Record<string, unknown> } }[] =
    []
  const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(url), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) })
    return new Response(JSON.stringify(answers.shift()))
  }) as typeof fetch
  return { rpc: createExchangesClient('https://rpc.test/x', 'project-1', fetchImpl), seen }
}
const PAY = { exchangeId: 'x', asset: 'eip155:1/slip44:60', amount: '0.5', recipient: 'eip155:1:0xabc' }

describe('exchanges JSON-RPC client: each method', () => {
  it('asks reown_getExchangePayUrl with the params and projectId, and answers the http(s) checkout', async () => {
    const { rpc, seen } = client(
      { jsonrpc: '2.0', id: 1, result: { url: 'https://ex.test/pay', sessionId: 's1' } },
      { jsonrpc: '2.0', id: 2, result: { url: 'http://ex.test/pay', sessionId: 's2' } },
    )
    await expect(rpc.getExchangePayUrl(PAY)).resolves.toEqual({ url: 'https://ex.test/pay', sessionId: 's1' })
    await expect(rpc.getExchangePayUrl(PAY)).resolves.toEqual({ url: 'http://ex.test/pay', sessionId: 's2' })
    expect(seen[0]).toMatchObject({
      url: 'https://rpc.test/x',
      method: 'POST',
      body: { jsonrpc: '2.0', method: 'reown_getExchangePayUrl', params: { ...PAY, projectId: 'project-1' } },
    })
    expect(seen[1]!.body.id).toBe(seen[0]!.body.id + 1)
  })

  it('refuses a scheme that merely ends in http', async () => {
    const { rpc } = client({ jsonrpc: '2.0', id: 1, result: { url: 'xhttp://ex.test/pay', sessionId: 's' } })
    await expect(rpc.getExchangePayUrl(PAY)).rejects.toThrow('The on-ramp provider sent an unsafe checkout URL')
  })

  it('refuses a pay URL of another scheme with the unsafe-URL error', async () => {
    const { rpc } = client({ jsonrpc: '2.0', id: 1, result: { url: 'javascript:alert(1)', sessionId: 's' } })
    await expect(rpc.getExchangePayUrl(PAY)).rejects.toMatchObject({
      message: 'The on-ramp provider sent an unsafe checkout URL',
      detail: 'javascript:alert(1)',
    })
  })

  it('asks reown_getExchangeBuyStatus and passes SUCCESS and FAILED through, with the txHash when there is one', async () => {
    const { rpc, seen } = client(
      { jsonrpc: '2.0', id: 1, result: { status: 'SUCCESS', txHash: '0x1' } },
      { jsonrpc: '2.0', id: 2, result: { status: 'FAILED', txHash: '' } },
    )
    await expect(rpc.getExchangeBuyStatus({ exchangeId: 'x', sessionId: 's' })).resolves.toEqual({
      status: 'SUCCESS',
      txHash: '0x1',
    })
    const failed = await rpc.getExchangeBuyStatus({ exchangeId: 'x', sessionId: 's' })
    expect(failed).toEqual({ status: 'FAILED' })
    expect('txHash' in failed).toBe(false)
    expect(seen[0]!.body).toMatchObject({
      method: 'reown_getExchangeBuyStatus',
      params: { exchangeId: 'x', sessionId: 's', projectId: 'project-1' },
    })
  })

  it('refuses an exchange without an id, and a status it does not know', async () => {
    const { rpc } = client(
      { jsonrpc: '2.0', id: 1, result: { exchanges: [{ id: '', name: 'X' }] } },
      { jsonrpc: '2.0', id: 2, result: { status: 'PENDING' } },
    )
    await expect(rpc.getExchanges({ page: 0 })).rejects.toThrow('The on-ramp provider sent an invalid answer')
    await expect(rpc.getExchangeBuyStatus({ exchangeId: 'x', sessionId: 's' })).rejects.toThrow(
      'The on-ramp provider sent an invalid answer',
    )
  })
})
