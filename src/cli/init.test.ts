import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseAuthKeyFile } from '../server/auth.js'
import { loadConfig } from './config/loadConfig.js'
import { initProject } from './init.js'

describe('init', () => {
  it('writes the config, a private key file and a private data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-init-'))
    const result = initProject({ dir, site: 'https://shop.example' })
    expect(statSync(result.keyFile).mode & 0o777).toBe(0o600)
    expect(statSync(result.dataDir).mode & 0o777).toBe(0o700)
    expect(statSync(result.dataDir).isDirectory()).toBe(true)
    expect(() => parseAuthKeyFile(readFileSync(result.keyFile, 'utf8'))).not.toThrow()
    const { config } = loadConfig(result.configFile, {})
    expect(config.allowedSites).toEqual(['https://shop.example'])
    expect(config.siwx.uri).toBe('https://shop.example')
  })

  it('gives each run fresh keys', () => {
    const a = initProject({ dir: mkdtempSync(join(tmpdir(), 'wm-init-')) })
    const b = initProject({ dir: mkdtempSync(join(tmpdir(), 'wm-init-')) })
    expect(readFileSync(a.keyFile, 'utf8')).not.toBe(readFileSync(b.keyFile, 'utf8'))
  })

  it('refuses to overwrite anything, and writes nothing then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-init-'))
    writeFileSync(join(dir, 'keys.json'), 'precious')
    expect(() => initProject({ dir })).toThrow(/init: .*keys\.json already exists; move them away/)
    expect(readFileSync(join(dir, 'keys.json'), 'utf8')).toBe('precious')
    expect(existsSync(join(dir, 'wallet-modal.config.json'))).toBe(false)
    expect(existsSync(join(dir, 'data'))).toBe(false)
  })
})
