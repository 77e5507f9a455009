import { decodeAbiParameters, hexToBytes, isHex, type Address, type Hex } from 'viem'

/** A token's display metadata, as the frame read it from the token contract through the operator's RPC. */
export interface TokenInfo {
  /** e.g. 'USDC': printable, no spaces, at most {@link MAX_SYMBOL_LENGTH} characters. */
  symbol: string
  /** An integer from 0 to {@link MAX_DECIMALS}. */
  decimals: number
}

/**
 * Reads a token's {@link TokenInfo} on a chain; resolves undefined when it cannot be trusted (no RPC
 * for the chain, a failed or slow read, an answer out of bounds) or `signal` aborted. Never throws.
 */
export type TokenReader = (chainId: number, token: Address, signal: AbortSignal) => Promise<TokenInfo | undefined>

/** How long one token read may take, in ms, before the screen shows base units instead. */
export const TOKEN_READ_TIMEOUT_MS = 2500
/** The most decimals a token may claim (18 is usual; more is a contract inflating or hiding amounts). */
export const MAX_DECIMALS = 36
/** The longest symbol shown, in characters (after trimming). */
export const MAX_SYMBOL_LENGTH = 11
/** The largest JSON-RPC answer read, in characters (an honest `symbol()` answer is a few hundred). */
const MAX_ANSWER_CHARS = 8192

/** `symbol()` and `decimals()` of ERC-20. */
const SELECTORS = { symbol: '0x95d89b41', decimals: '0x313ce567' } as const

/** The decimals of an ABI-encoded `decimals()` answer when it is one word holding 0 to {@link MAX_DECIMALS}, else undefined. */
export function parseDecimals(result: unknown): number | undefined {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(result)) return undefined
  const value = BigInt(result)
  return value <= BigInt(MAX_DECIMALS) ? Number(value) : undefined
}

/** A symbol as shown: trimmed, letters, digits, punctuation and symbols only (no spaces, controls, format or combining marks), 1 to {@link MAX_SYMBOL_LENGTH} characters; else undefined. */
export function acceptableSymbol(raw: string): string | undefined {
  const symbol = raw.trim()
  const length = [...symbol].length
  if (length < 1 || length > MAX_SYMBOL_LENGTH) return undefined
  return /^[\p{L}\p{N}\p{P}\p{S}]+$/u.test(symbol) ? symbol : undefined
}

/**
 * The symbol of a `symbol()` answer: an ABI-encoded `string`, or the `bytes32` older tokens return
 * (MKR), NUL-padded; undefined when it is neither or not {@link acceptableSymbol}.
 */
export function parseSymbol(result: unknown): string | undefined {
  if (!isHex(result) || result.length < 66 || result.length % 2 !== 0) return undefined
  let text: string
  try {
    if (result.length === 66) {
      const bytes = hexToBytes(result)
      const end = bytes.indexOf(0)
      text = new TextDecoder('utf-8', { fatal: true }).decode(end === -1 ? bytes : bytes.slice(0, end))
    } else [text] = decodeAbiParameters([{ type: 'string' }], result)
  } catch {
    return undefined
  }
  return acceptableSymbol(text)
}

/** Options of {@link createTokenReader}. */
export interface TokenReaderOptions {
  /** The fetch to use (the page's by default). */
  fetch?: typeof fetch
  /** Default {@link TOKEN_READ_TIMEOUT_MS}. */
  timeoutMs?: number
}

/**
 * A {@link TokenReader} over the operator's RPC URLs (`rpcUrls` of the signer config, by decimal
 * chain ID): `symbol()` and `decimals()` by two plain `eth_call` JSON-RPC requests at the latest
 * block, both within `timeoutMs`, no cookies, no referrer, no redirects. Only the operator's RPC is
 * asked, never the host page, which could otherwise make 1,000,000 USDC read as 1 USDC. Answers that
 * pass {@link parseDecimals} and {@link parseSymbol} are kept for the page's lifetime.
 */
export function createTokenReader(rpcUrls: Record<string, string>, options: TokenReaderOptions = {}): TokenReader {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = options.timeoutMs ?? TOKEN_READ_TIMEOUT_MS
  const known = new Map<string, TokenInfo>()

  async function ethCall(url: string, to: Address, data: Hex, signal: AbortSignal): Promise<unknown> {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }),
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
      signal,
    })
    if (!response.ok) return undefined
    const text = await response.text()
    if (text.length > MAX_ANSWER_CHARS) return undefined
    const answer = JSON.parse(text) as { result?: unknown } | null
    return answer && typeof answer === 'object' ? answer.result : undefined
  }

  return async (chainId, token, signal) => {
    const url = rpcUrls[String(chainId)]
    if (!url || signal.aborted) return undefined
    const key = `${chainId}:${token.toLowerCase()}`
    const cached = known.get(key)
    if (cached) return cached
    const controller = new AbortController()
    const abort = () => controller.abort()
    const timer = setTimeout(abort, timeoutMs)
    signal.addEventListener('abort', abort)
    // Settles at the deadline even when a fetch does not heed its signal.
    const deadline = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new Error('token read aborted'))),
    )
    deadline.catch(() => undefined)
    try {
      const [symbol, decimals] = await Promise.race([
        Promise.all([
          ethCall(url, token, SELECTORS.symbol, controller.signal).then(parseSymbol),
          ethCall(url, token, SELECTORS.decimals, controller.signal).then(parseDecimals),
        ]),
        deadline,
      ])
      if (symbol === undefined || decimals === undefined) return undefined
      const info = { symbol, decimals }
      known.set(key, info)
      return info
    } catch {
      return undefined
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', abort)
    }
  }
}
