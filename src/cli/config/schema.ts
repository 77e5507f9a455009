/**
 * The schema of `wallet-modal.config.json` (valibot): every service's options that a file may
 * hold. Secrets never live here: they come from the environment or files (see `secrets.ts`), so
 * the file can be committed and shown. Unknown keys are refused, so a typo fails at start, naming
 * the field, instead of being silently ignored.
 */
import * as v from 'valibot'

const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1))
const port = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(65_535))
const ms = v.pipe(v.number(), v.minValue(1))
/** An origin exactly as `URL.origin` spells it: scheme, host and port, no path, no trailing slash. */
const origin = v.pipe(
  v.string(),
  v.check(
    (value) => URL.canParse(value) && new URL(value).origin === value && /^https?:/.test(value),
    'Expected an http(s) origin such as "https://app.example.com" (no path, no trailing slash)',
  ),
)
const httpUrl = v.pipe(
  v.string(),
  v.check((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'Expected an http(s) URL'),
)
const caipNetworkId = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id such as "eip155:1"'),
)
const rateLimitRule = v.strictObject({ limit: positiveInteger, windowMs: ms })
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x address'))

const siwxSection = v.strictObject({
  enabled: v.optional(v.boolean(), true),
  /** The app's URL whose origin messages must name; default the first allowed site. */
  uri: v.optional(httpUrl),
  /** The RFC 3986 authority messages must name; default the host of `uri`. */
  domain: v.optional(v.pipe(v.string(), v.minLength(1))),
  allowedNetworks: v.optional(v.array(caipNetworkId)),
  rpcUrls: v.optional(v.record(caipNetworkId, httpUrl)),
  nonceTtlMs: v.optional(ms),
  sessionTtlMs: v.optional(ms),
  maxSessionTtlMs: v.optional(ms),
  issuedAtToleranceMs: v.optional(ms),
  maxBodyBytes: v.optional(positiveInteger),
  maxMessageLength: v.optional(positiveInteger),
  rateLimits: v.optional(
    v.record(v.picklist(['noncePerIp', 'verifyPerIp', 'verifyPerAddress', 'sessionsPerIp']), rateLimitRule),
  ),
})

const authSection = v.strictObject({
  enabled: v.optional(v.boolean(), true),
  /** The code mails' From header. */
  mailFrom: v.optional(v.pipe(v.string(), v.minLength(3)), 'Wallet <wallet@example.com>'),
  /** Recovery modes a new wallet may use. */
  recoveryModes: v.optional(v.array(v.picklist(['operator', 'passphrase']))),
  /** The recovery mode the signer page offers. */
  signerRecoveryMode: v.optional(v.picklist(['operator', 'passphrase']), 'passphrase'),
  otpTtlMs: v.optional(ms),
  otpMaxAttempts: v.optional(positiveInteger),
  otpResendCooldownMs: v.optional(ms),
  otpSendsPerEmailPerHour: v.optional(positiveInteger),
  otpSendsPerEmailPerHourTotal: v.optional(positiveInteger),
  otpSendsPerIpPerHour: v.optional(positiveInteger),
  otpVerifiesPerIpPerHour: v.optional(positiveInteger),
  sessionIdleTtlMs: v.optional(ms),
  sessionAbsoluteTtlMs: v.optional(ms),
  maxBodyBytes: v.optional(positiveInteger),
  recoveryStepUpMs: v.optional(ms),
  shareReleasesPerUserPerHour: v.optional(positiveInteger),
  recoveryReleasesPerUserPerDay: v.optional(positiveInteger),
})

const namesSection = v.strictObject({
  enabled: v.optional(v.boolean(), true),
  /** Names are `label.<suffix>`: a domain the operator controls. */
  suffix: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'Expected lowercase labels separated by dots')),
    'names.example.com',
  ),
  legacySuffixes: v.optional(v.array(v.string())),
  /** The host[:port] registration messages must name (the modal signs the host of the names API it posts to); default the host of `publicUrl`. */
  domain: v.optional(v.pipe(v.string(), v.minLength(1))),
  evmRpcUrl: v.optional(httpUrl),
  gatewayTtlSeconds: v.optional(positiveInteger),
  maxBodyBytes: v.optional(positiveInteger),
  rateLimits: v.optional(
    v.record(v.picklist(['nonce', 'register', 'reads', 'gateway', 'registerPerAddress']), rateLimitRule),
  ),
})

const projectSection = v.strictObject({
  enabled: v.optional(v.boolean(), true),
  /** Projects created or replaced at start, by id (see `ProjectInput`; checked by the project service). */
  projects: v.optional(v.record(v.string(), v.record(v.string(), v.unknown())), {}),
  /** `<directory>/<wallet|asset|currency|token>/<id>.<ext>`; relative to the config file. */
  imagesDirectory: v.optional(v.string()),
  maxEventBytes: v.optional(positiveInteger),
  maxEventsPerProject: v.optional(positiveInteger),
  eventQuota: v.optional(rateLimitRule),
  rateLimits: v.optional(v.record(v.picklist(['config', 'events', 'images', 'operator']), rateLimitRule)),
})

const rampSection = v.strictObject({
  enabled: v.optional(v.boolean(), false),
  /** Where a checkout may send the buyer back; default the allowed sites. */
  allowedRedirectOrigins: v.optional(v.array(origin)),
  rateLimit: v.optional(rateLimitRule),
})

