/**
 * The host side of the signer protocol, in Node (tests only: a fixture): a stand-in for the <iframe>
 * (the DOM calls the signer client makes), and the account and origin the tests' signer page uses.
 */
import type { EmbeddedAccount } from '../protocol.js'

/** The account the tests' signer page signs in. */
export const ACCOUNT: EmbeddedAccount = {
  email: 'ada@example.com',
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u',
  recoveryMode: 'operator',
}
/** The signer page's origin in these tests. */
export const SIGNER_ORIGIN = 'https://signer.test'

/** A stand-in for the signer's <iframe>: records what the client set on it, and the hello it was greeted with. */
export class FakeFrame {
  src = ''
  title = ''
  allow = 'camera'
  referrerPolicy = ''
  style: Record<string, string> = {}
  attributes = new Map<string, string>()
  removed = false
  hello: { message: unknown; origin: string; port: MessagePort } | undefined
  private onLoad: (() => void) | undefined
  private loadOnce = false
  contentWindow = {
    postMessage: (message: unknown, origin: string, [port]: MessagePort[]) => {
      this.hello = { message, origin, port: port! }
    },
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value)
  }
  removeAttribute(name: string) {
    this.attributes.delete(name)
  }
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }) {
    if (type !== 'load') return
    this.onLoad = listener
    this.loadOnce = options?.once === true
  }
  remove() {
    this.removed = true
  }
  load() {
    const listener = this.onLoad
    if (this.loadOnce) this.onLoad = undefined
    listener?.()
  }
}
