import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { initialConfig } from '../init.js'
import { applyEnvOverrides, envKeyToCamel, loadConfig } from './loadConfig.js'
import { readSecrets } from './secrets.js'

const dir = mkdtempSync(join(tmpdir(), 'wm-config-'))
function configFile(content: unknown, name = 'wallet-modal.config.json'): string {
  const file = join(dir, name)
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

describe('loadConfig', () => {
  it('reads the file init writes, fills the defaults and makes paths absolute', () => {
    const file = configFile(initialConfig({ site: 'https://app.example.com' }))
    const { config, secrets } = loadConfig(file, {})
    expect(config.allowedSites).toEqual(['https://app.example.com'])
    expect(config.port).toBe(8787)
    expect(config.signerPort).toBe(8788)
    expect(config.siwx.domain).toBe('app.example.com')
    expect(config.keyFile).toBe(join(dir, 'keys.json'))
    expect(config.database.sqliteFile).toBe(join(dir, 'data', 'wallet-modal.sqlite'))
    expect(config.ramp.enabled).toBe(false)
    expect(secrets).toEqual({})
  })

  it('takes any option from WALLET_MODAL__<SECTION>__<KEY>, JSON-parsed, and PORT / SIGNER_PORT', () => {
    const file = configFile({ allowedSites: ['https://a.example'] })
    const { config } = loadConfig(file, {
      PORT: '9000',
      SIGNER_PORT: '9001',
      WALLET_MODAL__ALLOWED_SITES: '["https://b.example","https://c.example"]',
      WALLET_MODAL__SIWX__NONCE_TTL_MS: '60000',
      WALLET_MODAL__AUTH__ENABLED: 'false',
      WALLET_MODAL__NAMES__SUFFIX: 'names.b.example',
      WALLET_MODAL__NAMES__RATE_LIMITS__NONCE__LIMIT: '3',
      WALLET_MODAL__NAMES__RATE_LIMITS__NONCE__WINDOW_MS: '1000',
    })
    expect(config.port).toBe(9000)
    expect(config.signerPort).toBe(9001)
    expect(config.allowedSites).toEqual(['https://b.example', 'https://c.example'])
    expect(config.siwx.nonceTtlMs).toBe(60_000)
    expect(config.auth.enabled).toBe(false)
    expect(config.names.suffix).toBe('names.b.example')
    expect(config.names.rateLimits?.nonce).toEqual({ limit: 3, windowMs: 1000 })
  })

  it('names the bad field and where it came from', () => {
    const file = configFile({ allowedSites: ['https://a.example/'], siwx: { nonceTtlMs: 'soon' } })
    expect(() => loadConfig(file, {})).toThrow(/config: allowedSites\.0: Expected an http\(s\) origin/)
    expect(() => loadConfig(file, {})).toThrow(/config: siwx\.nonceTtlMs: .*\(from .*wallet-modal\.config\.json\)/)
    const good = configFile({ allowedSites: ['https://a.example'] })
    expect(() => loadConfig(good, { PORT: 'eighty' })).toThrow(/config: port: .*\(from PORT\)/)
    expect(() => loadConfig(good, { WALLET_MODAL__SIWX__NONCE_TTL: '1' })).toThrow(
      /config: siwx\.nonceTtl: unknown option .*\(from WALLET_MODAL__SIWX__NONCE_TTL\)/,
    )
  })

  it('refuses a secret in the file, a missing file and bad JSON', () => {
    const file = configFile({ allowedSites: ['https://a.example'], auth: { smtpUrl: 'smtp://u:p@mail' } })
    expect(() => loadConfig(file, {})).toThrow(
      'config: auth.smtpUrl: secrets never go in the config file; set SMTP_URL or SMTP_URL_FILE in the environment',
    )
    expect(() => loadConfig(join(dir, 'absent.json'), {})).toThrow(/ENOENT.*wallet-modal-server init/)
    expect(() => loadConfig(configFile('{', 'bad.json'), {})).toThrow(/is not valid JSON/)
  })

  it('reads secrets from the environment or from <NAME>_FILE, never both', () => {
    writeFileSync(join(dir, 'smtp.secret'), 'smtp://user:pw@mail.example.com:587\n')
    const secrets = readSecrets(
      { SMTP_URL_FILE: 'smtp.secret', DATABASE_URL: 'postgres://db/wm', PROJECT_OPERATOR_TOKEN: '' },
      dir,
    )
    expect(secrets).toEqual({ smtpUrl: 'smtp://user:pw@mail.example.com:587', databaseUrl: 'postgres://db/wm' })
    expect(() => readSecrets({ SMTP_URL: 'a', SMTP_URL_FILE: 'b' }, dir)).toThrow(
      'config: set SMTP_URL or SMTP_URL_FILE, not both',
    )
    expect(() => readSecrets({ DATABASE_URL_FILE: 'missing' }, dir)).toThrow(/DATABASE_URL_FILE: cannot read .*ENOENT/)
  })

  it('serves metrics on loopback port 9464 by default; the token only from METRICS_TOKEN or its file', () => {
    const site = initialConfig({ site: 'https://app.example.com' })
    expect(loadConfig(configFile(site), {}).config.metrics).toEqual({ enabled: true, host: '127.0.0.1', port: 9464 })
    const moved = loadConfig(configFile(site), {
      WALLET_MODAL__METRICS__HOST: '0.0.0.0',
      WALLET_MODAL__METRICS__PORT: '9100',
    })
    expect(moved.config.metrics).toMatchObject({ host: '0.0.0.0', port: 9100 })
    writeFileSync(join(dir, 'metrics.secret'), 'scrape-token\n')
    expect(readSecrets({ METRICS_TOKEN_FILE: 'metrics.secret' }, dir)).toEqual({ metricsToken: 'scrape-token' })
    expect(() => loadConfig(configFile({ ...site, metrics: { token: 'in-the-file' } }), {})).toThrow(
      'config: metrics.token: secrets never go in the config file; set METRICS_TOKEN or METRICS_TOKEN_FILE in the environment',
    )
  })

  it('maps variable names to option paths', () => {
    expect(envKeyToCamel('NONCE_TTL_MS')).toBe('nonceTtlMs')
    expect(envKeyToCamel('OTP_SENDS_PER_IP_PER_HOUR')).toBe('otpSendsPerIpPerHour')
    const { merged, sources } = applyEnvOverrides({ siwx: 5 }, { WALLET_MODAL__SIWX__ENABLED: 'false', OTHER: '1' })
    expect(merged).toEqual({ siwx: { enabled: false } })
    expect([...sources]).toEqual([['siwx.enabled', 'WALLET_MODAL__SIWX__ENABLED']])
  })
})
