/** Catalogue wallets for the wallet list's tests (tests only: a fixture). */
import type { Wallet } from '../types.js'

/**
 * A catalogue wallet `id` named `name` (its image id is its id), on EVM, with no links and no
 * rdns: override any field through `extra`.
 */
export function catalogueWallet(id: string, name = id, extra: Partial<Wallet> = {}): Wallet {
  return {
    id,
    name,
    image_id: id,
    chains: ['eip155'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    rdns: null,
    ...extra,
  }
}
