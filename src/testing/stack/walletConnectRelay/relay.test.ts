import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startWcRelay, type RunningWcRelay } from './server.js'
import { parseFrame, stringifyFrame, subscriptionId } from './wire.js'

interface Push {
  id: unknown
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
}

/** A raw relay client: JSON-RPC calls plus the irn_subscription pushes it received (acked like core does). */
async function connect(url: string, clientId: string) {
  const auth = ['e30', Buffer.from(JSON.stringify({ iss: clientId })).toString('base64url'), 'sig'].join('.')
  const socket = new WebSocket(`${url}/?projectId=anything&auth=${auth}`)
  await new Promise((resolveOpen, reject) => socket.once('open', resolveOpen).once('error', reject))
  const pushes: Push[] = []
  const waiting = new Map<string, (frame: unknown) => void>()
  socket.on('message', (data) => {
    const frame = parseFrame(data.toString())
    if (frame?.method === 'irn_subscription') {
      pushes.push(frame as unknown as Push)
      socket.send(stringifyFrame({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else if (frame) waiting.get(String(frame.id))?.(frame)
  })
  let nextId = 9_007_199_254_740_993n // past 2^53: must come back exactly
  const call = (
    method: string,
    params: unknown,
  ): Promise<{ id: unknown; result?: unknown; error?: { code: number } }> => {
    const id = (nextId += 1n)
    const answer = new Promise<{ id: unknown; result?: unknown }>((resolveAnswer) =>
      waiting.set(String(id), resolveAnswer as never),
    )
    socket.send(stringifyFrame({ id, jsonrpc: '2.0', method, params }))
    return answer
  }
  const settle = () => new Promise((resolveSoon) => setTimeout(resolveSoon, 30))
  return { socket, pushes, call, settle, close: () => socket.close() }
}

describe('startWcRelay', () => {
  let relay: RunningWcRelay
  beforeEach(async () => {
    relay = await startWcRelay({ port: 0 })
  })
  afterEach(async () => {
    await relay.stop()
  })

  it('listens on a random loopback port when given port 0', () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(relay.port).toBeGreaterThan(0)
  })

  it('answers subscribe with the id sign-client computes, echoing ids past 2^53 exactly', async () => {
    const alice = await connect(relay.url, 'did:key:alice')
    const answer = await alice.call('irn_subscribe', { topic: 'topic-a' })
    expect(answer.id).toBe(9_007_199_254_740_994n)
    expect(answer.result).toBe(subscriptionId('topic-a', 'did:key:alice'))
    alice.close()
  })

  it('delivers a publish to subscribers but never back to its sender', async () => {
    const alice = await connect(relay.url, 'did:key:alice')
    const bob = await connect(relay.url, 'did:key:bob')
    await alice.call('irn_subscribe', { topic: 't' })
    await bob.call('irn_batchSubscribe', { topics: ['t', 'u'] })
    expect(await alice.call('irn_publish', { topic: 't', message: 'hello', ttl: 300, tag: 1108 })).toMatchObject({
      result: true,
    })
    await bob.settle()
    expect(bob.pushes.map((push) => push.params.data)).toEqual([
      { topic: 't', message: 'hello', publishedAt: expect.any(Number), tag: 1108 },
    ])
    expect(bob.pushes[0]?.params.id).toBe(subscriptionId('t', 'did:key:bob'))
    expect(alice.pushes).toEqual([])
    alice.close()
    bob.close()
  })

  it('keeps messages for a late subscriber, once per client, and stops after unsubscribe', async () => {
    const dapp = await connect(relay.url, 'did:key:dapp')
    await dapp.call('irn_publish', { topic: 'pairing', message: 'proposal', ttl: 300, tag: 1100 })
    const wallet = await connect(relay.url, 'did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'pairing' })
    await wallet.call('irn_subscribe', { topic: 'pairing' })
    await wallet.settle()
    expect(wallet.pushes.map((push) => push.params.data.message)).toEqual(['proposal'])

    await wallet.call('irn_unsubscribe', { topic: 'pairing', id: 'x' })
    await dapp.call('irn_publish', { topic: 'pairing', message: 'later', ttl: 300, tag: 1100 })
    await wallet.settle()
    expect(wallet.pushes).toHaveLength(1)
    dapp.close()
    wallet.close()
  })

  it('drops messages whose TTL has passed', async () => {
    const dapp = await connect(relay.url, 'did:key:dapp')
    await dapp.call('irn_publish', { topic: 'short', message: 'gone', ttl: 0.01, tag: 0 })
    await new Promise((resolveLater) => setTimeout(resolveLater, 30))
    const wallet = await connect(relay.url, 'did:key:wallet')
    await wallet.call('irn_subscribe', { topic: 'short' })
    await wallet.settle()
    expect(wallet.pushes).toEqual([])
    dapp.close()
    wallet.close()
  })

  it("returns undelivered messages from irn_batchFetchMessages, without the caller's own", async () => {
    const alice = await connect(relay.url, 'did:key:alice')
    const bob = await connect(relay.url, 'did:key:bob')
    await alice.call('irn_publish', { topic: 'a', message: 'from alice', ttl: 300, tag: 1 })
    await bob.call('irn_publish', { topic: 'a', message: 'from bob', ttl: 300, tag: 2 })
    const fetched = await bob.call('irn_batchFetchMessages', { topics: ['a', 'b'] })
    expect(fetched.result).toEqual({
      messages: [{ topic: 'a', message: 'from alice', publishedAt: expect.any(Number), tag: 1 }],
      hasMore: false,
    })
    expect((await bob.call('irn_batchFetchMessages', { topics: ['a'] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    alice.close()
    bob.close()
  })

  it('subscribes the proposer on wc_proposeSession and the wallet on wc_approveSession', async () => {
    const dapp = await connect(relay.url, 'did:key:dapp')
    const wallet = await connect(relay.url, 'did:key:wallet')
    await dapp.call('wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'proposal', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: 'p' })
    await wallet.call('wc_approveSession', {
      sessionTopic: 's',
      pairingTopic: 'p',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await dapp.call('irn_subscribe', { topic: 's' })
    await dapp.settle()
    expect(wallet.pushes.map((push) => [push.params.data.message, push.params.data.tag])).toEqual([['proposal', 1100]])
    expect(dapp.pushes.map((push) => [push.params.data.topic, push.params.data.message, push.params.data.tag])).toEqual(
      [
        ['p', 'response', 1101],
        ['s', 'settle', 1102],
      ],
    )
    await dapp.call('irn_publish', { topic: 's', message: 'request', ttl: 300, tag: 1108 })
    await wallet.settle()
    expect(wallet.pushes.at(-1)?.params.data.message).toBe('request')
    dapp.close()
    wallet.close()
  })

  it('answers unknown methods and bad params with JSON-RPC errors', async () => {
    const alice = await connect(relay.url, 'did:key:alice')
    expect((await alice.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await alice.call('irn_subscribe', {})).error?.code).toBe(-32602)
    alice.close()
  })
})
