/**
 * Bundles the in-page test wallets to self-contained browser scripts: the ones `wallet-modal/testing`
 * injects (and the demo page loads), in dist/testing/wallets/: `evm-wallet.js`, an IIFE with viem
 * inside, `solana-wallet.js`, an IIFE with @solana/web3.js inside, `bitcoin-wallet.js`, the Demo
 * Bitcoin Wallet with @scure/btc-signer inside; and the demo's own
 * `demo/build/wc-demo-wallet.js`, the WalletKit wallet of /wc-wallet.html.
 * Run: `tsx demo/build-wallets.ts` (part of `npm run build`, after tsup).
 */
import { build } from 'esbuild'
import { statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Entry points, the script each becomes, files esbuild injects and packages it replaces (`alias`,
 * package name → file), all relative to the repository root. The Solana bundle injects the
 * `buffer` package as `Buffer`: borsh (inside web3.js 1.x) uses Node's global, which browsers lack.
 * The WalletConnect wallet replaces `@walletconnect/pay` (payment links, a cloud API) with a stub.
 */
export const WALLET_BUNDLES: readonly {
  entry: string
  outfile: string
  inject?: readonly string[]
  alias?: Readonly<Record<string, string>>
}[] = [
  { entry: 'src/testing/wallets/evm/install.ts', outfile: 'dist/testing/wallets/evm-wallet.js' },
  {
    entry: 'src/testing/wallets/solana/install.ts',
    outfile: 'dist/testing/wallets/solana-wallet.js',
    inject: ['src/testing/wallets/solana/bufferShim.ts'],
  },
  { entry: 'src/testing/wallets/bitcoin/install.ts', outfile: 'dist/testing/wallets/bitcoin-wallet.js' },
  {
    entry: 'demo/wallets/wc-demo-wallet-page.ts',
    outfile: 'demo/build/wc-demo-wallet.js',
    alias: { '@walletconnect/pay': 'demo/wallets/wc-demo-wallet-no-pay.ts' },
  },
]

/** Builds every wallet bundle (minified IIFE, platform browser, linked source map); returns the files written. */
export async function buildWallets(): Promise<string[]> {
  const written: string[] = []
  for (const bundle of WALLET_BUNDLES) {
    const outfile = join(rootDir, bundle.outfile)
    await build({
      entryPoints: [join(rootDir, bundle.entry)],
      inject: (bundle.inject ?? []).map((file) => join(rootDir, file)),
      alias: Object.fromEntries(Object.entries(bundle.alias ?? {}).map(([name, file]) => [name, join(rootDir, file)])),
      outfile,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
    })
    written.push(outfile)
  }
  return written
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of await buildWallets()) {
    console.log(`built ${relative(process.cwd(), file)} (${(statSync(file).size / 1024).toFixed(1)} KiB)`)
  }
}
