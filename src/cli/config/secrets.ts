import { readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'

/**
 * The secrets `start` reads, by environment variable. Each one may instead come from a file named
 * by `<NAME>_FILE` (Docker and Kubernetes secrets are mounted as files); never from the command
 * line (visible to every user in `ps`) and never from the config file (which may be committed).
 */
export const SECRET_VARIABLES = {
  /** `postgres://user:password@host:5432/db`: PostgreSQL instead of SQLite. */
  databaseUrl: 'DATABASE_URL',
  /** `smtp://user:password@mail.example.com:587` (STARTTLS) or `smtps://…:465`: the code mails. */
  smtpUrl: 'SMTP_URL',
  /** 0x + 64 hex: the names gateway's signing key (EIP-3668); without it, no gateway route. */
  namesGatewayPrivateKey: 'NAMES_GATEWAY_PRIVATE_KEY',
  /** The project service's operator token (32 random bytes or more); without it, no operator routes. */
  projectOperatorToken: 'PROJECT_OPERATOR_TOKEN',
  /** JSON `{ [providerId]: BrokerProvider }`: the on-ramp providers with their API secrets. */
  rampProviders: 'RAMP_PROVIDERS',
  /** A bearer token (32 random bytes or more) Prometheus must send to the metrics listener; without it, no credential is asked. */
  metricsToken: 'METRICS_TOKEN',
  /** 0x + 64 hex: the paymaster service's verifying signer (the contract's `verifyingSigner`). */
  paymasterSignerKey: 'PAYMASTER_SIGNER_KEY',
} as const

export type SecretName = keyof typeof SECRET_VARIABLES
export type Secrets = Partial<Record<SecretName, string>>

/** Where a secret would wrongly sit in the config file, and the variable it belongs in. */
export const SECRET_FIELDS: Record<string, SecretName> = {
  'database.url': 'databaseUrl',
  'auth.smtpUrl': 'smtpUrl',
  'names.gatewayPrivateKey': 'namesGatewayPrivateKey',
  'project.operatorToken': 'projectOperatorToken',
  'ramp.providers': 'rampProviders',
  'metrics.token': 'metricsToken',
  'paymaster.signerKey': 'paymasterSignerKey',
}

/**
 * Reads every secret from `env`: `<NAME>` or the file `<NAME>_FILE` names (relative to `baseDir`;
 * one trailing newline dropped). An empty value counts as unset.
 * @throws Error 'config: set <NAME> or <NAME>_FILE, not both'
 * @throws Error 'config: <NAME>_FILE: cannot read <path> (<code>)'
 */
export function readSecrets(env: Record<string, string | undefined>, baseDir: string): Secrets {
  const secrets: Secrets = {}
  for (const [key, name] of Object.entries(SECRET_VARIABLES) as [SecretName, string][]) {
    const direct = env[name]
    const file = env[`${name}_FILE`]
    if (direct && file) throw new Error(`config: set ${name} or ${name}_FILE, not both`)
    if (file) {
      const path = isAbsolute(file) ? file : resolve(baseDir, file)
      try {
        secrets[key] = readFileSync(path, 'utf8').replace(/\r?\n$/, '')
      } catch (error) {
        throw new Error(
          `config: ${name}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        )
      }
    } else if (direct) secrets[key] = direct
  }
  return secrets
}
