/**
 * A local SMTP sink for tests and the demo (dev dependencies smtp-server and postal-mime): it
 * accepts every message on loopback, parses it, and keeps the newest ones in memory, so a test or
 * the demo's /mail page reads the code a real SMTP client (nodemailer) delivered.
 */
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** One received message. */
export interface SunkMail {
  /** Sequence number, from 1. */
  id: number
  receivedAt: string
  from: string
  to: string[]
  subject: string
  text: string
}

/** A running sink, from {@link startMailSink}. */
export interface RunningMailSink {
  /** e.g. 'smtp://127.0.0.1:19025', for `smtpMailer({ url })`. */
  url: string
  port: number
  /** The kept messages, oldest first (at most `keep`). */
  mails(): SunkMail[]
  /** The newest message to `to` (case-insensitive) with id above `afterId`, waiting up to `timeoutMs` for one. */
  waitFor(to: string, options?: { afterId?: number; timeoutMs?: number }): Promise<SunkMail>
  stop(): Promise<void>
}

/**
 * Starts the sink on `host`:`port` (0 for any free port). Messages over 256 KiB are refused; only
 * the newest `keep` (default 200) are kept. No TLS and no auth: loopback only.
 */
export async function startMailSink(
  options: { port?: number; host?: string; keep?: number } = {},
): Promise<RunningMailSink> {
  const host = options.host ?? '127.0.0.1'
  const keep = options.keep ?? 200
  const kept: SunkMail[] = []
  const waiters = new Set<() => void>()
  let nextId = 1
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: 256 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(new Error('Message too large'))
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            kept.push({
              id: nextId++,
              receivedAt: new Date().toISOString(),
              from: parsed.from?.address ?? '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            })
            if (kept.length > keep) kept.shift()
            for (const wake of waiters) wake()
            callback()
          })
          .catch((error: Error) => callback(error))
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', () => undefined)
  const port = (server.server.address() as { port: number }).port
  const find = (to: string, afterId: number) =>
    [...kept].reverse().find((m) => m.id > afterId && m.to.includes(to.toLowerCase()))
  return {
    url: `smtp://${host}:${port}`,
    port,
    mails: () => kept.map((m) => ({ ...m })),
    waitFor(to, { afterId = 0, timeoutMs = 10_000 } = {}) {
      const found = find(to, afterId)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(to, afterId)
          if (!mail) return
          cleanup()
          resolve(mail)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`mail sink: no mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(wake)
        }
        waiters.add(wake)
      })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit code in a code mail's text. @throws Error 'mail sink: no code in mail <id>' */
export function codeInMail(mail: SunkMail): string {
  const code = /Your code is (\d{6})/.exec(mail.text)?.[1]
  if (!code) throw new Error(`mail sink: no code in mail ${mail.id}`)
  return code
}
