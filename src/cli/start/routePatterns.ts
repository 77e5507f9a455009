/**
 * Route patterns for logs and metrics: a request's path mapped to the route that answered it,
 * with parameters as `:name`, so neither carries an address, a name or a token, and a metric's
 * label values stay few. Paths no service knows are `<mount>/*` or `other`.
 */
const SERVICE_ROUTES: Record<string, string[]> = {
  '/api/siwx': ['/nonce', '/verify', '/sessions'],
  '/api/auth': [
    '/otp/start',
    '/otp/verify',
    '/session',
    '/wallet',
    '/wallet/shares/auth',
    '/wallet/shares/recovery',
    '/wallet/shares/device-auth',
    '/email/change',
    '/email/change/confirm-old',
    '/email/change/resend',
    '/email/change/confirm-new',
    '/social/start',
    '/social/poll',
    '/social/collect',
    '/social/launch/:requestId',
    '/social/callback/:provider',
  ],
  '/api/names': [
    '/nonce',
    '/register',
    '/suggestions/:query',
    '/lookup/:name',
    '/reverse/:address',
    '/gateway',
    '/gateway/:sender/:data',
  ],
  '/api/project': [
    '/appkit/v1/config',
    '/projects/v1/origins',
    '/getAnalyticsConfig',
    '/e',
    '/admin/projects/:projectId',
    '/getWalletImage/:id',
    '/public/getAssetImage/:id',
    '/public/getCurrencyImage/:id',
    '/public/getTokenImage/:id',
  ],
  '/api/ramp': ['/ramp/:provider/checkout'],
  '/api/convert': [
    '/swap/v6.0/:chainId/quote',
    '/swap/v6.0/:chainId/swap',
    '/swap/v6.0/:chainId/tokens',
    '/swap/v6.0/:chainId/approve/spender',
    '/swap/v6.0/:chainId/approve/allowance',
    '/swap/v6.0/:chainId/approve/transaction',
  ],
  // One JSON-RPC endpoint at the mount itself.
  '/api/paymaster': [''],
}

const OWN_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])
const SIGNER_FILES = new Set([
  '/',
  '/index.html',
  '/signer.js',
  '/signer.css',
  '/passphrase-strength.js',
  '/signer-config.json',
])

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/')
  const have = path.split('/')
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
}

/** The route pattern of `pathname` (query excluded), e.g. '/api/names/lookup/alice.x' → '/api/names/lookup/:name'. */
export function routePattern(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (OWN_ROUTES.has(path)) return path
  for (const [mount, routes] of Object.entries(SERVICE_ROUTES)) {
    if (path !== mount && !path.startsWith(`${mount}/`)) continue
    const rest = path.slice(mount.length)
    const route = routes.find((pattern) => matches(pattern, rest))
    return route !== undefined ? `${mount}${route}` : `${mount}/*`
  }
  if (SIGNER_FILES.has(path)) return path
  return 'other'
}
