import nodemailer from 'nodemailer'

/** One email the auth server sends. */
export interface AuthMail {
  to: string
  subject: string
  /** Plain text: the code, the site that asked, and what to do when the reader did not ask. */
  text: string
}

/** Sends the auth server's mail; resolves once the message was accepted for delivery. */
export interface AuthMailer {
  send(mail: AuthMail): Promise<void>
}

/** SMTP settings of {@link smtpMailer}. */
export interface SmtpMailerOptions {
  /**
   * The SMTP server as a URL: 'smtps://user:pass@smtp.example.com:465' (TLS from the start),
   * 'smtp://user:pass@smtp.example.com:587' (STARTTLS, required unless the host is loopback).
   */
  url: string
  /** The sender, e.g. 'Example Wallet <wallet@example.com>'. */
  from: string
}

/**
 * An {@link AuthMailer} over SMTP through nodemailer. On a non-loopback host, plain `smtp://`
 * must upgrade with STARTTLS (`requireTLS`), so codes never cross the network in the clear.
 * @throws Error 'auth mailer: url must be an smtp:// or smtps:// URL'
 */
export function smtpMailer(options: SmtpMailerOptions): AuthMailer {
  const url = URL.canParse(options.url) ? new URL(options.url) : undefined
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:'))
    throw new Error('auth mailer: url must be an smtp:// or smtps:// URL')
  // An IPv6 address is bracketed in a URL (`smtp://[::1]:25`) and in `url.hostname`; sockets want it bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host)
  const transport = nodemailer.createTransport({
    host,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    requireTLS: url.protocol === 'smtp:' && !loopback,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}

/** What a code mail is for, in its wording. */
export type CodeMailPurpose = 'login' | 'email-change-old' | 'email-change-new'

/**
 * The one-time-code mail: names the site that asked (the embedding origin the signer frame saw), so
 * a reader who did not ask can tell, and says how long the code lives.
 */
export function codeMail(
  to: string,
  code: string,
  site: string,
  purpose: CodeMailPurpose,
  ttlMinutes: number,
): AuthMail {
  const host = URL.canParse(site) ? new URL(site).host : site
  const action = {
    login: `sign in to your wallet on ${host}`,
    'email-change-old': `confirm that you want to move your wallet on ${host} to a new email address`,
    'email-change-new': `confirm this address as your wallet's new email on ${host}`,
  }[purpose]
  return {
    to,
    subject: `${code} is your code for ${host}`,
    text: [
      `Your code is ${code}`,
      '',
      `Enter it to ${action}. It expires in ${ttlMinutes} minutes and works once.`,
      '',
      `Requested by: ${site}`,
      `If you did not ask for this code, ignore this email: nothing happens without it. Never share it with anyone.`,
    ].join('\n'),
  }
}
