import { createServer, type AddressInfo, type Server } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeMail, smtpMailer } from './mailer.js'
import { codeInMail, startMailSink, type RunningMailSink } from './testing/mailSink.js'
import { createTestAuthServer, SITE } from './testFixtures.js'

const FROM = 'Example Wallet <wallet@example.com>'
const MAIL = { to: 'reader@example.com', subject: 'Subject line', text: 'First line\nSecond line' }

/** Listens on `host` at a free port; resolves the port. */
async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  return (server.address() as AddressInfo).port
}

/** A plain-TCP server that records the first bytes each client sends, then hangs up. */
async function firstBytesServer() {
  const received: Buffer[] = []
  const server = createServer((socket) => {
    socket.once('data', (chunk) => {
      received.push(chunk)
      socket.destroy()
    })
    // A client that waits for the server to speak first (plain SMTP) sends nothing: hang up.
    setTimeout(() => socket.destroy(), 1_000).unref()
  })
  const port = await listen(server, '127.0.0.1')
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** An SMTP server on loopback that requires AUTH (PLAIN/LOGIN, no TLS) and records the credentials it was given. */
async function authenticatingSmtpServer() {
  const logins: Array<{ username: string | undefined; password: string | undefined }> = []
  let accepted = 0
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? undefined, password: auth.password ?? undefined })
      callback(null, { user: auth.username })
    },
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        accepted++
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  const port = await listen(server.server, '127.0.0.1')
  return {
    port,
    logins,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('smtpMailer', () => {
  let sink: RunningMailSink
  beforeAll(async () => {
    sink = await startMailSink()
  })
  afterAll(async () => {
    await sink.stop()
  })

  it('delivers to a loopback server over plain SMTP, with the sender, recipient, subject and text', async () => {
    await smtpMailer({ url: sink.url, from: FROM }).send(MAIL)
    const mail = await sink.waitFor(MAIL.to)
    expect({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text.trimEnd() }).toEqual({
      from: 'wallet@example.com',
      to: ['reader@example.com'],
      subject: 'Subject line',
      text: 'First line\nSecond line',
    })
  })

  it('treats localhost as loopback too: no STARTTLS needed', async () => {
    const last = sink.mails().at(-1)?.id ?? 0
    await smtpMailer({ url: `smtp://localhost:${sink.port}`, from: FROM }).send({ ...MAIL, to: 'local@example.com' })
    expect((await sink.waitFor('local@example.com', { afterId: last })).subject).toBe('Subject line')
  })

  it('takes an IPv6 address in brackets, as URLs write it; [::1] is loopback: no STARTTLS needed', async () => {
    const v6 = await startMailSink({ host: '::1' })
    try {
      await smtpMailer({ url: `smtp://[::1]:${v6.port}`, from: FROM }).send({ ...MAIL, to: 'v6@example.com' })
      expect((await v6.waitFor('v6@example.com')).subject).toBe('Subject line')
    } finally {
      await v6.stop()
    }
  })

  it('requires STARTTLS on any other host: a server without it gets nothing', async () => {
    // 127.0.0.2 reaches this machine but is not one of the loopback names the mailer trusts.
    const plain = await startMailSink({ host: '127.0.0.2' })
    try {
      const send = smtpMailer({ url: `smtp://127.0.0.2:${plain.port}`, from: FROM }).send(MAIL)
      await expect(send).rejects.toMatchObject({ code: 'ETLS', message: expect.stringContaining('STARTTLS') })
      expect(plain.mails()).toEqual([])
    } finally {
      await plain.stop()
    }
  })

  it('speaks TLS from the first byte for smtps://', async () => {
    const server = await firstBytesServer()
    try {
      await expect(smtpMailer({ url: `smtps://127.0.0.1:${server.port}`, from: FROM }).send(MAIL)).rejects.toThrow()
      // A TLS handshake record (0x16) of TLS 1.x (0x03): the ClientHello, before any SMTP.
      expect(server.received.map((chunk) => [...chunk.subarray(0, 2)])).toEqual([[0x16, 0x03]])
    } finally {
      await server.close()
    }
  })

  it('connects to port 587 for smtp:// and 465 for smtps:// when the URL names none', async () => {
    // Nothing listens on this machine's loopback submission ports, so the refusal names the port tried.
    await expect(smtpMailer({ url: 'smtp://127.0.0.1', from: FROM }).send(MAIL)).rejects.toMatchObject({
      code: 'ESOCKET',
      address: '127.0.0.1',
      port: 587,
    })
    await expect(smtpMailer({ url: 'smtps://127.0.0.1', from: FROM }).send(MAIL)).rejects.toMatchObject({
      code: 'ESOCKET',
      address: '127.0.0.1',
      port: 465,
    })
  })

  it("logs in with the URL's user and password, percent-decoded", async () => {
    const server = await authenticatingSmtpServer()
    try {
      await smtpMailer({
        url: `smtp://wallet%40example.com:p%40ss%3Aw%2Frd@127.0.0.1:${server.port}`,
        from: FROM,
      }).send(MAIL)
      expect(server.logins).toEqual([{ username: 'wallet@example.com', password: 'p@ss:w/rd' }])
      expect(server.accepted()).toBe(1)
      // Without credentials this server refuses the message.
      await expect(smtpMailer({ url: `smtp://127.0.0.1:${server.port}`, from: FROM }).send(MAIL)).rejects.toThrow()
      expect(server.accepted()).toBe(1)
    } finally {
      await server.close()
    }
  })

  it('refuses a URL that is not smtp:// or smtps://', () => {
    for (const url of ['not a url', 'smtp.example.com:587', 'https://smtp.example.com', 'mailto:wallet@example.com']) {
      expect(() => smtpMailer({ url, from: FROM }), url).toThrow(
        new Error('auth mailer: url must be an smtp:// or smtps:// URL'),
      )
    }
  })

  it('carries a login code mail of the auth server to the reader as written', async () => {
    const { client } = createTestAuthServer({ mailer: smtpMailer({ url: sink.url, from: FROM }) })
    const last = sink.mails().at(-1)?.id ?? 0
    expect((await client.start('Login@Example.com')).status).toBe(200)
    const mail = await sink.waitFor('login@example.com', { afterId: last })
    const code = codeInMail(mail)
    expect(mail.from).toBe('wallet@example.com')
    expect(mail.subject).toBe(`${code} is your code for 127.0.0.1:14273`)
    expect(mail.text.trimEnd()).toBe(
      [
        `Your code is ${code}`,
        '',
        'Enter it to sign in to your wallet on 127.0.0.1:14273. It expires in 10 minutes and works once.',
        '',
        'Requested by: http://127.0.0.1:14273',
        'If you did not ask for this code, ignore this email: nothing happens without it. Never share it with anyone.',
      ].join('\n'),
    )
  })
})

describe('codeMail', () => {
  const wording = (action: string, minutes: number, site = SITE) =>
    [
      'Your code is 123456',
      '',
      `Enter it to ${action}. It expires in ${minutes} minutes and works once.`,
      '',
      `Requested by: ${site}`,
      'If you did not ask for this code, ignore this email: nothing happens without it. Never share it with anyone.',
    ].join('\n')

  it('says what the code confirms in each step of an email change', () => {
    expect(codeMail('old@example.com', '123456', SITE, 'email-change-old', 10)).toEqual({
      to: 'old@example.com',
      subject: '123456 is your code for 127.0.0.1:14273',
      text: wording('confirm that you want to move your wallet on 127.0.0.1:14273 to a new email address', 10),
    })
    expect(codeMail('new@example.com', '123456', SITE, 'email-change-new', 10)).toEqual({
      to: 'new@example.com',
      subject: '123456 is your code for 127.0.0.1:14273',
      text: wording("confirm this address as your wallet's new email on 127.0.0.1:14273", 10),
    })
  })

  it('names the host with its port, and the lifetime it is given', () => {
    const mail = codeMail('a@example.com', '123456', 'https://app.example.com:8443', 'login', 3)
    expect(mail.subject).toBe('123456 is your code for app.example.com:8443')
    expect(mail.text).toBe(wording('sign in to your wallet on app.example.com:8443', 3, 'https://app.example.com:8443'))
  })
})
