/**
 * Bundles the in-page test wallets to self-contained browser scripts in demo/build/:
 * `evm-demo-wallet.js`, an IIFE with viem inside, `solana-demo-wallet.js`, an IIFE with
 * @solana/web3.js inside, and `wc-demo-wallet.js`, the WalletKit wallet of /wc-wallet.html.
 * Run: `tsx demo/build-wallets.ts`.
 */
import { build } from 'esbuild'
import { statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const demoDir = dirname(fileURLToPath(import.meta.url))

/**
 * Entry points (demo/wallets/), the script each becomes (demo/build/), files esbuild injects and
 * packages it replaces (`alias`, package name → file in demo/). The Solana bundle injects the
 * `buffer` package as `Buffer`: borsh (inside web3.js 1.x) uses Node's global, which browsers lack.
 * The WalletConnect wallet replaces `@walletconnect/pay` (payment links, a cloud API) with a stub.
 */
export const WALLET_BUNDLES: readonly {
  entry: string
  outfile: string
  inject?: readonly string[]
  alias?: Readonly<Record<string, string>>
}[] = [
  { entry: 'wallets/evm-demo-wallet.ts', outfile: 'build/evm-demo-wallet.js' },
  {
    entry: 'wallets/solana-demo-wallet.ts',
    outfile: 'build/solana-demo-wallet.js',
    inject: ['wallets/solana-buffer-shim.ts'],
  },
  {
    entry: 'wallets/wc-demo-wallet-page.ts',
    outfile: 'build/wc-demo-wallet.js',
    alias: { '@walletconnect/pay': 'wallets/wc-demo-wallet-no-pay.ts' },
  },
]

/** Builds every wallet bundle (minified IIFE, platform browser, linked source map); returns the files written. */
export async function buildWallets(): Promise<string[]> {
  const written: string[] = []
  for (const bundle of WALLET_BUNDLES) {
    const outfile = join(demoDir, bundle.outfile)
    await build({
      entryPoints: [join(demoDir, bundle.entry)],
      inject: (bundle.inject ?? []).map((file) => join(demoDir, file)),
      alias: Object.fromEntries(Object.entries(bundle.alias ?? {}).map(([name, file]) => [name, join(demoDir, file)])),
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
