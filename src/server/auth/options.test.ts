import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import {
  DEFAULT_AUTH_MAX_BODY_BYTES,
  DEFAULT_OTP_MAX_ATTEMPTS,
  DEFAULT_OTP_RESEND_COOLDOWN_MS,
  DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR,
  DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR_TOTAL,
  DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
  DEFAULT_OTP_TTL_MS,
  DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR,
  DEFAULT_SESSION_ABSOLUTE_TTL_MS,
  DEFAULT_SESSION_IDLE_TTL_MS,
  resolveAuthServerOptions,
  type AuthServerOptions,
} from './options.js'
import { captureMailer, SITE } from './testFixtures.js'

const keys = parseAuthKeyFile(generateAuthKeyFile())
const mailer = captureMailer()
const required: AuthServerOptions = { keys, mailer, allowedSites: [SITE] }

/** Options in ms: any positive finite number. */
const MS_OPTIONS = [
  'otpTtlMs',
  'otpResendCooldownMs',
  'sessionIdleTtlMs',
  'sessionAbsoluteTtlMs',
  'sweepIntervalMs',
] as const
/** Counts and bytes: positive whole numbers. */
const WHOLE_OPTIONS = [
  'otpMaxAttempts',
  'otpSendsPerEmailPerHour',
  'otpSendsPerEmailPerHourTotal',
  'otpSendsPerIpPerHour',
  'otpVerifiesPerIpPerHour',
  'maxBodyBytes',
] as const

const siteError = (site: string) =>
  new Error(`auth server: allowedSites must list at least one http(s) origin, got "${site}"`)
const positiveError = (name: string) => new Error(`auth server: ${name} must be a positive number`)

