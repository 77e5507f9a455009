/**
 * The past the stack gives dev account 0 on every anvil, as data: when the chain starts, when the
 * tokens are deployed, and 40 dated transfers between account 0 and accounts 1–3 over sixteen
 * months of 2025 and 2026 (February 2025 to October 2026), for the Activity tab to group by
 * year and month.
 */

/** Genesis block time (anvil `--timestamp`), 2025-01-10 00:00 UTC, in seconds. */
export const DEMO_EVM_GENESIS_TIME = Date.UTC(2025, 0, 10) / 1000

/** Block time of the token deploys and the funding of accounts 0–3, 2025-01-10 12:00 UTC, in seconds. */
export const DEMO_EVM_DEPLOY_TIME = Date.UTC(2025, 0, 10, 12) / 1000

/** One seeded transfer; each is mined alone in a block at `at`. */
export interface DemoEvmTransfer {
  /** ISO 8601, UTC. */
  at: string
  /** Dev account indexes (0–3). */
  from: number
  to: number
  /** ETH is a plain value transfer; USDC and DEMO are ERC-20 `transfer` calls. */
  asset: 'ETH' | 'USDC' | 'DEMO'
  /** Decimal amount in whole units, e.g. '12.34' (parsed with the asset's decimals). */
  amount: string
}

/**
 * Account 0's history, in time order: 20 sent (ETH, USDC, DEMO), 7 ETH and 13 token transfers
 * received. For every counterparty and asset the amounts in and out cancel, so accounts 0–3 end
 * with exactly their funding (10,000 USDC, 1,000 DEMO) and their 10,000 ETH less gas.
 *
 * anvil's `ots_searchTransactionsBefore` finds an address only where it is a call's sender or
 * target in the trace: account 0's 27 sent and ETH-received transactions, not the 13 token
 * transfers (nor the 2 funding transfers) it received, which only `eth_getLogs` on ERC-20
 * `Transfer` with account 0 as the `to` topic finds.
 */
export const DEMO_EVM_HISTORY: readonly DemoEvmTransfer[] = [
  { at: '2025-02-03T09:15:00Z', from: 0, to: 1, asset: 'USDC', amount: '250' },
  { at: '2025-02-03T18:40:00Z', from: 2, to: 0, asset: 'USDC', amount: '42.5' },
  { at: '2025-02-11T12:00:00Z', from: 1, to: 0, asset: 'ETH', amount: '0.5' },
  { at: '2025-02-20T08:05:00Z', from: 0, to: 2, asset: 'DEMO', amount: '2.5' },
  { at: '2025-04-02T14:30:00Z', from: 0, to: 1, asset: 'ETH', amount: '1.5' },
  { at: '2025-04-15T10:10:00Z', from: 3, to: 0, asset: 'DEMO', amount: '0.123456789' },
  { at: '2025-04-28T16:45:00Z', from: 1, to: 0, asset: 'USDC', amount: '100' },
  { at: '2025-05-09T10:00:00Z', from: 0, to: 1, asset: 'ETH', amount: '0.2' },
  { at: '2025-05-23T15:30:00Z', from: 1, to: 0, asset: 'ETH', amount: '0.2' },
  { at: '2025-07-04T11:00:00Z', from: 0, to: 3, asset: 'USDC', amount: '1000' },
  { at: '2025-07-09T09:30:00Z', from: 1, to: 0, asset: 'DEMO', amount: '10' },
  { at: '2025-07-19T20:15:00Z', from: 0, to: 2, asset: 'USDC', amount: '12.34' },
  { at: '2025-07-30T07:45:00Z', from: 2, to: 0, asset: 'ETH', amount: '2' },
  { at: '2025-09-12T08:45:00Z', from: 0, to: 2, asset: 'USDC', amount: '75' },
  { at: '2025-10-01T13:20:00Z', from: 0, to: 3, asset: 'ETH', amount: '0.25' },
  { at: '2025-10-14T15:00:00Z', from: 0, to: 2, asset: 'DEMO', amount: '7.5' },
  { at: '2025-10-27T09:00:00Z', from: 3, to: 0, asset: 'USDC', amount: '5.25' },
  { at: '2025-12-05T10:30:00Z', from: 0, to: 1, asset: 'DEMO', amount: '10' },
  { at: '2025-12-18T17:55:00Z', from: 1, to: 0, asset: 'ETH', amount: '1' },
  { at: '2025-12-31T23:30:00Z', from: 0, to: 3, asset: 'ETH', amount: '0.01' },
  { at: '2026-01-08T08:00:00Z', from: 3, to: 0, asset: 'USDC', amount: '1000' },
  { at: '2026-01-21T12:45:00Z', from: 0, to: 2, asset: 'USDC', amount: '30.16' },
  { at: '2026-01-30T19:10:00Z', from: 0, to: 3, asset: 'DEMO', amount: '0.123456789' },
  { at: '2026-02-14T10:20:00Z', from: 2, to: 0, asset: 'USDC', amount: '75' },
  { at: '2026-03-03T09:00:00Z', from: 2, to: 0, asset: 'DEMO', amount: '10' },
  { at: '2026-03-12T11:11:00Z', from: 0, to: 1, asset: 'USDC', amount: '19.99' },
  { at: '2026-03-25T16:20:00Z', from: 3, to: 0, asset: 'ETH', amount: '0.25' },
  { at: '2026-03-31T21:00:00Z', from: 0, to: 3, asset: 'USDC', amount: '5.25' },
  { at: '2026-04-10T12:00:00Z', from: 2, to: 0, asset: 'ETH', amount: '0.75' },
  { at: '2026-06-06T10:00:00Z', from: 1, to: 0, asset: 'USDC', amount: '150' },
  { at: '2026-06-17T14:40:00Z', from: 0, to: 2, asset: 'ETH', amount: '2' },
  { at: '2026-06-29T18:00:00Z', from: 0, to: 1, asset: 'DEMO', amount: '3' },
  { at: '2026-07-07T07:07:00Z', from: 0, to: 3, asset: 'USDC', amount: '60' },
  { at: '2026-08-19T09:40:00Z', from: 0, to: 2, asset: 'ETH', amount: '0.75' },
  { at: '2026-08-26T13:15:00Z', from: 3, to: 0, asset: 'USDC', amount: '60' },
  { at: '2026-09-02T09:20:00Z', from: 1, to: 0, asset: 'USDC', amount: '19.99' },
  { at: '2026-09-15T13:00:00Z', from: 3, to: 0, asset: 'ETH', amount: '0.01' },
  { at: '2026-09-28T17:30:00Z', from: 1, to: 0, asset: 'DEMO', amount: '3' },
  { at: '2026-10-05T11:30:00Z', from: 0, to: 3, asset: 'DEMO', amount: '1.25' },
  { at: '2026-10-20T16:00:00Z', from: 3, to: 0, asset: 'DEMO', amount: '1.25' },
]
