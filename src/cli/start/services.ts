import type { Hex } from 'viem'
import {
  type BrokerProvider,
  type ConvertServiceOptions,
  createConvertService,
  createNameService,
  createPaymasterServer,
  createProjectServer,
  createRampBroker,
  createSiwxServer,
  type ProjectInput,
  type ServerStorage,
  type SiwxServerOptions,
  type UnexpectedErrorHook,
} from '../../server/index.js'
import { type AuthKeys, type AuthMailer, createAuthServer, smtpMailer } from '../../server/auth.js'
import type { ServerConfig } from '../config/schema.js'
import type { Secrets } from '../config/secrets.js'

/** One mounted service: its path prefix and its Fetch handler. */
export interface MountedService {
  name: 'siwx' | 'auth' | 'names' | 'project' | 'ramp' | 'convert' | 'paymaster'
  mount: string
  handle(request: Request, info: { clientIp?: string }): Promise<Response>
  close?(): void
}

/** What the services need besides the config. */
export interface ServiceContext {
  storage: ServerStorage
  secrets: Secrets
  keys: AuthKeys | undefined
  /** The client IP behind a trusted proxy (`trustProxy`), else undefined (the socket's address is used). */
  clientIp: ((request: Request) => string | undefined) | undefined
  /** Counts each code mail handed to SMTP. */
  onMailSent: () => void
  /** Logs each error a service answers with its bare 500 (every service gets the same hook). */
  onUnexpectedError: UnexpectedErrorHook
}

/** `{ a: 1, enabled: true }` → `{ a: 1 }`; drops undefined values too. */
function options<T extends Record<string, unknown>>(section: T, drop: string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(section).filter(([key, value]) => key !== 'enabled' && !drop.includes(key) && value !== undefined),
  )
}

/**
 * Creates every enabled service over one storage, as `demo/` wires them, mounted under `/api/<name>`:
 * SIWX, the auth server (also served on the signer's origin), names, project, ramp broker, convert,
 * paymaster.
 * @throws Error 'config: <what> is required ...' for a service that cannot run without a secret
 * @throws the factories' own option errors ('SIWX server: ...', 'names: ...', ...)
 */
