import { getAddress, isAddress } from 'viem'
import { parseCaipNetworkId, type CaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'

/** Selects the sessions of one account on one network (the address as `caipAddress` carries it). */
export interface SiwxSessionQuery {
  caipNetworkId: CaipNetworkId
  address: string
}

/** The CAIP-10 account `<caipNetworkId>:<address>` the sessions of `query` carry. */
export function caipAddressOf(query: SiwxSessionQuery): CaipAddress {
  return `${query.caipNetworkId}:${query.address}` as CaipAddress
}

/**
 * Checks a sessions query and normalises its address the way sessions store it: an EVM address
 * (any letter case) becomes EIP-55 checksummed; a Solana address is kept as given (base58 is
 * case-sensitive).
 * @throws SiwxServerError 'Expected query parameters caipNetworkId and address' (400) when
 *   either is missing or `caipNetworkId` is not CAIP-2
 */
export function normalizeSessionQuery(query: {
  caipNetworkId?: string | null
  address?: string | null
}): SiwxSessionQuery {
  const { caipNetworkId, address } = query
  const invalid = new SiwxServerError(SIWX_SERVER_ERRORS.invalidSessionQuery, 400)
  if (!caipNetworkId || !address) throw invalid
  let namespace: string
  try {
    namespace = parseCaipNetworkId(caipNetworkId).namespace
  } catch {
    throw invalid
  }
  const evm = namespace === 'eip155' && isAddress(address, { strict: false })
  return { caipNetworkId: caipNetworkId as CaipNetworkId, address: evm ? getAddress(address) : address }
}
