import type { SocialCallbackOutcome } from './socialService.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page the provider's popup ends on: a few plain words, no script (the wallet closes the
 * popup once it has the session). `Referrer-Policy: no-referrer` keeps the code in this URL to
 * itself; the CSP allows nothing to load.
 */
export function callbackPage(outcome: SocialCallbackOutcome): Response {
  const title = outcome.ok ? `Signed in with ${outcome.provider}` : `${outcome.provider} sign-in failed`
  const text = outcome.ok
    ? `You are signed in to ${URL.canParse(outcome.detail) ? new URL(outcome.detail).host : outcome.detail}. This window closes by itself; you can also close it.`
    : `${outcome.detail.endsWith('.') ? outcome.detail : `${outcome.detail}.`} You can close this window.`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p role="status">${escape(text)}</p></main></body></html>`
  return new Response(html, {
    status: outcome.ok ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
