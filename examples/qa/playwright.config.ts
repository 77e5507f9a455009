import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import type { WalletModalTestOptions, WalletModalWorkerOptions } from 'wallet-modal/testing'

// The shop runs on this port; the local stack on these (the page's config.js names them, see serve.mjs).
const SHOP_URL = 'http://127.0.0.1:24321'
const PORTS = { anvilA: 24545, anvilB: 24546, solana: 24899, walletConnectRelay: 24950, siwx: 24700 }

export default defineConfig<WalletModalTestOptions, WalletModalWorkerOptions>({
  testDir: 'tests',
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: SHOP_URL,
    // One local stack per worker: two anvils, the Solana RPC, the WalletConnect relay, and a SIWX
    // back end that accepts sign-ins for the shop's origin.
    localStackOptions: { ports: PORTS, siwx: { origin: SHOP_URL } },
    launchOptions: {
      // CHROMIUM_PATH if set; else Debian's chromium package where it is installed; else Playwright's
      // own browser (npx playwright install chromium).
      executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: SHOP_URL,
    reuseExistingServer: false,
    env: {
      SHOP_PORT: '24321',
      EVM_RPC_URL: `http://127.0.0.1:${PORTS.anvilA}`,
      SOLANA_RPC_URL: `http://127.0.0.1:${PORTS.solana}`,
      SIWX_SERVER_URL: `http://127.0.0.1:${PORTS.siwx}/api/siwx`,
    },
  },
})
