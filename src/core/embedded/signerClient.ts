import * as v from 'valibot'
import { WalletModalError, type WalletModalErrorCode } from '../errors.js'
import { UserRejectedError } from '../specificErrors.js'
import type { ThemeMode } from '../options.js'
import {
  SIGNER_HELLO_TYPE,
  SIGNER_INIT_FAILED_MESSAGE,
  SIGNER_PROTOCOL_VERSION,
  signerMessageSchema,
  signerResultSchemas,
  withinMessageLimit,
  type EmbeddedAccount,
  type SignerErrorPayload,
  type SignerMethod,
} from './protocol.js'
import type { SignerClient, SignerPlacement } from './signerTypes.js'

/** A refusal or failure reported by (or about) the signer frame. `data` carries the auth server's hints. */
export class SignerError extends WalletModalError {
  override name = 'SignerError'
  readonly data: { attemptsLeft?: number; retryAfter?: number }
  constructor(message: string, code: WalletModalErrorCode, data: { attemptsLeft?: number; retryAfter?: number } = {}) {
    super(message, { code })
    this.data = data
  }
}

/** Default time a request may take before 'SIGNER_UNAVAILABLE', in ms. */
const DEFAULT_TIMEOUT_MS = 30_000

function toError(payload: SignerErrorPayload): WalletModalError {
  if (payload.code === 4001) return new UserRejectedError(payload.message)
  if (payload.code === 'AUTH') return new SignerError(payload.message, 'AUTH_REJECTED', payload.data ?? {})
  if (payload.code === 'SHARE_MISMATCH') return new SignerError(payload.message, 'SHARE_MISMATCH')
  if (payload.code === 'SOCIAL_CANCELLED') return new SignerError(payload.message, 'SOCIAL_CANCELLED')
  return new SignerError(payload.message, typeof payload.code === 'number' ? payload.code : 'UNKNOWN')
}

/** The frame's style while hidden; set through CSSOM (never a style attribute), so a strict host CSP allows it. */
const HIDDEN = {
  position: 'fixed',
  left: '-10000px',
  top: '0px',
  width: '1px',
  height: '1px',
  border: '0',
  visibility: 'hidden',
  pointerEvents: 'none',
  zIndex: '',
  borderRadius: '',
}
const styleFrame = (
  frame: HTMLIFrameElement,
  style: Partial<Record<keyof typeof HIDDEN | 'background' | 'colorScheme', string>>,
) => Object.assign(frame.style, style)

/** Options of {@link createSignerClient}. */
export interface SignerClientOptions {
  signerUrl: string
  signerOrigin: string
  /** Where the frame is appended (the element's shadow root). */
  container: ParentNode
  theme: ThemeMode
  /** Spec section 8: 20 000 ms by default. */
  readyTimeoutMs: number
}

/**
 * Creates the signer frame and connects to it (the host side of core/embedded/protocol.ts): appends
 * a hidden `<iframe>` of `signerUrl`, posts the handshake with a fresh MessageChannel port to the
 * exact `signerOrigin` once it loaded, and resolves when the signer says it is ready. After that it
 * talks only over the port: requests with `crypto.randomUUID()` ids and a timeout each, answers and
 * events validated with valibot and size-capped, everything else dropped.
 * @throws SignerError 'A problem occurred while trying initialize authentication' ('SIGNER_UNAVAILABLE')
 *   when the frame is not ready within `readyTimeoutMs` (the frame is removed)
 */
