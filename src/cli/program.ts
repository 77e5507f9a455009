/**
 * `wallet-modal-server`: every wallet-modal service in one process (twelve-factor: config from one
 * file and the environment, secrets from the environment or files, JSON logs on stdout, SIGTERM drains).
 *   wallet-modal-server init [--dir .] [--site https://app.example.com]
 *   wallet-modal-server start [--config wallet-modal.config.json]
 * Built on commander: the most used Node CLI library, no dependencies, typed, with generated help;
 * version 14 (version 15 needs Node 22, this package supports Node 20.19).
 */
import { Command } from 'commander'
import { pino } from 'pino'
import { SDK_VERSION } from '../core/constants.js'
import { loadConfig } from './config/loadConfig.js'
import { initNextSteps, initProject } from './init.js'
import { type RunningServer, startServer } from './start/startServer.js'

/** The logger: JSON lines on stdout; known secret-bearing keys are censored should one ever be logged. */
function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'wallet-modal-server', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['*.authorization', '*.password', '*.token', '*.email', '*.code', '*.otp', '*.smtpUrl', '*.databaseUrl'],
      censor: '[redacted]',
    },
  })
}

async function start(configFile: string): Promise<void> {
  let loaded: ReturnType<typeof loadConfig>
  try {
    loaded = loadConfig(configFile, process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const logger = createLogger(loaded.config.logLevel)
  let exiting = false
  let running: RunningServer | undefined
  const starting = startServer(loaded, logger)
  const shutdown = async (signal: string) => {
    if (exiting) {
      logger.warn({ signal }, 'second signal: exiting now')
      process.exit(1)
    }
    exiting = true
    logger.info({ signal }, 'shutting down: draining in-flight requests')
    const hard = setTimeout(() => {
      logger.error('shutdown took too long: exiting')
      process.exit(1)
    }, loaded.config.shutdownTimeoutMs + 5_000)
    hard.unref()
    const server = running ?? (await starting.catch(() => undefined))
    await server?.stop()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  try {
    running = await starting
  } catch (error) {
    logger.fatal({ reason: (error as Error).message }, 'could not start')
    console.error(`wallet-modal-server: ${(error as Error).message}`)
    process.exit(1)
  }
  logger.info(
    {
      api: running.apiUrl,
      signer: running.signerUrl,
      port: Number(new URL(running.apiUrl).port),
      signerPort: Number(new URL(running.signerUrl).port),
      metrics: running.metricsUrl,
      database: running.database,
      services: running.services,
      config: loaded.file,
    },
    'listening',
  )
}

/** The command line program (exported for tests). */
export function program(): Command {
  const cli = new Command('wallet-modal-server')
    .description(
      'Self-host the wallet-modal services: SIWX, email login, names, project, on-ramp broker, convert, paymaster',
    )
    .version(SDK_VERSION)
  cli
    .command('init')
    .description('write wallet-modal.config.json, a fresh keys.json (mode 0600) and data/; never overwrites')
    .option('--dir <dir>', 'the folder to write into', '.')
    .option('--site <origin>', 'the origin of the page that embeds the modal', 'http://localhost:5173')
    .option('--public-url <url>', 'where browsers reach the API port', 'http://localhost:8787')
    .option('--signer-url <url>', 'where browsers reach the signer page (its own origin)', 'http://localhost:8788')
    .action((options: { dir: string; site: string; publicUrl: string; signerUrl: string }) => {
      try {
        const result = initProject(options)
        for (const line of initNextSteps(result)) console.log(line)
      } catch (error) {
        console.error((error as Error).message)
        process.exitCode = 1
      }
    })
  cli
    .command('start')
    .description(
      'serve every enabled service (API on PORT, default 8787; signer page on SIGNER_PORT, default 8788). ' +
        'Secrets only from the environment: DATABASE_URL, SMTP_URL, NAMES_GATEWAY_PRIVATE_KEY, PROJECT_OPERATOR_TOKEN, RAMP_PROVIDERS, METRICS_TOKEN, PAYMASTER_SIGNER_KEY (or <NAME>_FILE); /metrics on metrics.host:metrics.port, default 127.0.0.1:9464',
    )
    .option('--config <file>', 'the config file', process.env.WALLET_MODAL_CONFIG ?? 'wallet-modal.config.json')
    .action((options: { config: string }) => start(options.config))
  return cli
}
