/** The catalogue's strings for the Activity tab, with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'

/** The Activity tab's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const activityMessages = {
  ...firstPaintMessages,
  /** Activity row titles by operation type (past tense; our wording, the spec lists the types). */
  transactionTitles: {
    send: 'Sent',
    receive: 'Received',
    deposit: 'Deposited',
    withdraw: 'Withdrawn',
    execute: 'Executed',
    approve: 'Approved',
    mint: 'Minted',
    burn: 'Burned',
    trade: 'Swapped',
    borrow: 'Borrowed',
    repay: 'Repaid',
    claim: 'Claimed',
  } as Record<string, string>,
  activityEmpty: 'No transactions yet.',
  /** The empty Activity tab's link to the account on the network's block explorer. */
  activityExplorer: 'View on explorer',
  /** Spec section 8. */
  activityFailed: 'Failed to fetch transactions',
  activityLoading: 'Loading activity…',
  activityLoadingMore: 'Loading more…',
  /** Spec section 5. */
  fetchRequiresAddress: 'Fetching transactions requires an account address',
} as const
