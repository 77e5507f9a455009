import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, resolve } from 'node:path'
import * as v from 'valibot'
import { configSchema, type ServerConfig } from './schema.js'
import { readSecrets, SECRET_FIELDS, SECRET_VARIABLES, type Secrets } from './secrets.js'

/** The prefix of an environment override: `WALLET_MODAL__SIWX__NONCE_TTL_MS=600000` sets `siwx.nonceTtlMs`. */
export const ENV_PREFIX = 'WALLET_MODAL__'

/** Plain variables for the options every platform sets (PaaS hosts set PORT). */
const SHORTHANDS: Record<string, string> = {
  PORT: 'port',
  SIGNER_PORT: 'signerPort',
  HOST: 'host',
  LOG_LEVEL: 'logLevel',
}

/** A loaded config: the checked options (paths made absolute), the secrets and where each came from. */
export interface LoadedConfig {
  config: ServerConfig
  secrets: Secrets
  /** The config file, absolute. */
  file: string
}

/** `NONCE_TTL_MS` → `nonceTtlMs`. */
export function envKeyToCamel(key: string): string {
  return key.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** A variable's value: JSON when it parses as JSON (numbers, booleans, arrays, objects), else the text itself. */
function envValue(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target
  for (const key of path.slice(0, -1)) {
    const next = node[key]
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[path.at(-1)!] = value
}

function hasPath(target: unknown, path: string[]): boolean {
  let node = target
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false
    node = (node as Record<string, unknown>)[key]
  }
  return true
}

/**
 * Applies the environment's overrides to a parsed file: `WALLET_MODAL__<SECTION>__<KEY>` (any
 * depth, `__` between levels, each level in SCREAMING_SNAKE_CASE) and the shorthands `PORT`,
 * `SIGNER_PORT`, `HOST`, `LOG_LEVEL`. Values are JSON-parsed when they parse (`8787`, `false`,
 * `["https://a.example"]`), else taken as text. Returns the merged object and, per dotted path,
 * the variable that set it (for error messages).
 */
export function applyEnvOverrides(
  raw: Record<string, unknown>,
  env: Record<string, string | undefined>,
): { merged: Record<string, unknown>; sources: Map<string, string> } {
  const merged = structuredClone(raw)
  const sources = new Map<string, string>()
  const entries = Object.entries(env).sort(([a], [b]) => (a < b ? -1 : 1))
  for (const [name, value] of entries) {
    if (value === undefined || value === '') continue
    let path: string[] | undefined
    if (name.startsWith(ENV_PREFIX)) path = name.slice(ENV_PREFIX.length).split('__').filter(Boolean).map(envKeyToCamel)
    else if (Object.hasOwn(SHORTHANDS, name)) path = [SHORTHANDS[name]!]
    if (!path?.length) continue
    setPath(merged, path, envValue(value))
    sources.set(path.join('.'), name)
  }
  return { merged, sources }
}

/**
 * Checks a merged config object against the schema.
 * @throws Error 'config: <field>: <problem> (from <file or VARIABLE>)', one line per problem
 */
export function parseConfig(merged: unknown, sources: Map<string, string>, fileLabel: string): ServerConfig {
  for (const [field, secret] of Object.entries(SECRET_FIELDS)) {
    if (hasPath(merged, field.split('.'))) {
      const name = SECRET_VARIABLES[secret]
      throw new Error(
        `config: ${field}: secrets never go in the config file; set ${name} or ${name}_FILE in the environment`,
      )
    }
  }
  const result = v.safeParse(configSchema, merged)
  if (result.success) return result.output
  const lines = result.issues.slice(0, 10).map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)'
    const source = [...sources].find(([key]) => path === key || path.startsWith(`${key}.`))?.[1] ?? fileLabel
    const unknown =
      issue.type === 'strict_object' ? `unknown option (expected one of the documented keys)` : issue.message
    return `config: ${path}: ${unknown} (from ${source})`
  })
  throw new Error(lines.join('\n'))
}

/**
 * Reads `file` (JSON), applies the environment's overrides, checks the result, reads the secrets
 * (see `readSecrets`) and makes the paths in it absolute (relative to the file's folder).
 * @throws Error 'config: cannot read <file> (ENOENT): run `wallet-modal-server init` first'
 * @throws Error 'config: <file> is not valid JSON: <reason>'
 * @throws Error 'config: <field>: <problem> (from <source>)' (see `parseConfig`)
 */
export function loadConfig(file: string, env: Record<string, string | undefined> = process.env): LoadedConfig {
  const absolute = resolve(file)
  let text: string
  try {
    text = readFileSync(absolute, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    throw new Error(`config: cannot read ${absolute} (${code}): run \`wallet-modal-server init\` first`)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new Error(`config: ${absolute} is not valid JSON: ${(error as Error).message}`)
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error(`config: ${absolute} must hold a JSON object`)
  const { merged, sources } = applyEnvOverrides(raw as Record<string, unknown>, env)
  const config = parseConfig(merged, sources, absolute)
  const baseDir = dirname(absolute)
  const at = (path: string) => (isAbsolute(path) ? path : resolve(baseDir, path))
  config.dataDir = at(config.dataDir)
  config.keyFile = at(config.keyFile)
  const sqlite = config.database.sqliteFile
  if (sqlite !== ':memory:') config.database.sqliteFile = isAbsolute(sqlite) ? sqlite : resolve(config.dataDir, sqlite)
  if (config.signerDirectory) config.signerDirectory = at(config.signerDirectory)
  if (config.project.imagesDirectory) config.project.imagesDirectory = at(config.project.imagesDirectory)
  return { config, secrets: readSecrets(env, baseDir), file: absolute }
}