const convertChain = v.strictObject({
  chainId: positiveInteger,
  rpcUrl: httpUrl,
  router: address,
  weth: address,
  tokens: v.array(
    v.strictObject({
      address,
      symbol: v.string(),
      name: v.string(),
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
      logoURI: v.optional(httpUrl),
    }),
  ),
})

const convertSection = v.strictObject({
  enabled: v.optional(v.boolean(), false),
  chains: v.optional(v.array(convertChain), []),
  rateLimit: v.optional(rateLimitRule),
})

/** A whole number of wei in decimal (JSON numbers stop being exact at 2^53). */
const wei = v.pipe(v.string(), v.regex(/^(0|[1-9]\d{0,77})$/, 'Expected a whole number of wei in decimal, as a string'))
const paymasterPolicy = v.strictObject({
  /** CAIP-2 ids of the sponsored chains; each needs an entry in `paymaster.chains`. */
  chains: v.array(caipNetworkId),
  /** The EntryPoints sponsored; default EntryPoint v0.8. */
  entryPoints: v.optional(v.array(address)),
  /** Contract → '*' or its allowed functions (selectors '0xa9059cbb' or signatures 'transfer(address,uint256)'). */
  targets: v.record(address, v.union([v.literal('*'), v.array(v.string())])),
  /** Most wei of maximum cost sponsored per account per UTC day. */
  dailyGasCapWei: v.optional(wei),
  allowValue: v.optional(v.boolean()),
})

const paymasterSection = v.strictObject({
  enabled: v.optional(v.boolean(), false),
  /** The verifying paymaster contract on each sponsored chain, by CAIP-2 id. */
  chains: v.optional(v.record(caipNetworkId, v.strictObject({ paymaster: address })), {}),
  policy: v.optional(paymasterPolicy, { chains: [], targets: {} }),
  sponsor: v.optional(v.strictObject({ name: v.pipe(v.string(), v.minLength(1)), icon: v.optional(v.string()) })),
  paymasterVerificationGasLimit: v.optional(positiveInteger),
  validitySeconds: v.optional(positiveInteger),
  maxBodyBytes: v.optional(positiveInteger),
  rateLimit: v.optional(rateLimitRule),
})

const databaseSection = v.strictObject({
  /** The SQLite file when DATABASE_URL is not set; relative to `dataDir`. */
  sqliteFile: v.optional(v.string(), 'wallet-modal.sqlite'),
  /** PostgreSQL: connections per process. */
  poolSize: v.optional(positiveInteger, 10),
  /** PostgreSQL: longest wait for a connection before a request fails with 503. */
  connectTimeoutMs: v.optional(ms, 2_000),
  /** PostgreSQL: longest query before it fails (and its request with 503). */
  queryTimeoutMs: v.optional(ms, 5_000),
  /** PostgreSQL: how long `start` retries an unreachable database before it gives up. */
  startupTimeoutMs: v.optional(ms, 30_000),
})

const metricsSection = v.strictObject({
  /** Serve Prometheus metrics at all. */
  enabled: v.optional(v.boolean(), true),
  /**
   * The interface of the metrics listener, which serves /metrics only (never on the API port).
   * Default loopback: nothing outside this machine reads it unless you choose to (e.g. '0.0.0.0'
   * in a container, with METRICS_TOKEN set).
   */
  host: v.optional(v.string(), '127.0.0.1'),
  /** The metrics listener's port (9464, the usual Prometheus exporter port; 0: any free port). */
  port: v.optional(port, 9464),
})

/** The whole file. */
export const configSchema = v.strictObject({
  /** Host pages that embed the modal, as origins: CORS, the signer's frame-ancestors, the mails' sites. */
  allowedSites: v.pipe(
    v.array(origin),
    v.minLength(1, 'List at least one site (the origin of the page that embeds the modal)'),
  ),
  /** Where browsers reach the API port, e.g. 'https://api.example.com' (printed, and the names gateway's URL). */
  publicUrl: v.optional(origin, 'http://localhost:8787'),
  /** Where browsers reach the signer port, e.g. 'https://signer.example.com' (its own origin). */
  signerUrl: v.optional(origin, 'http://localhost:8788'),
  host: v.optional(v.string(), '0.0.0.0'),
  port: v.optional(port, 8787),
  signerPort: v.optional(port, 8788),
  /** Take the client IP from the last X-Forwarded-For entry (set it only behind a proxy you run). */
  trustProxy: v.optional(v.boolean(), false),
  /** Relative to the config file. */
  dataDir: v.optional(v.string(), 'data'),
  /** The auth server's key file (from `init`), relative to the config file. */
  keyFile: v.optional(v.string(), 'keys.json'),
  /** The built signer page (index.html, signer.js, ...); default the installed package's dist/signer. */
  signerDirectory: v.optional(v.string()),
  logLevel: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Longest wait for in-flight requests on SIGTERM before their connections are closed. */
  shutdownTimeoutMs: v.optional(ms, 10_000),
  database: v.optional(databaseSection, {}),
  metrics: v.optional(metricsSection, {}),
  siwx: v.optional(siwxSection, {}),
  auth: v.optional(authSection, {}),
  names: v.optional(namesSection, {}),
  project: v.optional(projectSection, {}),
  ramp: v.optional(rampSection, {}),
  convert: v.optional(convertSection, {}),
  paymaster: v.optional(paymasterSection, {}),
})

/** A checked config with its defaults filled in. */
export type ServerConfig = v.InferOutput<typeof configSchema>
/** What a file may hold. */
export type ServerConfigInput = v.InferInput<typeof configSchema>
