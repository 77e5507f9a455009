import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as server from './index.js'

describe('wallet-modal/server entry', () => {
  it('exports the server API', () => {
    expect(Object.keys(server).sort()).toEqual([
      'CONVERT_DEADLINE_SECONDS',
      'CONVERT_ERRORS',
      'CONVERT_GAS_ESTIMATES',
      'DEFAULT_ISSUED_AT_TOLERANCE_MS',
      'DEFAULT_MAX_BODY_BYTES',
      'DEFAULT_MAX_MESSAGE_LENGTH',
      'DEFAULT_MAX_SESSION_TTL_MS',
      'DEFAULT_NAME_RATE_LIMITS',
      'DEFAULT_NONCE_TTL_MS',
      'DEFAULT_PAYMASTER_RATE_LIMIT',
      'DEFAULT_PAYMASTER_VERIFICATION_GAS',
      'DEFAULT_PROJECT_RATE_LIMITS',
      'DEFAULT_RAMP_RATE_LIMIT',
      'DEFAULT_SESSION_TTL_MS',
      'DEFAULT_SIWX_RATE_LIMITS',
      'DEFAULT_SWEEP_INTERVAL_MS',
      'HTTP_ERRORS',
      'HttpProblem',
      'NAME_GATEWAY_ABI',
      'NAME_MESSAGE_TTL_MS',
      'NAME_NONCE_TTL_MS',
      'NAME_RULE',
      'NAME_SERVICE_ERRORS',
      'NATIVE_TOKEN_ADDRESS',
      'NONCE_LENGTH',
      'NameServiceError',
      'PAYMASTER_REFUSALS',
      'PAYMASTER_RPC_CODES',
      'PAYMASTER_RPC_ERRORS',
      'PROJECT_SERVER_ERRORS',
      'PaymasterRpcError',
      'ProjectServerError',
      'RAMP_BROKER_ERRORS',
      'SIWX_SERVER_ERRORS',
      'SOLANA_CLUSTER_REFERENCES',
      'STUB_PAYMASTER_SIGNATURE',
      'SWAP_SLIPPAGE_PERCENT',
      'SiwxServerError',
      'buildNameRegistrationMessage',
      'createConvertService',
      'createMemoryStorage',
      'createNameService',
      'createPaymasterServer',
      'createProjectServer',
      'createRampBroker',
      'createSiwxServer',
      'gatewaySignatureHash',
      'maxOperationCost',
      'minimumReceived',
      'parseNameRegistrationMessage',
      'parseSiwxMessage',
      'paymasterHash',
      'sniffImageType',
      'solanaNetworkId',
      'startSweeper',
    ])
  })

  it.each([
    [
      'index.ts',
      [
        '@noble/curves/ed25519',
        '@noble/curves/secp256k1',
        '@noble/hashes/legacy.js',
        '@noble/hashes/sha2.js',
        '@scure/base',
        '@scure/btc-signer',
        '@scure/btc-signer/utils.js',
        '@solana/wallet-standard-util',
        'hono',
        'hono/cors',
        'node:crypto',
        'node:fs/promises',
        'node:net',
        'node:path',
        'valibot',
        'viem',
        'viem/accounts',
        'viem/ens',
        'viem/siwe',
      ],
    ],
    ['sqlite.ts', ['better-sqlite3', 'node:fs']],
    ['postgres.ts', ['pg']],
  ])(
    '%s loads only its own packages (the database drivers stay optional peers), never React or browser modules',
    async (entry, expected) => {
      const result = await build({
        entryPoints: [fileURLToPath(new URL(`./${entry}`, import.meta.url))],
        bundle: true,
        write: false,
        metafile: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        logLevel: 'silent',
      })
      const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((i) => i.path))
      const packages = [...new Set(imports.filter((path) => !path.startsWith('.') && !path.startsWith('src/')))].sort()
      expect(packages).toEqual(expected)
      const files = Object.keys(result.metafile.inputs)
      expect(files.every((file) => file.startsWith('src/server/') || file.startsWith('src/core/'))).toBe(true)
    },
  )
})
