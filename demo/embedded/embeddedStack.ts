import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { createAuthServer, type AuthServer } from '../../src/server/auth/createAuthServer.js'
import { generateAuthKeyFile, parseAuthKeyFile } from '../../src/server/auth/keyFile.js'
import { smtpMailer } from '../../src/server/auth/mailer.js'
import { startMailSink, type RunningMailSink } from '../../src/server/auth/testing/mailSink.js'
import type { ServerStorage } from '../../src/server/storage/types.js'
import { createOffsetClock, type OffsetClock } from './offsetClock.js'
import { AUTH_MOUNT, startSignerServer } from './signerServer.js'
import { startSocialStack, type RunningSocialStack } from '../social/socialStack.js'

/** Options of {@link startEmbeddedWalletStack}. */
export interface EmbeddedStackOptions {
  signerPort: number
  smtpPort: number
  host: string
  rootDir: string
  /** The demo page's origin: the one site allowed to embed the signer. */
  demoOrigin: string
  /** The demo's one database (shared with the SIWX back end). */
  storage: ServerStorage
  /** The auth key file; created with fresh keys when missing. ':memory:' keeps fresh keys in memory only. */
  keyFile: string
  recoveryMode: 'operator' | 'passphrase'
  /** Raises the per-IP code limit for e2e runs, where every journey signs in from 127.0.0.1. */
  relaxedIpLimit: boolean
  /** The local chains (the anvils): the signer reads token symbols and decimals from their RPCs. */
  chains?: ReadonlyArray<{ chainId: number; url: string }>
  /** Social login: the local identity provider's port and the chain of the Farcaster ID registry. */
  social?: { idpPort: number; rpcUrl: string }
}

/** The running embedded-wallet side of the demo. */
export interface RunningEmbeddedStack {
  /** `http://localhost:<signerPort>/`: the signer page (and its auth server under /api/auth). */
  signerUrl: string
  mailSink: RunningMailSink
  /** The auth server's clock (test controls move it). */
  clock: OffsetClock
  auth: AuthServer
  /** Social login's local services (identity provider, Farcaster relay and client), when started. */
  social: RunningSocialStack | undefined
  stop(): Promise<void>
}

function readOrCreateKeys(file: string): string {
  if (file === ':memory:') return generateAuthKeyFile()
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, generateAuthKeyFile(), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8')
}

/**
 * The embedded wallet's local stack: an SMTP sink (smtp-server) on `smtpPort`, the auth server
 * (`wallet-modal/auth` over the demo's storage, mailing the sink over real SMTP with nodemailer),
 * and the signer's origin on `http://localhost:<signerPort>` serving dist/signer/ (reading tokens
 * from `chains`' RPCs) and the auth API;
 * with `social`, the social login's local services too (demo/social/socialStack.ts).
 * On failure, stops what it started and rethrows.
 */
export async function startEmbeddedWalletStack(options: EmbeddedStackOptions): Promise<RunningEmbeddedStack> {
  const mailSink = await startMailSink({ port: options.smtpPort, host: options.host })
  const clock = createOffsetClock()
  let social: RunningSocialStack | undefined
  try {
    social =
      options.social &&
      (await startSocialStack({
        idpPort: options.social.idpPort,
        host: options.host,
        authPublicUrl: `http://localhost:${options.signerPort}${AUTH_MOUNT}`,
        demoOrigin: options.demoOrigin,
        rpcUrl: options.social.rpcUrl,
        relaxedIpLimit: options.relaxedIpLimit,
      }))
  } catch (error) {
    await mailSink.stop()
    throw error
  }
  const auth = createAuthServer({
    keys: parseAuthKeyFile(readOrCreateKeys(options.keyFile)),
    mailer: smtpMailer({ url: mailSink.url, from: 'wallet-modal demo <wallet@demo.localhost>' }),
    allowedSites: [options.demoOrigin],
    storage: options.storage,
    basePath: '/api/auth',
    now: clock.now,
    ...(options.relaxedIpLimit ? { otpSendsPerIpPerHour: 10_000, otpVerifiesPerIpPerHour: 10_000 } : {}),
    ...(social ? { social: social.options } : {}),
  })
  try {
    const signer = await startSignerServer({
      port: options.signerPort,
      host: options.host,
      rootDir: options.rootDir,
      allowedOrigins: [options.demoOrigin],
      recoveryMode: options.recoveryMode,
      rpcUrls: Object.fromEntries((options.chains ?? []).map((chain) => [String(chain.chainId), chain.url])),
      auth,
    })
    return {
      signerUrl: signer.url,
      mailSink,
      clock,
      auth,
      social,
      async stop() {
        auth.close()
        await Promise.all([signer.stop(), mailSink.stop(), social?.stop()])
      },
    }
  } catch (error) {
    auth.close()
    await Promise.all([mailSink.stop(), social?.stop()])
    throw error
  }
}
