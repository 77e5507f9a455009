/**
 * The host side of the embedded wallet, as the rest of the modal sees it: types only, so the code
 * itself (signerClient.ts) loads as a chunk when a visitor first chooses email (or comes back
 * signed in).
 */
import type { EmbeddedAccount, SignerMethod, SignerRequest, SignerResult } from './protocol.js'

/** Where the signer frame sits: over a rect of the page (viewport coordinates, px), or hidden. */
export type SignerPlacement = { left: number; top: number; width: number; height: number } | undefined

/** The params of a request, by method. */
export type SignerParams<M extends SignerMethod> =
  Extract<SignerRequest, { method: M }> extends { params: infer P } ? P : undefined

/** A connected signer frame (one per `<wallet-modal>` instance). */
export interface SignerClient {
  /** The signed-in account the frame last reported, or undefined. */
  account(): EmbeddedAccount | undefined
  /**
   * Sends one request and resolves its result (checked against the method's schema).
   * @throws UserRejectedError (4001) when the user rejects in the frame
   * @throws SignerError: code 'AUTH_REJECTED' with the auth server's text (and `attemptsLeft`,
   *   `retryAfter`), 'SHARE_MISMATCH', an RPC code, or 'SIGNER_UNAVAILABLE' when it does not answer within `timeoutMs`
   */
  request<M extends SignerMethod>(
    method: M,
    ...args: SignerParams<M> extends undefined
      ? [params?: undefined, timeoutMs?: number]
      : [params: SignerParams<M>, timeoutMs?: number]
  ): Promise<SignerResult<M>>
  /** The restored session, asked once per page (memoised). */
  session(): Promise<EmbeddedAccount | undefined>
  /** Called with the account whenever it changes (sign-in, email change, sign-out: undefined). */
  onAccount(listener: (account: EmbeddedAccount | undefined) => void): () => void
  /** Called when the frame needs to be seen (its Approve or passphrase screen) and when it no longer does. */
  onApproval(listener: (open: boolean) => void): () => void
  /** Whether the frame asks to be seen right now. */
  approvalOpen(): boolean
  /** Puts the frame over `placement` (and gives it focus), or hides it. */
  place(placement: SignerPlacement): void
  /** The frame element (for focus handling in the dialog). */
  readonly frame: HTMLIFrameElement
  destroy(): void
}

/**
 * One instance's embedded wallet, loaded on first use: `load()` creates the signer frame (in the
 * element's shadow root) and resolves once it said it is ready.
 * @throws from `load()`: SignerError 'A problem occurred while trying initialize authentication'
 *   (code 'SIGNER_UNAVAILABLE') when it is not ready within the timeout (spec section 8), or when
 *   no `embeddedWallet` is configured
 */
export interface EmbeddedWalletHost {
  load(): Promise<SignerClient>
  /** The client once it is ready (undefined before, and while loading). */
  current(): SignerClient | undefined
  /** Calls `listener` with each client once it is ready (a reset and a new load make a new one). */
  onClient(listener: (client: SignerClient) => void): () => void
  /** Removes the frame; the next `load()` creates a new one. */
  reset(): void
}
