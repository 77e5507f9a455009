/**
 * The message protocol between the modal (host page) and the signer page (its own origin; docs/contributing/architecture.md,
 * "The embedded wallet"). Both sides validate every message with these valibot schemas
 * (`v.safeParse`) and drop what does not parse: valibot, as every client schema, so the modal's
 * bundle carries no zod and nothing evaluates code on the host page or under the signer's CSP.
 *
 * 1. Handshake: the host posts {@link SignerHello} to the frame's window, targeted at the exact
 *    signer origin, transferring one `MessagePort`. The signer accepts it only from an allowed
 *    embedding origin (the browser-set `event.origin`) and only from its parent window, once.
 * 2. From then on both talk only over that port, which no other window can post to. The signer
 *    announces `{ event: 'ready' }`; the host sends {@link SignerRequest}s (ids from
 *    `crypto.randomUUID()`, each with its own timeout) and gets one {@link SignerResponse} per id;
 *    the signer also sends `{ event: 'approval', open }` while its Approve screen needs to be seen.
 */
import * as v from 'valibot'

/** The protocol version both sides speak. */
export const SIGNER_PROTOCOL_VERSION = 1
/** The `type` of the handshake message. */
export const SIGNER_HELLO_TYPE = 'wallet-modal:signer-hello'
/** Largest request or response, as JSON text, either side accepts (typed data and Solana transactions fit). */
export const MAX_SIGNER_MESSAGE_CHARS = 128 * 1024

const theme = v.picklist(['light', 'dark'])
const email = v.pipe(v.string(), v.minLength(1), v.maxLength(254))
const code = v.pipe(v.string(), v.regex(/^\d{6}$/))
const id = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/))
const isoTime = v.pipe(v.string(), v.maxLength(40))
/** A social provider's name, as the auth server and the modal's `socials` option know it ('google'). */
const provider = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/))

/** The handshake (window message, with one transferred port). */
export const signerHelloSchema = v.object({
  type: v.literal(SIGNER_HELLO_TYPE),
  version: v.literal(SIGNER_PROTOCOL_VERSION),
  theme,
})
export type SignerHello = v.InferOutput<typeof signerHelloSchema>

/** Display hints the host adds to a transaction (the frame shows the chain id beside them, and signs only what it decoded). */
export const rpcDisplaySchema = v.object({
  networkName: v.pipe(v.string(), v.maxLength(64)),
  nativeSymbol: v.pipe(v.string(), v.maxLength(12)),
  nativeDecimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
})

/** An RPC call for the signer: `method` is re-checked against the gate there. */
export const rpcCallSchema = v.object({
  namespace: v.picklist(['eip155', 'solana']),
  method: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  params: v.unknown(),
  display: v.optional(rpcDisplaySchema),
})
export type SignerRpcCall = v.InferOutput<typeof rpcCallSchema>

/** Every request the host may send, by `method`. */
export const signerRequestSchema = v.variant('method', [
  v.object({ id, method: v.literal('getSession') }),
  v.object({ id, method: v.literal('startEmailLogin'), params: v.object({ email }) }),
  v.object({ id, method: v.literal('resendEmailCode') }),
  v.object({ id, method: v.literal('verifyEmailCode'), params: v.object({ code }) }),
  v.object({ id, method: v.literal('signOut') }),
  v.object({ id, method: v.literal('startEmailChange'), params: v.object({ email }) }),
  v.object({ id, method: v.literal('verifyEmailChangeCode'), params: v.object({ code }) }),
  v.object({ id, method: v.literal('resendEmailChangeCode') }),
  v.object({ id, method: v.literal('setTheme'), params: v.object({ theme }) }),
  /** Rejects the Approve screen showing now (the host's view was closed): 4001 to its request. */
  v.object({ id, method: v.literal('cancelApproval') }),
  v.object({ id, method: v.literal('rpc'), params: rpcCallSchema }),
  /** Asks the auth server for a login request; resolves where the user goes (the provider's page, or Farcaster's deep link). */
  v.object({ id, method: v.literal('startSocialLogin'), params: v.object({ provider }) }),
  /** Polls the started login until it completes (then signs in like an email code), fails, or is cancelled. */
  v.object({ id, method: v.literal('finishSocialLogin') }),
  /** Stops the poll: `popupClosed` after one last look ('Popup closed' if still pending), else at once ('Modal closed'). */
  v.object({ id, method: v.literal('cancelSocialLogin'), params: v.object({ popupClosed: v.boolean() }) }),
  // The popup's callback page posted its completion to the host (the window that opened it); the
  // host hands it on with the origin the browser reported, and the signer checks that origin.
  v.object({
    id,
    method: v.literal('completeSocialLogin'),
    params: v.object({
      origin: v.pipe(v.string(), v.maxLength(300)),
      requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/)),
      code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
    }),
  }),
])
export type SignerRequest = v.InferOutput<typeof signerRequestSchema>
export type SignerMethod = SignerRequest['method']

