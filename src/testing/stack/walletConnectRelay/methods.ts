/**
 * The relay's JSON-RPC methods, as @walletconnect/core 2.2x calls them (relay-api `irn` names,
 * plus the Sign 2.5 `wc_proposeSession` / `wc_approveSession` that publish on the client's behalf).
 * Params shapes follow @walletconnect/relay-api's `RelayJsonRpc` types.
 */
import type { WebSocket } from 'ws'
import type { Mailbox, RelayMessage } from './mailbox.js'
import { subscriptionId } from './wire.js'

/** One connection; `id` is the client's did:key (or a random id when it sent no auth). */
export interface RelayClient {
  socket: WebSocket
  id: string
  topics: Set<string>
}

/** What the methods share: the mailbox, who listens on each topic, and how to push to a client. */
export interface RelayState {
  mailbox: Mailbox
  subscribers: Map<string, Set<RelayClient>>
  push(client: RelayClient, message: RelayMessage): void
}

/** A method's answer; `after` runs once the response is sent (e.g. mailbox delivery after a subscribe). */
export interface MethodOutcome {
  result: unknown
  after?: () => void
}

/** A JSON-RPC error answered to the caller (-32602 for bad params). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Tags the relay assigns to Sign 2.5 publishes (wc_sessionPropose request, its response, wc_sessionSettle). */
export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

type Params = Record<string, unknown>
type Method = (client: RelayClient, params: Params) => MethodOutcome

const text = (params: Params, key: string): string => {
  const value = params[key]
  if (typeof value !== 'string' || !value)
    throw new RpcError(-32602, `Invalid params: ${key} must be a non-empty string`)
  return value
}
const list = (params: Params, key: string): unknown[] => {
  const value = params[key]
  if (!Array.isArray(value)) throw new RpcError(-32602, `Invalid params: ${key} must be an array`)
  return value
}
const texts = (params: Params, key: string): string[] =>
  list(params, key).map((value) => {
    if (typeof value !== 'string' || !value)
      throw new RpcError(-32602, `Invalid params: ${key} must hold non-empty strings`)
    return value
  })
const optionalNumber = (params: Params, key: string): number | undefined =>
  typeof params[key] === 'number' ? (params[key] as number) : undefined

/** The method table for one relay; every handler takes (client, params) and validates params. */
export function relayMethods(
  state: RelayState,
): Record<string, (client: RelayClient, params: unknown) => MethodOutcome> {
  const deliver = (client: RelayClient, topic: string): void => {
    for (const message of state.mailbox.take(topic, client.id)) state.push(client, message)
  }
  const subscribe = (client: RelayClient, topic: string): string => {
    client.topics.add(topic)
    state.subscribers.set(topic, (state.subscribers.get(topic) ?? new Set()).add(client))
    return subscriptionId(topic, client.id)
  }
  const unsubscribe = (client: RelayClient, topic: string): void => {
    client.topics.delete(topic)
    state.subscribers.get(topic)?.delete(client)
  }
  const publish = (
    client: RelayClient,
    topic: string,
    message: string,
    tag: number,
    ttl?: number,
    attestation?: unknown,
  ): void => {
    const stored: RelayMessage = { topic, message, publishedAt: Date.now(), tag }
    if (typeof attestation === 'string') stored.attestation = attestation
    state.mailbox.put(stored, client.id, ttl)
    for (const subscriber of state.subscribers.get(topic) ?? []) {
      if (subscriber.id !== client.id) deliver(subscriber, topic)
    }
  }
  const publishParams = (client: RelayClient, params: Params): void =>
    publish(
      client,
      text(params, 'topic'),
      text(params, 'message'),
      optionalNumber(params, 'tag') ?? 0,
      optionalNumber(params, 'ttl'),
      params.attestation,
    )

  const methods: Record<string, Method> = {
    irn_subscribe: (client, params) => {
      const topic = text(params, 'topic')
      return { result: subscribe(client, topic), after: () => deliver(client, topic) }
    },
    irn_batchSubscribe: (client, params) => {
      const topics = texts(params, 'topics')
      return {
        result: topics.map((topic) => subscribe(client, topic)),
        after: () => topics.forEach((topic) => deliver(client, topic)),
      }
    },
    irn_unsubscribe: (client, params) => {
      unsubscribe(client, text(params, 'topic'))
      return { result: true }
    },
    irn_batchUnsubscribe: (client, params) => {
      for (const entry of list(params, 'subscriptions')) unsubscribe(client, text((entry ?? {}) as Params, 'topic'))
      return { result: true }
    },
    irn_publish: (client, params) => {
      publishParams(client, params)
      return { result: true }
    },
    irn_batchPublish: (client, params) => {
      for (const entry of list(params, 'messages')) publishParams(client, (entry ?? {}) as Params)
      return { result: true }
    },
    irn_batchFetchMessages: (client, params) => {
      const topics = texts(params, 'topics')
      return { result: { messages: topics.flatMap((topic) => state.mailbox.take(topic, client.id)), hasMore: false } }
    },
    // The dapp publishes its proposal and is subscribed to the pairing topic by the relay.
    wc_proposeSession: (client, params) => {
      const pairingTopic = text(params, 'pairingTopic')
      subscribe(client, pairingTopic)
      const tag = optionalNumber(params, 'tag') ?? TAGS.sessionPropose
      publish(
        client,
        pairingTopic,
        text(params, 'sessionProposal'),
        tag,
        optionalNumber(params, 'ttl'),
        params.attestation,
      )
      return { result: true, after: () => deliver(client, pairingTopic) }
    },
    // The wallet answers on the pairing topic and settles on the new session topic, which it now listens on.
    wc_approveSession: (client, params) => {
      const sessionTopic = text(params, 'sessionTopic')
      const pairingTopic = text(params, 'pairingTopic')
      const response = text(params, 'sessionProposalResponse')
      const settlement = text(params, 'sessionSettlementRequest')
      subscribe(client, sessionTopic)
      const ttl = optionalNumber(params, 'ttl')
      publish(client, pairingTopic, response, TAGS.sessionProposeResponse, ttl)
      publish(client, sessionTopic, settlement, TAGS.sessionSettle, ttl)
      return { result: true, after: () => deliver(client, sessionTopic) }
    },
  }
  return Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [
      name,
      (client: RelayClient, params: unknown) =>
        method(client, (params !== null && typeof params === 'object' ? params : {}) as Params),
    ]),
  )
}
