import { chromium, defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'
import { E2E_DEFAULT_PORTS, resolveStackConfig } from './demo/stack-config.js'
import { CHROMIUM_ARGS } from './demo/chromium-flags.js'

// Its own ports (14273 / 18645 / 18646 / 18999 / 19050 / 19060 / 19025 unless DEMO_PORT, ANVIL_A_PORT,
// ANVIL_B_PORT, SOLANA_PORT, WC_RELAY_PORT, SIGNER_PORT, SMTP_PORT say otherwise; the Solana WebSocket
// takes SOLANA_PORT + 1),
// so a running `npm run demo` never collides with a test run. e2e/fixtures.ts reads the same.
const stack = resolveStackConfig(process.env, E2E_DEFAULT_PORTS)

// CHROMIUM_PATH if set; else Playwright's own Chromium where it is installed; else Debian's /usr/bin/chromium.
const playwrightChromium = (() => {
  try {
    return chromium.executablePath()
  } catch {
    return ''
  }
})()
const executablePath =
  process.env.CHROMIUM_PATH ||
  (playwrightChromium && existsSync(playwrightChromium) ? undefined : existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  // No retries, in CI too: a retry turns a flake into a pass and hides it (issue 13).
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: stack.demoUrl,
    headless: true,
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'tsx demo/start.ts',
    url: stack.demoUrl,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    // SIGTERM lets demo/start.ts stop its anvils itself; Playwright SIGKILLs the group after 5 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      SIWX_DB: ':memory:',
      DEMO_PORT: String(stack.demoPort),
      ANVIL_A_PORT: String(stack.anvilAPort),
      ANVIL_B_PORT: String(stack.anvilBPort),
      SOLANA_PORT: String(stack.solanaPort),
      WC_RELAY_PORT: String(stack.wcRelayPort),
      SIGNER_PORT: String(stack.signerPort),
      SMTP_PORT: String(stack.smtpPort),
      // The auth server's clock control (expiry journeys) and a per-IP code limit fit for a suite.
      DEMO_TEST_CONTROLS: '1',
    },
  },
})
