/**
 * Messages kept per topic until their TTL ends, so a client that subscribes after a publish (the
 * wallet scanning a pairing URI, the dapp subscribing to the session topic after the proposal
 * response) still receives them. Each message goes at most once to each client, never to its sender.
 */

/** What the relay pushes in `irn_subscription` and returns from `irn_batchFetchMessages`. */
export interface RelayMessage {
  topic: string
  message: string
  /** Unix ms. */
  publishedAt: number
  tag: number
  attestation?: string
}

interface Stored extends RelayMessage {
  /** Unix ms. */
  expiresAt: number
  senderId: string
  deliveredTo: Set<string>
}

/** Default TTL when a publisher gives none, seconds (what sign-client uses for proposals). */
export const DEFAULT_TTL_SECONDS = 300

/** A per-topic store of undelivered messages; see {@link createMailbox}. */
export interface Mailbox {
  /** Stores a message from `senderId` for `ttlSeconds` (default {@link DEFAULT_TTL_SECONDS}). */
  put(message: RelayMessage, senderId: string, ttlSeconds?: number): void
  /** The live messages on `topic` not yet given to `clientId` nor sent by it, oldest first; marks them given. */
  take(topic: string, clientId: string): RelayMessage[]
  /** Drops expired messages. */
  prune(now?: number): void
  /** Live message count (for tests). */
  size(): number
}

/** Creates an empty {@link Mailbox}. */
export function createMailbox(): Mailbox {
  const topics = new Map<string, Stored[]>()
  const prune = (now = Date.now()): void => {
    for (const [topic, messages] of topics) {
      const live = messages.filter((message) => message.expiresAt > now)
      if (live.length) topics.set(topic, live)
      else topics.delete(topic)
    }
  }
  return {
    put(message, senderId, ttlSeconds = DEFAULT_TTL_SECONDS) {
      const stored: Stored = {
        ...message,
        expiresAt: message.publishedAt + ttlSeconds * 1000,
        senderId,
        deliveredTo: new Set(),
      }
      topics.set(message.topic, [...(topics.get(message.topic) ?? []), stored])
    },
    take(topic, clientId) {
      const now = Date.now()
      const due = (topics.get(topic) ?? []).filter(
        (message) => message.expiresAt > now && message.senderId !== clientId && !message.deliveredTo.has(clientId),
      )
      return due.map(({ expiresAt: _expiresAt, senderId: _senderId, deliveredTo, ...message }) => {
        deliveredTo.add(clientId)
        return message
      })
    },
    prune,
    size: () => [...topics.values()].reduce((count, messages) => count + messages.length, 0),
  }
}
