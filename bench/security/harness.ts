/**
 * The security review's harness ("Must show": the hostile-input counts re-run by a
 * script anyone can run): what one input is, how it is sent over loopback HTTP, how its outcome is
 * recorded, and the table printed per class. Bench code only.
 */
import { connect } from 'node:net'

/** One input sent, and whether the server did what it should. */
export interface Outcome {
  /** The class of attack ('OTP brute force and replay', …). */
  cls: string
  /** Hostile (an attack) or an honest control (the same route used as intended). */
  hostile: boolean
  /** What was sent, in a few words. */
  label: string
  /** What should happen. */
  expected: string
  /** What happened (status, and a word on why it failed the check when it did). */
  actual: string
  /** Hostile: refused (or made harmless) as expected. Honest: accepted as expected. */
  held: boolean
}

/** One HTTP answer as the checks read it. */
export interface Answer {
  /** The HTTP status; 0 when the connection failed. */
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, when it is JSON. */
  json: any
  ms: number
}

/** Collects the outcomes of one run (one storage backend). */
export class Recorder {
  readonly outcomes: Outcome[] = []
  private readonly classes: string[] = []

  constructor(readonly backend: string) {}

  /** Records one outcome as is (for checks that are not one request). */
  note(outcome: Outcome): void {
    if (!this.classes.includes(outcome.cls)) this.classes.push(outcome.cls)
    this.outcomes.push(outcome)
  }

  /**
   * Sends one input (`send`), judges its answer with `ok` and records it. `ok` returns true, or a
   * short reason why the answer is wrong. Resolves the answer for later steps.
   */
  async input(
    cls: string,
    hostile: boolean,
    label: string,
    expected: string,
    send: () => Promise<Answer>,
    ok: (a: Answer) => true | string | boolean,
  ): Promise<Answer> {
    const answer = await send()
    const verdict = ok(answer)
    const held = verdict === true
    const why = typeof verdict === 'string' ? ` (${verdict})` : ''
    this.note({ cls, hostile, label, expected, actual: `${answer.status || answer.text}${held ? '' : why}`, held })
    return answer
  }

  /** The classes in the order they ran. */
  get classOrder(): readonly string[] {
    return this.classes
  }
}

/** A fresh client IP per call (10.0.0.0/8, never repeated in a run), so the per-IP limits count only what a check means them to. */
let ipCounter = 0
export function freshIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

/** The header the bench's servers read the client IP from (the operators' `clientIp` option behind a proxy they trust). */
export const CLIENT_IP_HEADER = 'X-Bench-Client-Ip'

/** Options of {@link call}: fetch's, plus the client IP the request comes from. */
export interface CallInit extends RequestInit {
  ip?: string
}

/** Sends one request over loopback HTTP (no redirects followed) and reads the whole answer. A failed connection is status 0. */
export async function call(url: string, init: CallInit = {}): Promise<Answer> {
  const headers = new Headers(init.headers)
  headers.set(CLIENT_IP_HEADER, init.ip ?? freshIp())
  const t0 = performance.now()
  try {
    const response = await fetch(url, {
      ...init,
      headers,
      redirect: 'manual',
      signal: init.signal ?? AbortSignal.timeout(15_000),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json, ms: performance.now() - t0 }
  } catch (error) {
    return {
      status: 0,
      headers: new Headers(),
      text: `connection failed: ${(error as Error).cause ?? (error as Error).message}`,
      json: undefined,
      ms: performance.now() - t0,
    }
  }
}

/** A JSON POST (Content-Type: application/json) from `ip`. */
export const postJson = (
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  ip?: string,
): Promise<Answer> =>
  call(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(ip ? { ip } : {}),
  })

/** Database error texts that must never reach a client. */
const LEAK =
  /SQLITE_[A-Z]+|SqliteError|better-sqlite3|syntax error at or near|syntax error|DatabaseError|relation "[^"]*" does not exist|column "[^"]*"|SQLSTATE|unterminated quoted|near "[^"]*": |at character \d+|pg_catalog/i

/** The answer with every occurrence of `payload` (as sent, and as JSON would escape it) taken out: an echo of the input is no leak. */
export function withoutEcho(a: Answer, payload: string): Answer {
  let text = a.text
  for (const form of [payload, JSON.stringify(payload).slice(1, -1), encodeURIComponent(payload)])
    text = text.split(form).join('')
  return { ...a, text }
}

