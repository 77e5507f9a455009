/**
 * The one storage layer under every `wallet-modal/server` service (docs/contributing/architecture.md, "Server side and
 * scale"): a {@link ServerStorage} is a set of small stores, one per service, over one database.
 * Backends: memory (`createMemoryStorage`, tests and single-process demos), SQLite
 * (`wallet-modal/server/sqlite`, the embedded default) and PostgreSQL
 * (`wallet-modal/server/postgres`, several processes over one database). Each backend keeps its
 * SQL and its numbered migrations beside it; a new service adds its store interface here, its
 * tables as the next migration of each backend, and its cases to the shared contract tests
 * (`storageContract.ts`), which every backend must pass.
 *
 * Times are `Date`s; a row whose expiry is at or before `now` counts as expired and is never
 * returned. Every method may reject with the backend's own error (a lost connection, a full disk).
 */
import type { ErrorEventBody } from '../../core/analytics/errorEvent.js'
import type { CaipAddress } from '../../core/caip.js'
import type { FeatureFlags } from '../../core/features.js'
import type { SiwxSession } from '../../core/siwx.js'
import type { AuthStores, RateLimiterPointsStore } from './authTypes.js'

export type * from './authTypes.js'

/** A verified SIWX session as stored: its expiry is always set (the server caps it). */
export type StoredSiwxSession = SiwxSession & { expirationTime: string }

/** Nonces and sessions of the SIWX back end (tables `siwx_nonces`, `siwx_sessions`). */
export interface SiwxStore {
  /** Remembers a freshly issued nonce until `expiresAt`. */
  saveNonce(nonce: string, expiresAt: Date): Promise<void>
  /** True when `nonce` was issued and is unexpired at `now`; never uses it up. */
  hasNonce(nonce: string, now: Date): Promise<boolean>
  /**
   * Uses up `nonce`: true exactly once, and only while it is unexpired at `now`; false for an
   * unknown, expired or already consumed nonce. Atomic: of concurrent calls with one nonce (from
   * any process sharing the database), at most one gets true.
   */
  consumeNonce(nonce: string, now: Date): Promise<boolean>
  /**
   * Saves a session bound to `tokenHash`, the hex SHA-256 of its bearer token (the token itself is
   * never stored). It lives until `session.expirationTime`.
   */
  saveSession(session: StoredSiwxSession, tokenHash: string): Promise<void>
  /** The unexpired session whose token hashes to `tokenHash`, or undefined. */
  findSessionByTokenHash(tokenHash: string, now: Date): Promise<StoredSiwxSession | undefined>
  /** The unexpired sessions of one CAIP-10 account, oldest first. */
  findSessions(caipAddress: CaipAddress, now: Date): Promise<StoredSiwxSession[]>
  /** Removes every session of one CAIP-10 account (and so their tokens); resolves how many. */
  deleteSessions(caipAddress: CaipAddress): Promise<number>
}

/** What {@link RateLimitStore.hit} answers. */
export interface RateLimitHit {
  /** Hits of the key in the current window, this one included (1 for the first). */
  count: number
  /** When the current window ends and the count starts again from 0. */
  resetAt: Date
}

/**
 * Fixed-window request counters, shared by every process on the database, so several servers
 * behind one database enforce one limit together. Every backend keeps them in its
 * {@link RateLimiterPointsStore} (`fixedWindowCounters`): one store for every limit.
 */
export interface RateLimitStore {
  /**
   * Counts one hit of `key` in the window of `windowMs` ms that contains `now` (windows start at
   * multiples of `windowMs` since the epoch). Atomic: N concurrent hits yield the counts 1..N.
   */
  hit(key: string, windowMs: number, now: Date): Promise<RateLimitHit>
}

/** A registered name (table `names`), as the name service stores it. */
export interface NameRecord {
  /** The label, ENSIP-15 normalised, without the operator's suffix ('alice1234'); unique. */
  label: string
  /** ENSIP-9 coin type: 60 (EVM) or 501 (Solana). */
  coinType: number
  /** EVM: checksummed 0x address; Solana: base58 public key. */
  address: string
  /** The registration message the owner signed, and the signature (EVM hex, Solana base58). */
  message: string
  signature: string
  createdAt: Date
}

/** Nonces and names of the name service (tables `name_nonces`, `names`). */
export interface NameStore {
  /** Remembers a freshly issued nonce until `expiresAt`. */
  saveNonce(nonce: string, expiresAt: Date): Promise<void>
  /** Uses up `nonce`: true exactly once, only while unexpired at `now` (atomic, as {@link SiwxStore.consumeNonce}). */
  consumeNonce(nonce: string, now: Date): Promise<boolean>
  /**
   * Saves `record` unless its label is registered: true when saved, false when taken. Atomic: of
   * concurrent registrations of one label (from any process on the database), exactly one wins.
   */
  register(record: NameRecord): Promise<boolean>
  /** The record of `label`, or undefined. */
  findByLabel(label: string): Promise<NameRecord | undefined>
  /** Which of `labels` are registered. */
  registeredAmong(labels: readonly string[]): Promise<Set<string>>
  /** The names of one account, newest first (the first is its primary name). `address` as stored. */
  findByAddress(coinType: number, address: string): Promise<NameRecord[]>
  /**
   * Releases every name of one account (`address` as stored), so the labels are free again;
   * resolves how many were released. For an operator's moderation and the demo's test controls.
   */
  releaseByAddress(coinType: number, address: string): Promise<number>
}

