import { createHash } from 'node:crypto'
import { SOCIAL_CALLBACK_MESSAGE } from '../../../core/embedded/socialCallbackMessage.js'
import type { SocialCallbackOutcome } from './socialService.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page's one script: it reads the completion from the inert JSON block and posts it to the
 * window that opened the popup, with the request's site as the target origin (HTML's
 * `postMessage(message, targetOrigin)`: an opener on any other origin gets nothing). Static, so
 * the CSP names it by its hash.
 */
const POST_COMPLETION = `(function(){var n=document.getElementById('wm-completion');if(!n||!window.opener)return;var d=JSON.parse(n.textContent);window.opener.postMessage({type:'${SOCIAL_CALLBACK_MESSAGE}',requestId:d.requestId,code:d.code},d.site)})()`
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(POST_COMPLETION, 'utf8').digest('base64')}'`

/** JSON safe inside a `<script>` element: no `<`, `>` or `&` as such. */
const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The page the provider's popup ends on: a few plain words and, after a sign-in, the script that
 * hands the completion code to the popup's opener at the request's site (the signer frame needs
 * it to collect the session, so a browser that merely followed someone else's link completes
 * nothing for them). `Referrer-Policy: no-referrer` keeps the code in this URL to itself; the CSP
 * allows that one script and nothing else. Clears the request's launch cookie.
 */
export function callbackPage(outcome: SocialCallbackOutcome): Response {
  // An empty provider: the caller's path named none this server knows, and its text is never shown.
  const title = outcome.ok
    ? `Signed in with ${outcome.provider}`
    : outcome.provider
      ? `${outcome.provider} sign-in failed`
      : 'Sign-in failed'
  const text = outcome.ok
    ? `You are signed in to ${URL.canParse(outcome.detail) ? new URL(outcome.detail).host : outcome.detail}. This window closes by itself; you can also close it.`
    : `${outcome.detail.endsWith('.') ? outcome.detail : `${outcome.detail}.`} You can close this window.`
  const script =
    outcome.ok && outcome.completion
      ? `<script type="application/json" id="wm-completion">${jsonInScript(outcome.completion)}</script><script>${POST_COMPLETION}</script>`
      : ''
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p role="status">${escape(text)}</p></main>${script}</body></html>`
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src ${script ? SCRIPT_HASH : "'none'"}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  })
  if (outcome.clearCookie) {
    headers.set(
      'Set-Cookie',
      `${outcome.clearCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${outcome.clearCookie.startsWith('__Host-') ? '; Secure' : ''}`,
    )
  }
  return new Response(html, { status: outcome.ok ? 200 : 400, headers })
}
