import * as v from 'valibot'
import { classifyRpcMethod, RPC_NOT_ALLOWED_MESSAGE, SIGNABLE_RPC_METHODS } from '../core/embedded/rpcGate.js'
import {
  signerRequestSchema,
  SIGNER_PROTOCOL_VERSION,
  withinMessageLimit,
  type SignerErrorPayload,
  type SignerRequest,
  type SignerRpcCall,
} from '../core/embedded/protocol.js'
import { AuthApiError } from './authApi.js'
import { RecoveryPassphraseError } from './keys/recovery.js'
import { ShareMismatchError } from './keys/shares.js'
import { prepareEvmRequest } from './requests/evm.js'
import { prepareUserOperationRequest } from './requests/userOperation.js'
import { prepareSolanaRequest } from './requests/solana.js'
import { withTokenInfo } from './requests/tokenAmounts.js'
import type { TokenReader } from './requests/tokenMetadata.js'
import { SignerRpcError, type ApprovalDetails } from './requests/types.js'
import type { SignerSession } from './signerSession.js'
import { SocialLoginCancelled, type SocialLogin } from './socialLogin.js'

/** What the port server needs around it. */
export interface PortServerDeps {
  port: MessagePort
  session: SignerSession
  /** Social login (a login request polled at the auth server). */
  social: SocialLogin
  /** Draws the Approve screen and resolves the decision; the signal rejects it early. */
  askApproval(details: ApprovalDetails, signal: AbortSignal): Promise<'approve' | 'reject'>
  /** Reads token symbols and decimals from the operator's RPCs for the Approve screen; without it, token amounts stay in base units. */
  readToken?: TokenReader
  setTheme(theme: 'light' | 'dark'): void
}

/** The error answer of anything thrown while serving a request. */
export function errorPayload(error: unknown): SignerErrorPayload {
  if (error instanceof SignerRpcError) return { code: error.code, message: error.message }
  if (error instanceof AuthApiError)
    return { code: 'AUTH', message: error.message, ...(Object.keys(error.data).length ? { data: error.data } : {}) }
  if (error instanceof ShareMismatchError) return { code: error.code, message: error.message }
  if (error instanceof RecoveryPassphraseError) return { code: 'AUTH', message: error.message }
  if (error instanceof SocialLoginCancelled) return { code: error.code, message: error.message }
  return { code: -32603, message: 'Internal error' }
}

/**
 * Serves the host's requests over the handshake's port: each message is size-capped and parsed
 * (anything else is dropped), answered once by id. RPC calls are gated again here: a disallowed
 * method gets 'Requested RPC call is not allowed', a safe one is the host's to answer, a not-safe
 * one is decoded, its tokens read (`readToken`), shown, and signed only after Approve. Approvals
 * run one at a time; the host hears `{ event: 'approval', open }` so it can show the frame.
 */
export function servePort(deps: PortServerDeps): void {
  const { port, session } = deps
  let approvals: Promise<unknown> = Promise.resolve()
  let pending = 0
  const current = new Set<AbortController>()

  async function rpc(call: SignerRpcCall): Promise<unknown> {
    const kind = classifyRpcMethod(call.method)
    if (kind === 'disallowed') throw new SignerRpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
    if (kind === 'safe') throw new SignerRpcError(4200, 'The host answers read-only methods itself')
    if (call.method.startsWith('solana_') !== (call.namespace === 'solana'))
      throw new SignerRpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
    if (!SIGNABLE_RPC_METHODS.has(call.method))
      throw new SignerRpcError(4200, `The method ${call.method} is not supported by this wallet yet`)
    const keys = session.keys()
    if (!keys) throw new SignerRpcError(4100, 'Not signed in')
    const prepared =
      call.namespace === 'solana'
        ? prepareSolanaRequest(keys, call)
        : call.method === 'wallet_sendCalls'
          ? prepareUserOperationRequest(keys, call)
          : prepareEvmRequest(keys, call)
    pending++
    if (pending === 1) port.postMessage({ event: 'approval', open: true })
    const turn = approvals.then(async () => {
      const controller = new AbortController()
      current.add(controller)
      try {
        const details = deps.readToken
          ? await withTokenInfo(prepared.details, deps.readToken, controller.signal)
          : prepared.details
        const decision = await deps.askApproval(details, controller.signal)
        if (decision !== 'approve') throw new SignerRpcError(4001, 'User rejected the request.')
        return await prepared.sign()
      } finally {
        current.delete(controller)
        pending--
        if (pending === 0) port.postMessage({ event: 'approval', open: false })
      }
    })
    approvals = turn.catch(() => undefined)
    return { result: await turn }
  }

  async function handle(request: SignerRequest): Promise<unknown> {
    switch (request.method) {
      case 'getSession':
        return { account: await session.restore() }
      case 'startEmailLogin':
        return session.startLogin(request.params.email)
      case 'resendEmailCode':
        return session.resendLogin()
      case 'verifyEmailCode':
        return { account: await session.verifyLogin(request.params.code) }
      case 'signOut':
        for (const controller of current) controller.abort()
        deps.social.cancel(false)
        await session.signOut()
        return {}
      case 'startSocialLogin':
        return deps.social.start(request.params.provider)
      case 'finishSocialLogin':
        return { account: await deps.social.finish() }
      case 'cancelSocialLogin':
        deps.social.cancel(request.params.popupClosed)
        return {}
      case 'completeSocialLogin':
        deps.social.complete(request.params.origin, request.params.requestId, request.params.code)
        return {}
      case 'startEmailChange':
        return session.startEmailChange(request.params.email)
      case 'verifyEmailChangeCode':
        return session.verifyEmailChange(request.params.code)
      case 'resendEmailChangeCode':
        return session.resendEmailChange()
      case 'setTheme':
        deps.setTheme(request.params.theme)
        return {}
      case 'cancelApproval':
        for (const controller of current) controller.abort()
        // A social login's confirmation is on screen too: leaving it cancels the login.
        deps.social.cancelConfirmation()
        return {}
      case 'rpc':
        return rpc(request.params)
    }
  }

  port.onmessage = (event: MessageEvent) => {
    if (!withinMessageLimit(event.data)) return
    const parsed = v.safeParse(signerRequestSchema, event.data)
    if (!parsed.success) {
      const id = (event.data as { id?: unknown } | null)?.id
      if (typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id))
        port.postMessage({ id, error: { code: -32602, message: 'Invalid request' } })
      return
    }
    const { id } = parsed.output
    handle(parsed.output).then(
      (result) => port.postMessage({ id, result }),
      (error: unknown) => port.postMessage({ id, error: errorPayload(error) }),
    )
  }
  port.postMessage({ event: 'ready', version: SIGNER_PROTOCOL_VERSION })
}
