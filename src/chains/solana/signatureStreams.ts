/**
 * The signatures of a wallet and of its token accounts as streams for historyMerge.ts: an SPL
 * transfer into a token account the wallet already has names only that token account (the owner
 * signs nothing and is no key of the transaction), so getSignaturesForAddress(wallet) misses it.
 */
import { TOKEN_PROGRAM_ID } from '@solana/spl-token'
import type { ConfirmedSignatureInfo, Connection, PublicKey } from '@solana/web3.js'
import type { HistoryStream, StreamItem } from '../historyMerge.js'

/**
 * `getSignaturesForAddress(key, { before: cursor, limit: pageSize })` as a stream, newest first:
 * items by slot, the cursor after an item is its signature; a full page is complete above its
 * oldest slot (the next page may hold more of that slot), a short page is the last.
 * @throws web3.js errors for RPC failures.
 */
export function signatureStream(
  connection: Connection,
  key: PublicKey,
  pageSize: number,
): HistoryStream<ConfirmedSignatureInfo> {
  return {
    async fetch(cursor) {
      const signatures = await connection.getSignaturesForAddress(key, {
        limit: pageSize,
        ...(cursor ? { before: cursor } : {}),
      })
      const items: StreamItem<ConfirmedSignatureInfo>[] = signatures.map((info) => ({
        id: info.signature,
        block: info.slot,
        cursorAfter: info.signature,
        value: info,
      }))
      const last = signatures.at(-1)
      return signatures.length >= pageSize && last
        ? { items, next: last.signature, completeAbove: last.slot }
        : { items, completeAbove: -Infinity }
    },
  }
}

/**
 * The addresses (base58) of the SPL Token accounts `owner` holds now, through getTokenAccountsByOwner.
 * A token account closed since is no longer listed, and neither are its transfers.
 * @throws web3.js errors for RPC failures.
 */
export async function tokenAccountsOf(connection: Connection, owner: PublicKey): Promise<string[]> {
  const { value } = await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
  return value.map(({ pubkey }) => pubkey.toBase58())
}
