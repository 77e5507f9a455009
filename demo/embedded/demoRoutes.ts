import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { sendFile } from '../static-files.js'
import type { RunningEmbeddedStack } from './embeddedStack.js'

/** A route of the demo server: answers and resolves true, or resolves false to let the next one try. */
export type DemoRoute = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}

/**
 * The embedded wallet's routes on the demo page's server:
 * - social login's routes (demo/social/): `/farcaster-relay/v1/…` (the relay stand-in) and `/farcaster-client/…`;
 * - `GET /mail` → the inbox page (demo/public/mail.html): the SMTP sink's messages, newest first;
 * - `GET /mail/messages.json[?to=<address>]` → `{ messages }`, newest first;
 * - with `testControls` only (Playwright sets DEMO_TEST_CONTROLS=1): `POST /__test/auth-clock`
 *   `{ "advanceMs": n }` moves the auth server's clock forward → `{ offsetMs }` (expiry tests).
 */
export function embeddedWalletRoutes(stack: RunningEmbeddedStack, publicDir: string, testControls: boolean): DemoRoute {
  return async (request, response) => {
    // Social login: the Farcaster relay stand-in and the demo Farcaster client.
    for (const route of stack.social?.routes ?? []) if (await route(request, response)) return true
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost')
    if (pathname === '/mail' || pathname === '/mail/') {
      await sendFile(response, join(publicDir, 'mail.html'), request.method ?? 'GET')
      return true
    }
    if (pathname === '/mail/messages.json') {
      const to = searchParams.get('to')?.toLowerCase()
      const messages = stack.mailSink
        .mails()
        .filter((m) => !to || m.to.includes(to))
        .reverse()
      json(response, 200, { messages })
      return true
    }
    if (pathname === '/__test/auth-clock' && testControls && request.method === 'POST') {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const { advanceMs } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { advanceMs?: unknown }
      if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) {
        json(response, 400, { error: 'Expected { advanceMs: a number of ms >= 0 }' })
        return true
      }
      stack.clock.advance(advanceMs)
      json(response, 200, { offsetMs: stack.clock.offsetMs })
      return true
    }
    return false
  }
}