/** The answer is one of `statuses` and leaks no database error text. */
export const statusIn =
  (...statuses: number[]) =>
  (a: Answer): true | string => {
    if (LEAK.test(a.text)) return 'leaks a database error'
    return statuses.includes(a.status) || `expected ${statuses.join('/')}`
  }

/** A refusal: 4xx (not 429 unless listed), never 2xx/5xx, no leak. */
export const refused4xx = (a: Answer): true | string => {
  if (LEAK.test(a.text)) return 'leaks a database error'
  return (a.status >= 400 && a.status < 500) || 'expected a 4xx refusal'
}

/**
 * A request that sends its headers (announcing `announced` bytes) and `sent` bytes of body, then
 * stalls. Resolves the status line the server answers with, the time it took, and whether the
 * server closed the connection; gives up (status 0) after `giveUpMs`.
 */
export function stalledBody(
  url: string,
  options: {
    ip: string
    announced?: number
    sent?: number
    giveUpMs: number
    headers?: Record<string, string>
    method?: string
  },
): Promise<{ status: number; ms: number; closed: boolean }> {
  const target = new URL(url)
  const announced = options.announced ?? 200
  const body = '{"message"'.padEnd(options.sent ?? 10, ' ').slice(0, options.sent ?? 10)
  const extra = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')
  return new Promise((resolve) => {
    const t0 = performance.now()
    let received = ''
    let status = 0
    const socket = connect(Number(target.port), target.hostname)
    const finish = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ status, ms: performance.now() - t0, closed })
    }
    const timer = setTimeout(() => finish(false), options.giveUpMs)
    socket.on('connect', () => {
      socket.write(
        `${options.method ?? 'POST'} ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n${CLIENT_IP_HEADER}: ${options.ip}\r\n${extra}\r\n${body}`,
      )
    })
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received)
      if (match && !status) status = Number(match[1])
    })
    socket.on('end', () => finish(true))
    socket.on('close', () => finish(true))
    socket.on('error', () => finish(true))
  })
}

/** A body made on demand, 64 KiB per pull, `total` bytes, with no Content-Length. */
export function lazyBody(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

/** One row of the table: a class's counts. */
export interface ClassCounts {
  cls: string
  tried: number
  hostile: number
  refused: number
  honest: number
  accepted: number
}

/** Per-class counts of `outcomes`, in `order`, and their totals. */
export function countByClass(
  outcomes: readonly Outcome[],
  order: readonly string[],
): { rows: ClassCounts[]; total: ClassCounts } {
  const rows = order.map((cls) => {
    const of = outcomes.filter((o) => o.cls === cls)
    const hostile = of.filter((o) => o.hostile)
    const honest = of.filter((o) => !o.hostile)
    return {
      cls,
      tried: of.length,
      hostile: hostile.length,
      refused: hostile.filter((o) => o.held).length,
      honest: honest.length,
      accepted: honest.filter((o) => o.held).length,
    }
  })
  const sum = (key: keyof Omit<ClassCounts, 'cls'>) => rows.reduce((n, r) => n + r[key], 0)
  return {
    rows,
    total: {
      cls: 'Total',
      tried: sum('tried'),
      hostile: sum('hostile'),
      refused: sum('refused'),
      honest: sum('honest'),
      accepted: sum('accepted'),
    },
  }
}

/** The table of one backend's run, as text. */
export function formatTable(backend: string, outcomes: readonly Outcome[], order: readonly string[]): string {
  const { rows, total } = countByClass(outcomes, order)
  const width = Math.max(...rows.map((r) => r.cls.length), 5)
  const line = (r: ClassCounts) =>
    `${r.cls.padEnd(width)} | ${String(r.tried).padStart(5)} | ${String(r.hostile).padStart(7)} | ${`${r.refused}/${r.hostile}`.padStart(9)} | ${`${r.accepted}/${r.honest}`.padStart(9)}`
  const header = `${'Class'.padEnd(width)} | ${'tried'.padStart(5)} | ${'hostile'.padStart(7)} | ${'refused'.padStart(9)} | ${'honest ok'.padStart(9)}`
  const rule = '-'.repeat(header.length)
  return [`Storage: ${backend}`, header, rule, ...rows.map(line), rule, line(total)].join('\n')
}

/** Content types a JSON route must refuse with 415 (none at all, a form, text, JSON look-alikes). */
export const NOT_JSON_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/json',
  'application/jsonx',
]
