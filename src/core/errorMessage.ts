/**
 * From anything thrown to what the user reads, in one place (spec section 8; docs/contributing/architecture.md,
 * Conventions): the JSON-RPC / EIP-1193 / EIP-5792 code messages, user-rejection detection, the
 * node-message mapping, {@link toWalletModalError} and {@link errorMessage}.
 */
import { WalletModalError, type WalletModalErrorCode } from './errors.js'
import { UserRejectedError } from './specificErrors.js'
import { errorsMessages as messages } from './messages/errors.js'

/**
 * Messages of the codes listed in spec 8: JSON-RPC 2.0 (-32700..-32603),
 * EIP-1474 (-32000..-32006), EIP-1193 (4001..4901), EIP-3085 (4902) and
 * EIP-5792 (5700..5760).
 */
export const RPC_ERROR_MESSAGES: Record<number, string> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
  [-32000]: 'Invalid input',
  [-32001]: 'Resource not found',
  [-32002]: 'Resource unavailable',
  [-32003]: 'Transaction rejected',
  [-32004]: 'Method not supported',
  [-32005]: 'Limit exceeded',
  [-32006]: 'JSON-RPC version not supported',
  4001: 'User rejected the request',
  4100: 'Unauthorized',
  4200: 'Unsupported method',
  4900: 'Disconnected',
  4901: 'Chain disconnected',
  4902: 'Unrecognized chain ID',
  5700: 'Unsupported non-optional capability',
  5710: 'Unsupported chain id',
  5720: 'Duplicate ID',
  5730: 'Unknown bundle ID',
  5740: 'Batch too large',
  5750: 'Atomic-ready wallet rejected upgrade',
  5760: 'Atomicity not supported',
}

// viem and wagmi wrap errors several levels deep; bound the walk so a cyclic `cause` cannot hang us.
const MAX_ERROR_DEPTH = 16

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null
}

/**
 * Every level of a wrapped error, outermost first: the error itself, then its
 * `data.originalError` (MetaMask's wrapper), then its `cause`, recursively.
 */
function errorLevels(err: unknown): unknown[] {
  const levels: unknown[] = []
  const seen = new Set<unknown>()
  const visit = (e: unknown): void => {
    if (e === undefined || e === null || seen.has(e) || levels.length >= MAX_ERROR_DEPTH) return
    seen.add(e)
    levels.push(e)
    if (!isObject(e)) return
    if (isObject(e.data)) visit(e.data.originalError)
    visit(e.cause)
  }
  visit(err)
  return levels
}

/** The texts of one error level a wallet may put the reason in (viem uses shortMessage and details). */
function levelTexts(level: unknown): string[] {
  if (typeof level === 'string') return [level]
  if (!isObject(level)) return []
  return [level.message, level.shortMessage, level.details].filter((t): t is string => typeof t === 'string')
}

/**
 * The first numeric error code found walking `err.code`, then
 * `err.data.originalError.code`, then `err.cause`, recursively; undefined when
 * no level carries a numeric code (string codes such as ethers' 'ACTION_REJECTED' are ignored).
 */
export function errorCodeOf(err: unknown): number | undefined {
  for (const level of errorLevels(err)) {
    if (isObject(level) && typeof level.code === 'number' && Number.isFinite(level.code)) return level.code
  }
  return undefined
}

const USER_REJECTION_TEXT = /user rejected|cancelled|canceled/i

/**
 * True when the user declined the request (spec 8): some level of `err` has
 * code 4001, or its message / shortMessage / details contains (case-insensitive)
 * 'user rejected', 'cancelled' or 'canceled'.
 */
export function isUserRejection(err: unknown): boolean {
  return errorLevels(err).some(
    (level) =>
      (isObject(level) && level.code === 4001) || levelTexts(level).some((text) => USER_REJECTION_TEXT.test(text)),
  )
}

/** One entry of {@link CHAIN_ERROR_PATTERNS}: a node message pattern and the sentence shown instead. */
export interface ChainErrorPattern {
  pattern: RegExp
  message: string
}

/**
 * Node (geth, anvil, reth, erigon) error messages of spec 8 "Chain messages",
 * mapped to user sentences. Checked in order: specific causes first, the
 * generic 'execution reverted' last because nodes often append it to others.
 */
