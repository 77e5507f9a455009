import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { strictContentSecurityPolicy } from './content-security-policy.js'
import { renderDemoConfigScript, type DemoConfig } from './demo-config-script.js'
import { demoNetworks, demoWalletConfig } from './networks.js'
import { DEMO_DEFAULT_PORTS, E2E_DEFAULT_PORTS, resolveStackConfig, WC_RELAY_URL_ENV } from './stack-config.js'

const networks = demoNetworks(resolveStackConfig({}).chains, { rpcUrl: 'http://127.0.0.1:18899' })

function renderedConfig(config: Partial<DemoConfig> = {}): DemoConfig {
  const window: { DEMO_CONFIG?: DemoConfig } = {}
  runInNewContext(renderDemoConfigScript({ networks, wallet: demoWalletConfig(networks), ...config }), { window })
  return window.DEMO_CONFIG!
}

describe('the WalletConnect relay in the local stack', () => {
  afterEach(() => {
    delete process.env[WC_RELAY_URL_ENV]
  })

  it('takes WC_RELAY_PORT, 18950 for the demo and 19050 for Playwright', () => {
    expect(resolveStackConfig({}, DEMO_DEFAULT_PORTS).walletConnect).toEqual({
      relayUrl: 'ws://127.0.0.1:18950',
      projectId: 'wallet-modal-demo',
    })
    expect(resolveStackConfig({}, E2E_DEFAULT_PORTS).wcRelayPort).toBe(19050)
    expect(resolveStackConfig({ WC_RELAY_PORT: '20001' }).walletConnect.relayUrl).toBe('ws://127.0.0.1:20001')
    expect(() => resolveStackConfig({ WC_RELAY_PORT: 'x' })).toThrow(
      'WC_RELAY_PORT must be a port number (1-65535), got "x"',
    )
  })

  it('puts DEMO_CONFIG.walletConnect and the relay origin in connect-src once the stack runs a relay', () => {
    expect(renderedConfig().walletConnect).toBeUndefined()
    expect(strictContentSecurityPolicy(['http://127.0.0.1:18545'])).not.toContain('18950')

    process.env[WC_RELAY_URL_ENV] = 'ws://127.0.0.1:18950'
    expect(renderedConfig().walletConnect).toEqual({ relayUrl: 'ws://127.0.0.1:18950', projectId: 'wallet-modal-demo' })
    expect(strictContentSecurityPolicy(['http://127.0.0.1:18545'])).toContain(
      "connect-src 'self' http://127.0.0.1:18545 ws://127.0.0.1:18546 ws://127.0.0.1:18950;",
    )
  })

  it('prefers an explicit config over the environment', () => {
    process.env[WC_RELAY_URL_ENV] = 'ws://127.0.0.1:18950'
    const walletConnect = { relayUrl: 'ws://127.0.0.1:1', projectId: 'p' }
    expect(renderedConfig({ walletConnect }).walletConnect).toEqual(walletConnect)
    expect(strictContentSecurityPolicy([], ['ws://127.0.0.1:1'])).toContain("connect-src 'self' ws://127.0.0.1:1;")
  })
})