/**
 * The embedded account: one login, one wallet on both namespaces. `email` is an email login's
 * address or a social login's (as its provider gives it), `username` a social login's handle,
 * `socialProvider` the provider a social login came through (spec section 3).
 */
export const embeddedAccountSchema = v.object({
  email: v.optional(email),
  username: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  socialProvider: v.optional(provider),
  eip155: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  solana: v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  recoveryMode: v.picklist(['operator', 'passphrase']),
})
export type EmbeddedAccount = v.InferOutput<typeof embeddedAccountSchema>

/** A code on its way to `email`: when it stops working and when another may be asked for. */
export const codeSentSchema = v.object({ email, expiresAt: isoTime, resendAt: isoTime })
export type CodeSent = v.InferOutput<typeof codeSentSchema>

/** The result schema of each method. */
export const signerResultSchemas = {
  getSession: v.object({ account: v.nullable(embeddedAccountSchema) }),
  startEmailLogin: codeSentSchema,
  resendEmailCode: codeSentSchema,
  verifyEmailCode: v.object({ account: embeddedAccountSchema }),
  signOut: v.object({}),
  startEmailChange: codeSentSchema,
  verifyEmailChangeCode: v.variant('step', [
    v.object({ step: v.literal('new'), sent: codeSentSchema }),
    v.object({ step: v.literal('done'), account: embeddedAccountSchema }),
  ]),
  resendEmailChangeCode: codeSentSchema,
  setTheme: v.object({}),
  cancelApproval: v.object({}),
  rpc: v.object({ result: v.unknown() }),
  startSocialLogin: v.object({
    url: v.pipe(
      v.string(),
      v.maxLength(4096),
      v.check((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol)),
    ),
  }),
  finishSocialLogin: v.object({ account: embeddedAccountSchema }),
  cancelSocialLogin: v.object({}),
  completeSocialLogin: v.object({}),
} satisfies Record<SignerMethod, v.GenericSchema>

/** The result type of a method. */
export type SignerResult<M extends SignerMethod> = v.InferOutput<(typeof signerResultSchemas)[M]>

/**
 * An error answer: `code` is an EIP-1193 number (4001 rejected, 4100 not signed in, 4200
 * unsupported, -32602 invalid params, -32603 internal) or a tag ('AUTH' for the auth server's
 * refusals, with its text; 'SHARE_MISMATCH' when a combined key does not match the wallet's addresses;
 * 'SOCIAL_CANCELLED' with spec section 8's 'Popup closed' or 'Modal closed' when a social login stopped).
 */
export const signerErrorSchema = v.object({
  code: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.maxLength(32))]),
  message: v.pipe(v.string(), v.maxLength(500)),
  data: v.optional(
    v.object({ attemptsLeft: v.optional(v.pipe(v.number(), v.integer())), retryAfter: v.optional(v.number()) }),
  ),
})
export type SignerErrorPayload = v.InferOutput<typeof signerErrorSchema>

/** What comes back over the port: one answer per request id, or an event. */
export const signerMessageSchema = v.union([
  v.object({ id, result: v.unknown() }),
  v.object({ id, error: signerErrorSchema }),
  v.object({ event: v.literal('ready'), version: v.pipe(v.number(), v.integer()) }),
  v.object({ event: v.literal('approval'), open: v.boolean() }),
])
export type SignerMessage = v.InferOutput<typeof signerMessageSchema>

/** Spec section 8: the toast when the signer is not ready in time (then disconnect and back to Connect). */
export const SIGNER_INIT_FAILED_MESSAGE = 'A problem occurred while trying initialize authentication'
/** How long the host waits for `{ event: 'ready' }` after creating the frame, in ms. */
export const SIGNER_READY_TIMEOUT_MS = 20_000

/** True when `value` serialises to at most {@link MAX_SIGNER_MESSAGE_CHARS} of JSON (and serialises at all). */
export function withinMessageLimit(value: unknown): boolean {
  try {
    return (JSON.stringify(value)?.length ?? 0) <= MAX_SIGNER_MESSAGE_CHARS
  } catch {
    return false
  }
}
