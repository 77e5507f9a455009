/** The ramp sandbox's checkouts and deposits, in memory, by session id. */

/** One checkout (or exchange deposit) and where it stands. */
export interface SandboxSession {
  id: string
  /** The provider's id, or `exchange:<id>` for a deposit. */
  sellerId: string
  seller: string
  /** CAIP-2 network, symbol and recipient of the delivery. */
  network: string
  symbol: string
  to: string
  /** What is delivered: base units, and the same as decimal text. */
  units: bigint
  amount: string
  /** What the buyer pays ('100.00 USD') and the fee ('1.23 USD (1.23%)'); absent for deposits. */
  paid?: string
  fee?: string
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'
  txHash?: string
  /** Why a paid checkout failed (delivery error). */
  error?: string
  /** True while Pay delivers (a second Pay waits for nothing). */
  paying?: boolean
}

/** A map of sessions with the two transitions a checkout has: open, then finish once. */
export class SandboxSessions {
  readonly #byId = new Map<string, SandboxSession>()

  get(id: string): SandboxSession | undefined {
    return this.#byId.get(id)
  }

  /** Opens an IN_PROGRESS session (an existing id is returned as it is). */
  open(session: Omit<SandboxSession, 'status'>): SandboxSession {
    const existing = this.#byId.get(session.id)
    if (existing) return existing
    const created: SandboxSession = { ...session, status: 'IN_PROGRESS' }
    this.#byId.set(created.id, created)
    return created
  }

  /** Ends a session once: SUCCESS with its transaction, or FAILED. */
  finish(id: string, result: { status: 'SUCCESS' | 'FAILED'; txHash?: string; error?: string }): void {
    const session = this.#byId.get(id)
    if (session?.status !== 'IN_PROGRESS') return
    Object.assign(session, result, { paying: false })
  }

  /** Every session, oldest first. */
  all(): SandboxSession[] {
    return [...this.#byId.values()]
  }
}
