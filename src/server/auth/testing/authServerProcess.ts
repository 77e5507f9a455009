/**
 * One auth-server process for the two-process integration test (run with tsx): `createAuthServer`
 * over `createPostgresStorage(DATABASE_URL)`, the key file at AUTH_KEY_FILE, mail over SMTP_URL,
 * mounted with @hono/node-server on an ephemeral loopback port, which it prints as `{"port":N}`.
 * OTP_SENDS_PER_IP_PER_HOUR overrides that limit. Stops on SIGTERM.
 */
import { serve } from '@hono/node-server'
import { createPostgresStorage } from '../../storage/postgres/postgresStorage.js'
import { createAuthServer } from '../createAuthServer.js'
import { loadAuthKeyFile } from '../keyFile.js'
import { smtpMailer } from '../mailer.js'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`auth server process: ${name} is required`)
  return value
}

const storage = await createPostgresStorage({ connectionString: env('DATABASE_URL'), max: 4 })
const auth = createAuthServer({
  keys: loadAuthKeyFile(env('AUTH_KEY_FILE')),
  mailer: smtpMailer({ url: env('SMTP_URL'), from: 'Wallet <wallet@example.test>' }),
  allowedSites: ['http://127.0.0.1:14273'],
  storage,
  sweepIntervalMs: false,
  ...(process.env.OTP_SENDS_PER_IP_PER_HOUR
    ? { otpSendsPerIpPerHour: Number(process.env.OTP_SENDS_PER_IP_PER_HOUR) }
    : {}),
})
const server = serve(
  {
    fetch: (request, nodeEnv) => auth.handle(request, { clientIp: nodeEnv.incoming.socket.remoteAddress }),
    port: 0,
    hostname: '127.0.0.1',
  },
  (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port })}\n`)
  },
)
process.on('SIGTERM', () => {
  server.close()
  void storage.close().finally(() => process.exit(0))
})
