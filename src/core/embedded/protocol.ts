/**
 * The message protocol between the modal (host page) and the signer page (its own origin; DESIGN.md,
 * "The embedded wallet"). Both sides validate every message with these zod schemas and drop what
 * does not parse.
 *
 * 1. Handshake: the host posts {@link SignerHello} to the frame's window, targeted at the exact
 *    signer origin, transferring one `MessagePort`. The signer accepts it only from an allowed
 *    embedding origin (the browser-set `event.origin`) and only from its parent window, once.
 * 2. From then on both talk only over that port, which no other window can post to. The signer
 *    announces `{ event: 'ready' }`; the host sends {@link SignerRequest}s (ids from
 *    `crypto.randomUUID()`, each with its own timeout) and gets one {@link SignerResponse} per id;
 *    the signer also sends `{ event: 'approval', open }` while its Approve screen needs to be seen.
 */
import * as z from 'zod/mini'
import { zodWithoutEval } from './zodWithoutEval.js'

// Before any schema is built: no JIT and no eval probe on the host page nor in the signer (its CSP
// has no 'unsafe-eval').
zodWithoutEval()

/** The protocol version both sides speak. */
export const SIGNER_PROTOCOL_VERSION = 1
/** The `type` of the handshake message. */
export const SIGNER_HELLO_TYPE = 'wallet-modal:signer-hello'
/** Largest request or response, as JSON text, either side accepts (typed data and Solana transactions fit). */
export const MAX_SIGNER_MESSAGE_CHARS = 128 * 1024

const theme = z.enum(['light', 'dark'])
const email = z.string().check(z.minLength(1), z.maxLength(254))
const code = z.string().check(z.regex(/^\d{6}$/))
const id = z.string().check(z.regex(/^[0-9a-f-]{36}$/))
const isoTime = z.string().check(z.maxLength(40))

/** The handshake (window message, with one transferred port). */
export const signerHelloSchema = z.object({ type: z.literal(SIGNER_HELLO_TYPE), version: z.literal(SIGNER_PROTOCOL_VERSION), theme })
export type SignerHello = z.infer<typeof signerHelloSchema>

/** Display hints the host adds to a transaction (the frame shows the chain id beside them, and signs only what it decoded). */
export const rpcDisplaySchema = z.object({
  networkName: z.string().check(z.maxLength(64)),
  nativeSymbol: z.string().check(z.maxLength(12)),
  nativeDecimals: z.int().check(z.minimum(0), z.maximum(36)),
})

/** An RPC call for the signer: `method` is re-checked against the gate there. */
export const rpcCallSchema = z.object({
  namespace: z.enum(['eip155', 'solana']),
  method: z.string().check(z.minLength(1), z.maxLength(64)),
  params: z.unknown(),
  display: z.optional(rpcDisplaySchema),
})
export type SignerRpcCall = z.infer<typeof rpcCallSchema>

/** Every request the host may send, by `method`. */
export const signerRequestSchema = z.discriminatedUnion('method', [
  z.object({ id, method: z.literal('getSession') }),
  z.object({ id, method: z.literal('startEmailLogin'), params: z.object({ email }) }),
  z.object({ id, method: z.literal('resendEmailCode') }),
  z.object({ id, method: z.literal('verifyEmailCode'), params: z.object({ code }) }),
  z.object({ id, method: z.literal('signOut') }),
  z.object({ id, method: z.literal('startEmailChange'), params: z.object({ email }) }),
  z.object({ id, method: z.literal('verifyEmailChangeCode'), params: z.object({ code }) }),
  z.object({ id, method: z.literal('resendEmailChangeCode') }),
  z.object({ id, method: z.literal('setTheme'), params: z.object({ theme }) }),
  /** Rejects the Approve screen showing now (the host's view was closed): 4001 to its request. */
  z.object({ id, method: z.literal('cancelApproval') }),
  z.object({ id, method: z.literal('rpc'), params: rpcCallSchema }),
])
export type SignerRequest = z.infer<typeof signerRequestSchema>
export type SignerMethod = SignerRequest['method']

/** The embedded account: one login, one wallet on both namespaces. */
export const embeddedAccountSchema = z.object({
  email,
  eip155: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  solana: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  recoveryMode: z.enum(['operator', 'passphrase']),
})
export type EmbeddedAccount = z.infer<typeof embeddedAccountSchema>

/** A code on its way to `email`: when it stops working and when another may be asked for. */
export const codeSentSchema = z.object({ email, expiresAt: isoTime, resendAt: isoTime })
export type CodeSent = z.infer<typeof codeSentSchema>

/** The result schema of each method. */
export const signerResultSchemas = {
  getSession: z.object({ account: z.nullable(embeddedAccountSchema) }),
  startEmailLogin: codeSentSchema,
  resendEmailCode: codeSentSchema,
  verifyEmailCode: z.object({ account: embeddedAccountSchema }),
  signOut: z.object({}),
  startEmailChange: codeSentSchema,
  verifyEmailChangeCode: z.discriminatedUnion('step', [
    z.object({ step: z.literal('new'), sent: codeSentSchema }),
    z.object({ step: z.literal('done'), account: embeddedAccountSchema }),
  ]),
  resendEmailChangeCode: codeSentSchema,
  setTheme: z.object({}),
  cancelApproval: z.object({}),
  rpc: z.object({ result: z.unknown() }),
} satisfies Record<SignerMethod, z.ZodMiniType>

/** The result type of a method. */
export type SignerResult<M extends SignerMethod> = z.infer<(typeof signerResultSchemas)[M]>

/**
 * An error answer: `code` is an EIP-1193 number (4001 rejected, 4100 not signed in, 4200
 * unsupported, -32602 invalid params, -32603 internal) or a tag ('AUTH' for the auth server's
 * refusals, with its text; 'SHARE_MISMATCH' when a combined key does not match the wallet's addresses).
 */
export const signerErrorSchema = z.object({
  code: z.union([z.int(), z.string().check(z.maxLength(32))]),
  message: z.string().check(z.maxLength(500)),
  data: z.optional(z.object({ attemptsLeft: z.optional(z.int()), retryAfter: z.optional(z.number()) })),
})
export type SignerErrorPayload = z.infer<typeof signerErrorSchema>

/** What comes back over the port: one answer per request id, or an event. */
export const signerMessageSchema = z.union([
  z.object({ id, result: z.unknown() }),
  z.object({ id, error: signerErrorSchema }),
  z.object({ event: z.literal('ready'), version: z.int() }),
  z.object({ event: z.literal('approval'), open: z.boolean() }),
])
export type SignerMessage = z.infer<typeof signerMessageSchema>

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
