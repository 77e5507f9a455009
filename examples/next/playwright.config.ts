import { defineConfig } from '@playwright/test'
import type { WalletModalTestOptions, WalletModalWorkerOptions } from 'wallet-modal/testing'
import { APP_PORT, PORTS } from './ports.mjs'

const APP_URL = `http://127.0.0.1:${APP_PORT}`

export default defineConfig<WalletModalTestOptions, WalletModalWorkerOptions>({
  testDir: 'tests',
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL: APP_URL,
    // The local stack: anvil A serves the app's one network; no Solana, Bitcoin, relay or SIWX back end.
    localStackOptions: { ports: PORTS, solana: false, walletConnect: false, bitcoin: false },
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
    // The production server of `next build`'s output (npm test builds first).
    command: `npx next start --hostname 127.0.0.1 --port ${APP_PORT}`,
    url: APP_URL,
    reuseExistingServer: false,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
})