export function createServices(config: ServerConfig, context: ServiceContext): MountedService[] {
  const { storage, secrets, clientIp } = context
  const site = config.allowedSites[0]!
  /** What every service gets: the proxy's client IP (when trusted) and the one unexpected-error log. */
  const shared = { ...(clientIp ? { clientIp } : {}), onUnexpectedError: context.onUnexpectedError }
  const services: MountedService[] = []

  if (config.siwx.enabled) {
    const siwxOptions = options(config.siwx, ['uri', 'domain']) as Partial<SiwxServerOptions>
    const uri = config.siwx.uri ?? site
    const siwx = createSiwxServer({
      ...siwxOptions,
      uri,
      domain: config.siwx.domain ?? new URL(uri).host,
      allowedOrigins: config.allowedSites,
      storage,
      ...shared,
    })
    services.push({ name: 'siwx', mount: '/api/siwx', handle: siwx.handle, close: siwx.close })
  }

  if (config.auth.enabled) {
    if (!secrets.smtpUrl)
      throw new Error('config: SMTP_URL (or SMTP_URL_FILE) is required while auth.enabled is true (the login codes)')
    if (!context.keys) throw new Error('config: the key file is required while auth.enabled is true')
    const smtp = smtpMailer({ url: secrets.smtpUrl, from: config.auth.mailFrom })
    const mailer: AuthMailer = {
      async send(mail) {
        await smtp.send(mail)
        context.onMailSent()
      },
    }
    const auth = createAuthServer({
      ...options(config.auth, ['mailFrom', 'signerRecoveryMode']),
      keys: context.keys,
      mailer,
      allowedSites: config.allowedSites,
      storage,
      basePath: '/api/auth',
      publicUrl: `${config.signerUrl}/api/auth`,
      ...shared,
    })
    services.push({ name: 'auth', mount: '/api/auth', handle: auth.handle, close: auth.close })
  }

  if (config.names.enabled) {
    const names = createNameService({
      ...options(config.names, ['domain']),
      suffix: config.names.suffix,
      domain: config.names.domain ?? new URL(config.publicUrl).host,
      storage,
      allowedOrigins: config.allowedSites,
      mountPath: '/api/names',
      ...(secrets.namesGatewayPrivateKey ? { gatewayPrivateKey: secrets.namesGatewayPrivateKey as Hex } : {}),
      ...shared,
    })
    services.push({ name: 'names', mount: '/api/names', handle: names.handle })
  }

  if (config.project.enabled) {
    const project = createProjectServer({
      ...options(config.project, ['imagesDirectory', 'projects']),
      projects: config.project.projects as Record<string, ProjectInput>,
      storage,
      mountPath: '/api/project',
      ...(config.project.imagesDirectory ? { images: { directory: config.project.imagesDirectory } } : {}),
      ...(secrets.projectOperatorToken ? { operatorToken: secrets.projectOperatorToken } : {}),
      ...shared,
    })
    services.push({ name: 'project', mount: '/api/project', handle: project.handle })
  }

  if (config.ramp.enabled) {
    if (!secrets.rampProviders)
      throw new Error('config: RAMP_PROVIDERS (or RAMP_PROVIDERS_FILE) is required while ramp.enabled is true')
    let providers: Record<string, BrokerProvider>
    try {
      providers = JSON.parse(secrets.rampProviders) as Record<string, BrokerProvider>
    } catch {
      throw new Error('config: RAMP_PROVIDERS must be a JSON object of providers by id')
    }
    const ramp = createRampBroker({
      providers,
      allowedOrigins: config.allowedSites,
      ...(config.ramp.allowedRedirectOrigins ? { allowedRedirectOrigins: config.ramp.allowedRedirectOrigins } : {}),
      ...(config.ramp.rateLimit ? { rateLimit: config.ramp.rateLimit } : {}),
      rateLimits: storage.rateLimits,
      mountPath: '/api/ramp',
      ...shared,
    })
    services.push({ name: 'ramp', mount: '/api/ramp', handle: ramp.handle })
  }

  if (config.convert.enabled) {
    const convert = createConvertService({
      chains: config.convert.chains as ConvertServiceOptions['chains'],
      ...(config.convert.rateLimit ? { rateLimit: config.convert.rateLimit } : {}),
      storage,
      mountPath: '/api/convert',
      ...shared,
    })
    services.push({ name: 'convert', mount: '/api/convert', handle: convert.handle })
  }

  if (config.paymaster.enabled) {
    if (!secrets.paymasterSignerKey)
      throw new Error(
        'config: PAYMASTER_SIGNER_KEY (or PAYMASTER_SIGNER_KEY_FILE) is required while paymaster.enabled is true',
      )
    const { policy, chains, sponsor, paymasterVerificationGasLimit, validitySeconds, maxBodyBytes, rateLimit } =
      config.paymaster
    const paymaster = createPaymasterServer({
      storage,
      signer: secrets.paymasterSignerKey as Hex,
      chains: chains as Record<string, { paymaster: Hex }>,
      policy: {
        ...policy,
        dailyGasCapWei: policy.dailyGasCapWei === undefined ? undefined : BigInt(policy.dailyGasCapWei),
      },
      ...(sponsor ? { sponsor } : {}),
      ...(paymasterVerificationGasLimit
        ? { paymasterVerificationGasLimit: BigInt(paymasterVerificationGasLimit) }
        : {}),
      ...(validitySeconds ? { validitySeconds } : {}),
      ...(maxBodyBytes ? { maxBodyBytes } : {}),
      ...(rateLimit ? { rateLimit } : {}),
      mountPath: '/api/paymaster',
      ...shared,
    })
    services.push({ name: 'paymaster', mount: '/api/paymaster', handle: paymaster.handle })
  }
  return services
}