export const CHAIN_ERROR_PATTERNS: readonly ChainErrorPattern[] = [
  {
    pattern: /insufficient funds|exceeds transaction sender account balance/i,
    message: 'Insufficient funds for this transaction.',
  },
  {
    pattern: /nonce too low|transaction already imported|already known/i,
    message: 'This transaction was already sent (nonce too low). Refresh and try again.',
  },
  {
    pattern: /nonce too high/i,
    message: 'An earlier transaction is still pending (nonce too high). Wait for it and try again.',
  },
  {
    pattern:
      /fee cap (?:too low|less than block base fee)|max fee per gas less than block base fee|transaction is outdated/i,
    message: 'The network fee is below the current base fee. Try again with a higher fee.',
  },
  {
    pattern: /fee cap (?:too high|higher than)|max fee per gas higher than 2\^256-1/i,
    message: 'The network fee is higher than allowed. Try again with a lower fee.',
  },
  {
    pattern: /gas too low/i,
    message: 'The gas limit is too low for this transaction.',
  },
  {
    pattern: /gas too high|exceeds block gas limit|gas limit reached/i,
    message: 'The gas limit is higher than the network allows.',
  },
  {
    pattern: /transaction type not (?:supported|valid)|tx type not supported/i,
    message: 'This network does not support this transaction type.',
  },
  {
    pattern: /execution reverted/i,
    message: 'The transaction would fail: the contract reverted it.',
  },
]

/**
 * The user sentence for a node error (spec 8 "Chain messages"), looking at the
 * message / shortMessage / details of every level of `err`; undefined when none matches.
 */
export function chainErrorMessage(err: unknown): string | undefined {
  const texts = errorLevels(err).flatMap(levelTexts)
  return CHAIN_ERROR_PATTERNS.find(({ pattern }) => texts.some((text) => pattern.test(text)))?.message
}

/**
 * Maps anything thrown to a {@link WalletModalError}, keeping it as `cause`:
 * - a WalletModalError is returned as is (mapping is idempotent), unless it is a user rejection;
 * - a user rejection (see {@link isUserRejection}) → {@link UserRejectedError};
 * - a known node message (see {@link chainErrorMessage}) → that sentence, with the numeric code if any, else 'CHAIN_ERROR';
 * - a code of {@link RPC_ERROR_MESSAGES} → the catalogue message with that code;
 * - otherwise the original shortMessage, else its message (the first one not empty), else 'Unknown error', with code 'UNKNOWN'.
 */
export function toWalletModalError(err: unknown): WalletModalError {
  if (err instanceof UserRejectedError) return err
  if (isUserRejection(err)) return new UserRejectedError(undefined, { cause: err })
  if (err instanceof WalletModalError) return err
  const code = errorCodeOf(err)
  // Nodes report most chain failures as a bare -32000 'Invalid input'; the node text says more.
  const chainMessage = chainErrorMessage(err)
  if (chainMessage !== undefined) return new WalletModalError(chainMessage, { code: code ?? 'CHAIN_ERROR', cause: err })
  const known = code === undefined ? undefined : RPC_ERROR_MESSAGES[code]
  if (code !== undefined && known !== undefined) return new WalletModalError(known, { code, cause: err })
  // An empty shortMessage says nothing: the message (or 'Unknown error') does.
  const texts = isObject(err) ? [err.shortMessage, err.message] : [err]
  const message = texts.find((text): text is string => typeof text === 'string' && text !== '') ?? 'Unknown error'
  return new WalletModalError(message, { code: 'UNKNOWN', cause: err })
}

/** The flows whose failure a view shows; each has its error in the store's `errors` (see core/store.ts). */
export type ModalFlow = 'connect' | 'switchNetwork' | 'send' | 'signIn' | 'email'

/** A failed flow as views read it: the error's code and the user's sentence. */
export interface FlowError {
  code: WalletModalErrorCode
  message: string
  /** An email code's tries left, when the auth server said (after a wrong code). */
  attemptsLeft?: number
}

/** The sentence of a declined request, per flow (core/messages/errors.ts). */
const REJECTED: Record<ModalFlow, string> = {
  connect: messages.connectionRejected,
  switchNetwork: messages.switchRejected,
  send: messages.sendRejected,
  signIn: messages.errorSigningMessage,
  email: messages.connectionRejected,
}

/**
 * The one function from any error to the user's message (core/messages/errors.ts):
 * - sign-in: always 'Error signing message' (spec 8, shown as a toast);
 * - a user rejection (code 4001, 'user rejected', 'cancelled', 'canceled'): the flow's declined text
 *   ('Connection rejected', 'Switch declined in the wallet', 'Transaction rejected in the wallet');
 * - a known node message (spec 8, chain messages): its sentence;
 * - otherwise the {@link toWalletModalError} message ('Network not found', 'Unrecognized chain ID', …),
 *   or 'Failed to connect' when it has none.
 */
export function errorMessage(error: unknown, flow: ModalFlow): string {
  if (flow === 'signIn' || isUserRejection(error)) return REJECTED[flow]
  return chainErrorMessage(error) ?? (toWalletModalError(error).message || messages.failedToConnect)
}

/** {@link errorMessage} with the error's code, as the store keeps it for the flow's view. */
export function toFlowError(error: unknown, flow: ModalFlow): FlowError {
  const attemptsLeft =
    isObject(error) && isObject(error.data) && typeof error.data.attemptsLeft === 'number'
      ? error.data.attemptsLeft
      : undefined
  return {
    code: toWalletModalError(error).code,
    message: errorMessage(error, flow),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  }
}
