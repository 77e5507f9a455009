/**
 * The RPC's PubSub WebSocket (Solana serves it on the HTTP port + 1): `signatureSubscribe` /
 * `signatureUnsubscribe`, which web3.js `confirmTransaction` waits on, and `slotSubscribe` /
 * `slotUnsubscribe`. Each signature subscription fires once and ends, as on Solana.
 */
import { WebSocketServer, type WebSocket } from 'ws'
import type { SolanaChain } from './chain.js'
import type { TransactionRecord } from './transactionsLog.js'

interface Subscription {
  socket: WebSocket
  kind: 'signature' | 'slot'
  signature?: string
}

/** A listening PubSub server; `close()` ends every connection. */
export interface RunningPubSub {
  close(): Promise<void>
}

/**
 * Listens on `host:port`. Rejects with the listen error (e.g. EADDRINUSE).
 */
export async function startPubSub(chain: SolanaChain, port: number, host: string): Promise<RunningPubSub> {
  const server = new WebSocketServer({ port, host })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      resolveListen()
    })
  })

  const subscriptions = new Map<number, Subscription>()
  let nextId = 0
  const send = (socket: WebSocket, message: unknown): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notifySignature = (id: number, record: TransactionRecord): void => {
    const subscription = subscriptions.get(id)
    if (!subscription) return
    subscriptions.delete(id)
    send(subscription.socket, {
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: record.slot }, value: { err: record.err } }, subscription: id },
    })
  }

  const onTransaction = (record: TransactionRecord): void => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature) notifySignature(id, record)
    }
  }
  const onSlot = (slot: number): void => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind !== 'slot') continue
      send(subscription.socket, {
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: { result: { parent: slot - 1, root: slot, slot }, subscription: id },
      })
    }
  }
  chain.on('transaction', onTransaction)
  chain.on('slot', onSlot)

  server.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let request: { id?: unknown; method?: unknown; params?: unknown }
      try {
        request = JSON.parse(String(raw))
      } catch {
        send(socket, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      const params = Array.isArray(request.params) ? request.params : []
      // web3.js pings with notifications (no id): nothing to answer.
      if (request.id === undefined || request.id === null) return
      const reply = (result: unknown): void => send(socket, { jsonrpc: '2.0', id: request.id, result })
      switch (request.method) {
        case 'signatureSubscribe': {
          if (typeof params[0] !== 'string') {
            send(socket, {
              jsonrpc: '2.0',
              id: request.id,
              error: { code: -32602, message: 'Invalid params: signature must be a string' },
            })
            return
          }
          const id = nextId++
          subscriptions.set(id, { socket, kind: 'signature', signature: params[0] })
          reply(id)
          const landed = chain.log.get(params[0])
          if (landed) notifySignature(id, landed)
          return
        }
        case 'slotSubscribe': {
          const id = nextId++
          subscriptions.set(id, { socket, kind: 'slot' })
          reply(id)
          return
        }
        case 'signatureUnsubscribe':
        case 'slotUnsubscribe': {
          const subscription = subscriptions.get(Number(params[0]))
          const owned = subscription?.socket === socket
          if (owned) subscriptions.delete(Number(params[0]))
          reply(owned)
          return
        }
        default:
          send(socket, { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } })
      }
    })
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id)
    })
  })

  let closed: Promise<void> | undefined
  return {
    close: () => {
      closed ??= new Promise<void>((resolveClose) => {
        chain.off('transaction', onTransaction)
        chain.off('slot', onSlot)
        for (const client of server.clients) client.terminate()
        server.close(() => resolveClose())
      })
      return closed
    },
  }
}