export function createSignerClient(options: SignerClientOptions): Promise<SignerClient> {
  const frame = document.createElement('iframe')
  frame.src = options.signerUrl
  frame.title = 'Secure wallet window'
  frame.setAttribute('part', 'signer-frame')
  styleFrame(frame, HIDDEN)
  frame.setAttribute('tabindex', '-1')
  frame.setAttribute('data-wm-focus-companion', '')
  frame.allow = ''
  frame.referrerPolicy = 'no-referrer'
  const channel = new MessageChannel()
  const port = channel.port1
  const pending = new Map<
    string,
    {
      method: SignerMethod
      resolve(value: unknown): void
      reject(error: unknown): void
      timer: ReturnType<typeof setTimeout>
    }
  >()
  const accountListeners = new Set<(account: EmbeddedAccount | undefined) => void>()
  const approvalListeners = new Set<(open: boolean) => void>()
  let account: EmbeddedAccount | undefined
  let approvalOpen = false
  let session: Promise<EmbeddedAccount | undefined> | undefined
  let destroyed = false
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const setAccount = (next: EmbeddedAccount | undefined) => {
    if (JSON.stringify(next) === JSON.stringify(account)) return
    account = next
    for (const listener of accountListeners) listener(next)
  }

  port.onmessage = (event: MessageEvent) => {
    if (!withinMessageLimit(event.data)) return
    const parsed = v.safeParse(signerMessageSchema, event.data)
    if (!parsed.success) return
    const message = parsed.output
    if ('event' in message) {
      if (message.event === 'ready' && message.version === SIGNER_PROTOCOL_VERSION) markReady()
      if (message.event === 'approval') {
        approvalOpen = message.open
        for (const listener of approvalListeners) listener(message.open)
      }
      return
    }
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    clearTimeout(waiting.timer)
    if ('error' in message) return waiting.reject(toError(message.error))
    const result = v.safeParse(signerResultSchemas[waiting.method], message.result)
    if (!result.success) return waiting.reject(new SignerError('The wallet window answered badly', 'INVALID_RESPONSE'))
    const value = result.output as Record<string, unknown>
    if (
      waiting.method === 'verifyEmailCode' ||
      waiting.method === 'getSession' ||
      waiting.method === 'finishSocialLogin'
    )
      setAccount((value.account ?? undefined) as EmbeddedAccount | undefined)
    if (waiting.method === 'verifyEmailChangeCode' && value.step === 'done')
      setAccount(value.account as EmbeddedAccount)
    if (waiting.method === 'signOut') setAccount(undefined)
    waiting.resolve(value)
  }

  const destroy = () => {
    destroyed = true
    for (const [, waiting] of pending) {
      clearTimeout(waiting.timer)
      waiting.reject(new SignerError(SIGNER_INIT_FAILED_MESSAGE, 'SIGNER_UNAVAILABLE'))
    }
    pending.clear()
    port.close()
    frame.remove()
  }

  const client: SignerClient = {
    frame,
    account: () => account,
    request(method, params?: unknown, timeoutMs = DEFAULT_TIMEOUT_MS) {
      if (destroyed) return Promise.reject(new SignerError(SIGNER_INIT_FAILED_MESSAGE, 'SIGNER_UNAVAILABLE'))
      const id = crypto.randomUUID()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new SignerError('The wallet window did not answer in time', 'SIGNER_UNAVAILABLE'))
        }, timeoutMs)
        pending.set(id, { method, resolve: resolve as (value: unknown) => void, reject, timer })
        port.postMessage(params === undefined ? { id, method } : { id, method, params })
      })
    },
    session() {
      session ??= client.request('getSession').then((r) => r.account ?? undefined)
      return session
    },
    onAccount(listener) {
      accountListeners.add(listener)
      return () => accountListeners.delete(listener)
    },
    onApproval(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
    approvalOpen: () => approvalOpen,
    place(placement: SignerPlacement) {
      if (!placement) {
        styleFrame(frame, HIDDEN)
        frame.setAttribute('tabindex', '-1')
        return
      }
      const { left, top, width, height } = placement
      styleFrame(frame, {
        left: `${left}px`,
        top: `${top}px`,
        width: `${width}px`,
        height: `${height}px`,
        visibility: 'visible',
        pointerEvents: 'auto',
        zIndex: '2147483600',
        borderRadius: '12px',
      })
      frame.removeAttribute('tabindex')
    },
    destroy,
  }

  return new Promise<SignerClient>((resolve, reject) => {
    const timer = setTimeout(() => {
      destroy()
      reject(new SignerError(SIGNER_INIT_FAILED_MESSAGE, 'SIGNER_UNAVAILABLE'))
    }, options.readyTimeoutMs)
    frame.addEventListener(
      'load',
      () => {
        if (destroyed) return
        frame.contentWindow?.postMessage(
          { type: SIGNER_HELLO_TYPE, version: SIGNER_PROTOCOL_VERSION, theme: options.theme },
          options.signerOrigin,
          [channel.port2],
        )
      },
      { once: true },
    )
    void ready.then(() => {
      clearTimeout(timer)
      if (!destroyed) resolve(client)
    })
    options.container.append(frame)
  })
}