/** A project as its operator configured it (table `projects`), served by the project service. */
export interface ProjectRecord {
  /** The id clients send as `projectId`. */
  projectId: string
  /** Origins allowed to use the project (`GET /projects/v1/origins`; core/origins.ts entries: origins, `https://*.domain`, `*`). */
  allowedOrigins: string[]
  /** Feature flags served by `GET /appkit/v1/config` (core/features.ts); unset ones follow each client's defaults. */
  features: FeatureFlags
  /** Whether error analytics is on (`GET /getAnalyticsConfig` → `isAnalyticsEnabled`); events of a project with it off are refused. */
  analytics: boolean
  /** The latest published wallet-modal version, sent in the config answer so older clients warn (spec section 8). */
  latestVersion?: string
  /**
   * The embedded wallet's defaults for the project, served by `GET /appkit/v1/config`: spec section
   * 3's `preferredAccountType` where the host page sets none (the host's option and the user's own
   * choice in Account come first).
   */
  embeddedWallet?: { preferredAccountType?: 'eoa' | 'smartAccount' }
  updatedAt: Date
}

/** One error-analytics event as the project service stores it (table `analytics_events`). */
export interface StoredAnalyticsEvent {
  projectId: string
  /** The body's `eventId` (unique per project: a repeat is stored once). */
  eventId: string
  receivedAt: Date
  /** The query's `st` and `sv` (SDK type and version). */
  sdkType: string
  sdkVersion: string
  /** The body as posted, after the service's checks (spec section 7's fields only). */
  body: ErrorEventBody
}

/** Projects and error-analytics events of the project service (tables `projects`, `analytics_events`). */
export interface ProjectStore {
  /** Creates the project or replaces its configuration. */
  saveProject(project: ProjectRecord): Promise<void>
  /** The project, or undefined. */
  findProject(projectId: string): Promise<ProjectRecord | undefined>
  /**
   * Stores `event` and then keeps only the project's `keep` newest events (the oldest go): a size
   * cap per project. False, storing nothing, when the project already has an event with that
   * `eventId`. Atomic per call.
   */
  addEvent(event: StoredAnalyticsEvent, keep: number): Promise<boolean>
  /** The project's newest `limit` events, newest first. */
  listEvents(projectId: string, limit: number): Promise<StoredAnalyticsEvent[]>
  /** How many events the project has. */
  countEvents(projectId: string): Promise<number>
}

/** What {@link PaymasterStore.addGasUsage} answers. */
export interface GasUsageResult {
  /** Whether the amount was added (false: it would have passed the cap, and nothing changed). */
  added: boolean
  /** The account's usage of the day after the call, in wei. */
  usedWei: bigint
}

/**
 * The paymaster service's daily gas usage per account (table `paymaster_gas_usage`): wei of
 * maximum cost sponsored, by account (CAIP-10) and UTC day ('2030-01-01'). A day's row lives until
 * `expiresAt`, then the sweep removes it.
 */
export interface PaymasterStore {
  /**
   * Adds `wei` to the account's usage of `day` unless the sum would pass `capWei` (undefined: no
   * cap), and sets the row's expiry to `expiresAt`. Atomic: of concurrent additions (from any
   * process on the database) that together pass the cap, only those that fit are added. (A day's
   * key is never reused, so expiry matters only to reads and the sweep.)
   */
  addGasUsage(
    account: string,
    day: string,
    wei: bigint,
    capWei: bigint | undefined,
    expiresAt: Date,
  ): Promise<GasUsageResult>
  /** The account's usage of `day` in wei (0 when none, or when its row expired at `now`). */
  gasUsage(account: string, day: string, now: Date): Promise<bigint>
}

/** A storage backend: the stores of every service over one database. */
export interface ServerStorage {
  readonly siwx: SiwxStore
  readonly rateLimits: RateLimitStore
  /** Points with expiry per key, under the auth server's rate-limiter-flexible limiters. */
  readonly rateLimiterPoints: RateLimiterPointsStore
  /** The embedded wallet's auth server: users, identities, one-time codes, sessions, devices, key shares, audit log. */
  readonly auth: AuthStores
  /** The name service: nonces and registered names. */
  readonly names: NameStore
  /** The project service: projects (config, allowed origins) and error-analytics events. */
  readonly projects: ProjectStore
  /** The paymaster service: daily gas usage per account. */
  readonly paymaster: PaymasterStore
  /**
   * Deletes every row expired at `now` (nonces of SIWX and the name service, SIWX and auth sessions, one-time-code challenges,
   * rate-limit windows and points, the paymaster's past days); resolves how many. Users, shares and the audit log stay.
   */
  sweep(now: Date): Promise<number>
  /** Releases what the backend opened itself (a database file, a pool); leaves what it was given. */
  close(): Promise<void>
}
