import { defineConfig } from '@playwright/test'
import type { WalletModalTestOptions, WalletModalWorkerOptions } from 'wallet-modal/testing'

const APP_PORT = Number(process.env.APP_PORT ?? 4331)
const APP_URL = `http://127.0.0.1:${APP_PORT}`
// The stack's ports: anvil A serves the app's one network; no Solana, relay or SIWX back end needed.
const PORTS = { anvilA: APP_PORT + 200, anvilB: APP_PORT + 201 }

export default defineConfig<WalletModalTestOptions, WalletModalWorkerOptions>({
  testDir: 'tests',
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: APP_URL,
    localStackOptions: { ports: PORTS, solana: false, walletConnect: false },
    launchOptions: {
      // CI here has Debian's Chromium, not Playwright's download: CHROMIUM_PATH points at it.
      executablePath: process.env.CHROMIUM_PATH || undefined,
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
    url: APP_URL,
    reuseExistingServer: false,
    env: { APP_PORT: String(APP_PORT), EVM_RPC_URL: `http://127.0.0.1:${PORTS.anvilA}` },
  },
})
