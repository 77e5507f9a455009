import { parseCaipNetworkId } from '../core/caip.js'
import { UnsupportedChainError } from '../core/specificErrors.js'
import type { SiwxMessageFields } from '../core/siwx.js'
import { createEip4361Message } from './eip155/signInMessage.js'
import { createSolanaSignInMessage } from './solana/signInMessage.js'
import { createBitcoinSignInMessage } from '../core/bitcoinSignInMessage.js'

/**
 * The text to sign for a SIWX session message of any namespace (spec section 3): EIP-4361 for
 * `eip155:*`, CAIP-122 Sign-In With Solana for `solana:*`, CAIP-122 on Bitcoin for `bip122:*`. The modal itself goes through
 * `ChainAdapter.createSignInMessage`, which loads only its own namespace's builder; this one is for
 * code that serves both, such as the back end's contract tests.
 * @throws UnsupportedChainError 'Unsupported chain' for any other namespace.
 */
export function createSiwxMessage(fields: SiwxMessageFields): string {
  const { namespace } = parseCaipNetworkId(fields.chainId)
  if (namespace === 'eip155') return createEip4361Message(fields)
  if (namespace === 'solana') return createSolanaSignInMessage(fields)
  if (namespace === 'bip122') return createBitcoinSignInMessage(fields)
  throw new UnsupportedChainError()
}
