import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  DEFAULT_ISSUED_AT_TOLERANCE_MS,
  DEFAULT_MAX_SESSION_TTL_MS,
  DEFAULT_NAME_RATE_LIMITS,
  DEFAULT_NONCE_TTL_MS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SIWX_RATE_LIMITS,
} from '../server/index.js'
import {
  DEFAULT_OTP_MAX_ATTEMPTS,
  DEFAULT_OTP_RESEND_COOLDOWN_MS,
  DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR,
  DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
  DEFAULT_OTP_TTL_MS,
  DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR,
  DEFAULT_SESSION_ABSOLUTE_TTL_MS,
  DEFAULT_SESSION_IDLE_TTL_MS,
  generateAuthKeyFile,
} from '../server/auth.js'
import type { ServerConfigInput } from './config/schema.js'

/** The files `init` writes, relative to its folder. */
export const CONFIG_FILE = 'wallet-modal.config.json'
export const KEY_FILE = 'keys.json'
export const DATA_DIR = 'data'

/** Options of {@link initProject}. */
export interface InitOptions {
  /** The folder to write into; default the working directory. */
  dir?: string
  /** The origin of the page that embeds the modal; default 'http://localhost:5173'. */
  site?: string
  /** Where browsers reach the API; default 'http://localhost:8787'. */
  publicUrl?: string
  /** Where browsers reach the signer page; default 'http://localhost:8788'. */
  signerUrl?: string
}

/**
 * A starting config: every service's options with the library's defaults written out, so an
 * operator sees what can be tuned. Ramp and convert are off (they need providers and chains).
 */
export function initialConfig(options: InitOptions = {}): ServerConfigInput {
  const site = options.site ?? 'http://localhost:5173'
  const publicUrl = options.publicUrl ?? 'http://localhost:8787'
  return {
    allowedSites: [site],
    publicUrl,
    signerUrl: options.signerUrl ?? 'http://localhost:8788',
    host: '0.0.0.0',
    port: 8787,
    signerPort: 8788,
    trustProxy: false,
    dataDir: DATA_DIR,
    keyFile: KEY_FILE,
    logLevel: 'info',
    shutdownTimeoutMs: 10_000,
    database: {
      sqliteFile: 'wallet-modal.sqlite',
      poolSize: 10,
      connectTimeoutMs: 2_000,
      queryTimeoutMs: 5_000,
      startupTimeoutMs: 30_000,
    },
    siwx: {
      enabled: true,
      uri: site,
      domain: new URL(site).host,
      nonceTtlMs: DEFAULT_NONCE_TTL_MS,
      sessionTtlMs: DEFAULT_SESSION_TTL_MS,
      maxSessionTtlMs: DEFAULT_MAX_SESSION_TTL_MS,
      issuedAtToleranceMs: DEFAULT_ISSUED_AT_TOLERANCE_MS,
      rateLimits: { ...DEFAULT_SIWX_RATE_LIMITS },
    },
    auth: {
      enabled: true,
      mailFrom: 'Wallet <wallet@example.com>',
      recoveryModes: ['passphrase', 'operator'],
      signerRecoveryMode: 'passphrase',
      otpTtlMs: DEFAULT_OTP_TTL_MS,
      otpMaxAttempts: DEFAULT_OTP_MAX_ATTEMPTS,
      otpResendCooldownMs: DEFAULT_OTP_RESEND_COOLDOWN_MS,
      otpSendsPerEmailPerHour: DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR,
      otpSendsPerIpPerHour: DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
      otpVerifiesPerIpPerHour: DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR,
      sessionIdleTtlMs: DEFAULT_SESSION_IDLE_TTL_MS,
      sessionAbsoluteTtlMs: DEFAULT_SESSION_ABSOLUTE_TTL_MS,
    },
    names: {
      enabled: true,
      suffix: 'names.example.com',
      // The modal's registration messages name the host of the names API it posts to.
      domain: new URL(publicUrl).host,
      gatewayTtlSeconds: 300,
      rateLimits: { ...DEFAULT_NAME_RATE_LIMITS },
    },
    project: { enabled: true, projects: {} },
    ramp: { enabled: false },
    convert: { enabled: false, chains: [] },
  }
}

/** What {@link initProject} wrote. */
export interface InitResult {
  configFile: string
  keyFile: string
  dataDir: string
}

/**
 * Writes `wallet-modal.config.json`, a fresh `keys.json` (mode 0600: the auth server's key
 * encryption keys) and `data/` (mode 0700) into `dir`. Writes nothing when any of them exists.
 * @throws Error 'init: <paths> already exist(s); move them away or run init in another folder'
 */
export function initProject(options: InitOptions = {}): InitResult {
  const dir = resolve(options.dir ?? '.')
  const result = { configFile: join(dir, CONFIG_FILE), keyFile: join(dir, KEY_FILE), dataDir: join(dir, DATA_DIR) }
  const present = Object.values(result).filter((path) => existsSync(path))
  if (present.length)
    throw new Error(
      `init: ${present.join(', ')} already exist${present.length === 1 ? 's' : ''}; move them away or run init in another folder`,
    )
  const config = initialConfig(options) // checks the URLs before anything is written
  mkdirSync(dir, { recursive: true })
  // 'wx': fail rather than overwrite, should a file appear meanwhile.
  writeFileSync(result.keyFile, `${generateAuthKeyFile()}\n`, { mode: 0o600, flag: 'wx' })
  writeFileSync(result.configFile, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o644, flag: 'wx' })
  mkdirSync(result.dataDir, { mode: 0o700 })
  return result
}

/** The lines `init` prints: what was written and what to edit before `start`. */
export function initNextSteps(result: InitResult): string[] {
  return [
    `wrote ${result.configFile}`,
    `wrote ${result.keyFile} (mode 0600: keep it secret and backed up; losing it loses every wallet's sealed shares)`,
    `made  ${result.dataDir}/ (SQLite lives here unless DATABASE_URL is set)`,
    '',
    'Before `wallet-modal-server start`, edit wallet-modal.config.json:',
    '  allowedSites      the origin(s) of the page(s) that embed the modal',
    '  publicUrl         where browsers reach this server (API port, default 8787)',
    '  signerUrl         where browsers reach the signer page (its own origin, default port 8788)',
    '  siwx.uri/domain   the site whose sign-in messages are accepted',
    '  names.suffix      a domain you control (names are <label>.<suffix>)',
    'and set in the environment (or <NAME>_FILE pointing at a file):',
    '  SMTP_URL          smtp://user:password@mail.example.com:587 (the email login codes)',
    '  DATABASE_URL      postgres://… to use PostgreSQL instead of SQLite (several processes)',
    '  NAMES_GATEWAY_PRIVATE_KEY, PROJECT_OPERATOR_TOKEN, RAMP_PROVIDERS (optional)',
  ]
}
