import * as v from 'valibot'
import { signerHelloSchema, type SignerHello } from '../core/embedded/protocol.js'

/** A handshake the signer accepted: the port to talk over and the embedding site. */
export interface AcceptedHello {
  port: MessagePort
  /** The embedding page's origin as the browser reported it (`event.origin`), checked against the allowlist. */
  origin: string
  hello: SignerHello
}

/**
 * Waits for the host's handshake on `window`: accepted only when it comes from the parent window
 * (the page that embeds this frame), from an origin on the allowlist (the browser sets
 * `event.origin`; the message cannot lie about it), parses as a hello and carries exactly one port;
 * and only once. Every other message is ignored with a console warning (a positive signal for
 * tests and operators that something tried). The listener is attached at once, so a hello that
 * arrives while the allowlist is still loading waits for it.
 */
export function acceptHandshake(
  allowedOrigins: Promise<ReadonlySet<string>>,
  onAccept: (accepted: AcceptedHello) => void,
): () => void {
  let accepted = false
  const ignore = (origin: string, reason: string) =>
    console.warn(`wallet-modal signer: ignored a message from ${origin || 'an opaque origin'} (${reason})`)
  const onMessage = (event: MessageEvent) => {
    const { origin, source, data, ports } = event
    void allowedOrigins.then(
      (allowed) => {
        if (window.parent === window || source !== window.parent) return ignore(origin, 'not the embedding page')
        if (!allowed.has(origin)) return ignore(origin, 'origin not allowed')
        const hello = v.safeParse(signerHelloSchema, data)
        if (!hello.success || ports.length !== 1) return ignore(origin, 'not a handshake')
        if (accepted) return ignore(origin, 'already connected')
        accepted = true
        onAccept({ port: ports[0]!, origin, hello: hello.output })
      },
      () => ignore(origin, 'signer config missing'),
    )
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}
