/** ERC20 `Transfer` logs as the account's transfers: shared by the Otterscan source and the log stream. */
import { getAddress } from 'viem'
import { formatAmount } from '../../../core/amount.js'
import type { OperationType, TransactionTransfer, TransferDirection } from '../../../core/history.js'

/** keccak256('Transfer(address,address,uint256)'), topic 0 of an ERC20 (and ERC721) Transfer log. */
export const ERC20_TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** An ERC20 token whose Transfer logs become transfers; `decimals` of its base units. */
export interface HistoryToken {
  address: string
  symbol: string
  name: string
  decimals: number
  iconUrl?: string
}

/** A log as nodes answer it (the fields this module reads). */
export interface LogFields {
  address: string
  topics: readonly string[]
  data: string
}

/** One ERC20 transfer of a log, seen from the account, with its parties (checksummed). */
export interface TokenMove {
  transfer: TransactionTransfer
  from: string
  to: string
}

export const sameAddress = (a: string | null | undefined, b: string): boolean => a?.toLowerCase() === b.toLowerCase()

/** 'self', 'out' or 'in' as the account sent, received or both; undefined when it is neither party. */
export function directionOf(
  from: string,
  to: string | null | undefined,
  account: string,
): TransferDirection | undefined {
  const out = sameAddress(from, account)
  const into = sameAddress(to, account)
  if (out && into) return 'self'
  if (out) return 'out'
  if (into) return 'in'
  return undefined
}

/** 0x + 40 hex from a 32-byte log topic holding an address. */
const topicAddress = (topic: string): string => getAddress(`0x${topic.slice(-40)}`)

/** The 32-byte topic of an address (left-padded), as eth_getLogs filters take it. */
export const addressTopic = (address: string): string => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/**
 * The transfers of `logs` that move a known token (by contract address) to or from `account`:
 * amounts in whole tokens as exact decimal text. ERC721 Transfers (a 4th topic, no data) are skipped.
 */
export function tokenMoves(
  logs: readonly LogFields[],
  account: string,
  tokens: ReadonlyMap<string, HistoryToken>,
): TokenMove[] {
  const moves: TokenMove[] = []
  for (const log of logs) {
    const token = tokens.get(log.address.toLowerCase())
    const [topic0, fromTopic, toTopic, ...rest] = log.topics
    if (
      !token ||
      topic0 !== ERC20_TRANSFER_TOPIC ||
      !fromTopic ||
      !toTopic ||
      rest.length > 0 ||
      log.data.length !== 66
    )
      continue
    const from = topicAddress(fromTopic)
    const to = topicAddress(toTopic)
    const direction = directionOf(from, to, account)
    if (!direction) continue
    moves.push({
      from,
      to,
      transfer: {
        direction,
        quantity: { numeric: formatAmount(BigInt(log.data), token.decimals), decimals: token.decimals },
        fungible_info: {
          name: token.name,
          symbol: token.symbol,
          ...(token.iconUrl ? { icon: { url: token.iconUrl } } : {}),
        },
      },
    })
  }
  return moves
}

/** 'send' when every transfer goes out, 'receive' when every one comes in, 'trade' when both, else undefined. */
export function operationTypeOfTransfers(transfers: readonly TransactionTransfer[]): OperationType | undefined {
  const directions = new Set(transfers.map((t) => t.direction))
  if (directions.size === 1 && directions.has('out')) return 'send'
  if (directions.size === 1 && directions.has('in')) return 'receive'
  if (directions.has('in') && directions.has('out')) return 'trade'
  return undefined
}