describe('resolveAuthServerOptions', () => {
  it('fills in the documented defaults', () => {
    const before = Date.now()
    const resolved = resolveAuthServerOptions(required)
    expect(resolved).toMatchObject({
      keys,
      mailer,
      otpTtlMs: 600_000,
      otpMaxAttempts: 5,
      otpResendCooldownMs: 30_000,
      otpSendsPerEmailPerHour: 5,
      otpSendsPerEmailPerHourTotal: 20,
      otpSendsPerIpPerHour: 20,
      otpVerifiesPerIpPerHour: 100,
      sessionIdleTtlMs: 86_400_000,
      sessionAbsoluteTtlMs: 2_592_000_000,
      maxBodyBytes: 8_192,
      sweepIntervalMs: 60_000,
      clientIp: undefined,
    })
    expect([
      DEFAULT_OTP_TTL_MS,
      DEFAULT_OTP_MAX_ATTEMPTS,
      DEFAULT_OTP_RESEND_COOLDOWN_MS,
      DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR,
      DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR_TOTAL,
      DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
      DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR,
      DEFAULT_SESSION_IDLE_TTL_MS,
      DEFAULT_SESSION_ABSOLUTE_TTL_MS,
      DEFAULT_AUTH_MAX_BODY_BYTES,
    ]).toEqual([600_000, 5, 30_000, 5, 20, 20, 100, 86_400_000, 2_592_000_000, 8_192])
    expect([...resolved.allowedSites]).toEqual([SITE])
    // No cross-origin caller unless listed.
    expect([...resolved.allowedOrigins]).toEqual([])
    expect([...resolved.recoveryModes]).toEqual(['operator', 'passphrase'])
    expect(typeof resolved.storage.auth.otp.createChallenge).toBe('function')
    const now = resolved.now().getTime()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('keeps what is given, and turns the sweeper off with sweepIntervalMs: false', () => {
    const storage = createMemoryStorage()
    const clientIp = () => '192.0.2.1'
    const now = () => new Date(0)
    const resolved = resolveAuthServerOptions({
      ...required,
      allowedSites: ['https://app.example.com', 'http://127.0.0.1:14273'],
      allowedOrigins: ['https://signer.example.com'],
      storage,
      recoveryModes: ['passphrase'],
      otpTtlMs: 1,
      otpMaxAttempts: 1,
      otpResendCooldownMs: 1,
      otpSendsPerEmailPerHour: 1,
      otpSendsPerEmailPerHourTotal: 1,
      otpSendsPerIpPerHour: 1,
      otpVerifiesPerIpPerHour: 1,
      sessionIdleTtlMs: 1,
      sessionAbsoluteTtlMs: 1,
      maxBodyBytes: 1,
      clientIp,
      sweepIntervalMs: false,
      now,
    })
    expect(resolved).toMatchObject({
      storage,
      clientIp,
      now,
      sweepIntervalMs: undefined,
      maxBodyBytes: 1,
      otpMaxAttempts: 1,
      sessionAbsoluteTtlMs: 1,
    })
    expect([...resolved.allowedSites]).toEqual(['https://app.example.com', 'http://127.0.0.1:14273'])
    expect([...resolved.allowedOrigins]).toEqual(['https://signer.example.com'])
    expect([...resolved.recoveryModes]).toEqual(['passphrase'])
  })

  it('refuses options without keys or without a mailer', () => {
    const error = new Error('auth server: keys and mailer are required')
    expect(() => resolveAuthServerOptions({ ...required, keys: undefined as never })).toThrow(error)
    expect(() => resolveAuthServerOptions({ ...required, mailer: undefined as never })).toThrow(error)
  })

  it('refuses absent or empty allowedSites, naming the empty value', () => {
    expect(() => resolveAuthServerOptions({ ...required, allowedSites: undefined as never })).toThrow(siteError(''))
    expect(() => resolveAuthServerOptions({ ...required, allowedSites: [] })).toThrow(siteError(''))
  })

  it('refuses a site that is not exactly an origin, naming it', () => {
    const notOrigins = [
      'not a url',
      'app.example.com',
      'https://app.example.com/',
      'https://app.example.com/signin',
      'HTTPS://app.example.com',
      'https://app.example.com:443',
      'file:///srv/app',
    ]
    for (const site of notOrigins) {
      expect(() => resolveAuthServerOptions({ ...required, allowedSites: [site] }), site).toThrow(siteError(site))
    }
    // Origins of other schemes are origins, but not web sites.
    for (const site of ['ftp://example.com', 'ws://example.com', 'wss://example.com']) {
      expect(() => resolveAuthServerOptions({ ...required, allowedSites: [site] }), site).toThrow(siteError(site))
    }
    // One bad entry spoils the list.
    expect(() => resolveAuthServerOptions({ ...required, allowedSites: [SITE, 'https://app.example.com/'] })).toThrow(
      siteError('https://app.example.com/'),
    )
  })

  it('refuses a publicUrl that is not an http(s) URL, or has a query or fragment, naming it', () => {
    const notPublicUrls = [
      'not a url',
      'ftp://wallet.example.com/api/auth',
      'git+https://wallet.example.com/api/auth',
      'https://wallet.example.com/api/auth?x=1',
      'https://wallet.example.com/api/auth#top',
    ]
    for (const publicUrl of notPublicUrls) {
      expect(() => resolveAuthServerOptions({ ...required, publicUrl }), publicUrl).toThrow(
        new Error(`auth server: publicUrl must be an http(s) URL without query, got "${publicUrl}"`),
      )
    }
  })

  it('takes an http or https publicUrl as its origin and path, without trailing slashes (the routes follow it)', () => {
    const publicUrlOf = (publicUrl: string) => resolveAuthServerOptions({ ...required, publicUrl }).publicUrl
    expect(publicUrlOf('https://wallet.example.com/api/auth//')).toBe('https://wallet.example.com/api/auth')
    expect(publicUrlOf('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787')
    expect(resolveAuthServerOptions(required).publicUrl).toBeUndefined()
  })

  it('refuses a zero, negative, NaN or infinite value of every ms, count and byte option, naming it', () => {
    for (const name of [...MS_OPTIONS, ...WHOLE_OPTIONS]) {
      for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => resolveAuthServerOptions({ ...required, [name]: value }), `${name}: ${value}`).toThrow(
          positiveError(name),
        )
      }
    }
  })

  it('takes a fractional number of ms, but only whole counts and byte sizes', () => {
    for (const name of MS_OPTIONS) {
      expect(resolveAuthServerOptions({ ...required, [name]: 0.5 })[name], name).toBe(0.5)
    }
    for (const name of WHOLE_OPTIONS) {
      expect(() => resolveAuthServerOptions({ ...required, [name]: 2.5 }), name).toThrow(positiveError(name))
      expect(() => resolveAuthServerOptions({ ...required, [name]: 2 ** 53 }), name).toThrow(positiveError(name))
      expect(resolveAuthServerOptions({ ...required, [name]: 3 })[name], name).toBe(3)
    }
  })
})
