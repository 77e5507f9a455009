import type { Page } from '@playwright/test'
import { WebSocket } from 'ws'
import { startWcRelay, type RunningWcRelay } from '../src/testing/stack/walletConnectRelay/index.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../src/testing/wallets/evm/anvilDevKeys.js'
import {
  createTestWcWallet,
  type TestWcNamespaces,
  type TestWcWallet,
} from '../src/testing/walletConnect/walletConnectWallet.js'
import { DEV_ACCOUNTS, expect, STACK, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

// A WalletConnect session is accepted as the Sign namespaces spec allows, and
// lives as a real wallet's does (deleted by the wallet, moved to another chain, extended, expired,
// carried over a relay restart), with the repo's WalletKit wallet on a local relay.

const chains = STACK.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl }))
/** Accounts a wallet approves on chains the demo does not configure (MetaMask Mobile, Trust and Rainbow approve their supported chains). */
const [, , , , , , , X1, X137, X8453] = DEV_ACCOUNTS as string[]
const DAY = 24 * 60 * 60_000

let pageErrors: string[]

test.beforeEach(async ({ page }) => {
  pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

test.afterEach(() => {
  expect(pageErrors).toEqual([])
})

/** The defaults plus accounts on chains 1, 137 and 8453 (`sameAddress`: the wallet's own address on them; else other addresses). */
const withExtraChains =
  ({ sameAddress = false } = {}) =>
  (d: TestWcNamespaces): TestWcNamespaces => {
    const own = d.eip155!.accounts[0]!.split(':')[2]!
    const extra = [
      `eip155:1:${sameAddress ? own : X1}`,
      `eip155:137:${sameAddress ? own : X137}`,
      `eip155:8453:${sameAddress ? own : X8453}`,
    ]
    return {
      ...d,
      eip155: {
        ...d.eip155!,
        chains: [...d.eip155!.chains, 'eip155:1', 'eip155:137', 'eip155:8453'],
        accounts: [...d.eip155!.accounts, ...extra],
      },
    }
  }

/** Opens WalletConnect's QR view and pairs `wallet` with its URI; resolves once the modal is connected. */
async function pairWallet(modal: ModalPage, wallet: TestWcWallet, path = '/'): Promise<void> {
  await modal.goto(path)
  await modal.call('open')
  await modal.wallet(/WalletConnect/).click()
  const uri = await modal.dialog.getByRole('img', { name: /QR code/ }).getAttribute('data-uri')
  await wallet.pair(uri!)
  try {
    await expect.poll(async () => (await modal.getState()).status, { timeout: 15_000 }).toBe('connected')
  } catch (error) {
    // Say what the modal showed (a refusal names its reason).
    throw new Error(
      `pairWallet: not connected. The modal showed: ${await modal.dialog.innerText().catch(() => '(no dialog)')}\n${String(error)}`,
    )
  }
}

/** An EIP-1193 request through the modal's EVM provider, as a host makes it: `{ result }` or `{ error: { code, message } }`. */
function providerRequest(
  page: Page,
  method: string,
  params: unknown[],
): Promise<{ result?: unknown; error?: { code?: number; message: string } }> {
  return page.evaluate(
    async ([m, p]) => {
      const el = document.querySelector('wallet-modal') as unknown as {
        getProvider(ns: string): Promise<{ request(a: unknown): Promise<unknown> }>
      }
      const provider = await el.getProvider('eip155')
      try {
        return { result: await provider.request({ method: m, params: p }) }
      } catch (error) {
        return { error: { code: (error as { code?: number }).code, message: (error as Error).message } }
      }
    },
    [method, params] as const,
  )
}

test.describe('WalletConnect sessions as the Sign spec allows them', () => {
  let wallet: TestWcWallet
  test.beforeEach(async () => {
    wallet = await createTestWcWallet({
      relayUrl: STACK.walletConnect.relayUrl,
      privateKey: ANVIL_DEV_PRIVATE_KEYS[5]!,
      chains,
    })
  })
  test.afterEach(async () => {
    await wallet.close()
  })

  test('(a) a wallet approving accounts on chains the app did not ask for connects, and only the local account is shown or signed for', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    wallet.approveWith(withExtraChains())
    await pairWallet(modal, wallet)
    const state = await modal.getState()
    expect(state.caipAddress).toBe(`eip155:31337:${wallet.address}`)
    expect(wallet.sessions()).toBe(1)
    expect(await providerRequest(page, 'eth_accounts', [])).toEqual({ result: [wallet.address] })

    // Never shown: not in the public state, not in the modal's DOM (the Account view open).
    await modal.call('open')
    await modal.expectView(/./)
    const shown = (await modal.element.evaluate((host) => host.shadowRoot!.innerHTML)).toLowerCase()
    const everywhere = JSON.stringify(await modal.getState()).toLowerCase() + shown
    for (const other of [X1, X137, X8453]) {
      expect(everywhere).not.toContain(other!.toLowerCase())
      expect(everywhere).not.toContain(other!.slice(0, 6).toLowerCase())
    }
    await modal.call('close')

    // Never signed for: a request naming an ignored account never reaches the wallet.
    const refused = await providerRequest(page, 'personal_sign', ['0x68656c6c6f', X1])
    expect(refused.error?.code).toBe(4100)
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toEqual([])
    // The local account signs.
    const signed = await providerRequest(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
    expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.requests.map((r) => r.chainId)).toEqual(['eip155:31337'])
  })

  test('(b) the wallet deleting the session disconnects the modal and fires wallet-modal:disconnect', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await pairWallet(modal, wallet)
    await wallet.disconnect()
    await expect.poll(async () => (await modal.getState()).status, { timeout: 15_000 }).toBe('disconnected')
    await expect.poll(() => modal.events()).toContain('wallet-modal:disconnect - eip155:31337')
    expect((await modal.getState()).caipAddress).toBeUndefined()
    // Gone for good: a reload does not bring it back. The host's setOptions marks a stored connection
    // 'connecting' in the same task that makes the element ready, so from here the status can only
    // settle: 'disconnected' once the restore finds no session (a fixed wait failed on a busy machine).
    await page.reload()
    await modal.waitReady()
    await expect.poll(async () => (await modal.getState()).status, { timeout: 15_000 }).toBe('disconnected')
  })

  test('(c) the wallet moving to a chain the host did not configure shows UnsupportedChain; switching back recovers', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    wallet.approveWith(withExtraChains({ sameAddress: true }))
    await pairWallet(modal, wallet)
    await wallet.emit('chainChanged', 1, 'eip155:1')
    await modal.expectView('Unsupported network')
    expect((await modal.getState()).caipNetworkId).toBe('eip155:1')
    // Nothing is signed on the unconfigured chain.
    const refused = await providerRequest(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
    expect(refused.error?.code).toBe(4901)
    expect(wallet.requests).toEqual([])

    await modal.dialog.getByRole('button', { name: 'Switch to Anvil A' }).click()
    await expect(modal.dialog).toBeHidden()
    const state = await modal.getState()
    expect(state.caipNetworkId).toBe('eip155:31337')
    expect(state.caipAddress).toBe(`eip155:31337:${wallet.address}`)
    expect((await providerRequest(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).result).toMatch(/^0x/)
    expect(wallet.requests.map((r) => r.chainId)).toEqual(['eip155:31337'])
  })

  test('(d) a session in use is extended before it expires; an expired one disconnects cleanly on reload', async ({
    page,
  }) => {
    const start = Date.now()
    await page.clock.install({ time: start })
    const modal = new ModalPage(page)
    await pairWallet(modal, wallet)

    // Six days later (a session lives 7): the host signs, and the session is extended.
    await page.clock.setSystemTime(start + 6 * DAY)
    expect((await providerRequest(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).result).toMatch(/^0x/)
    // Eight days after pairing, the extended session still works.
    await page.clock.setSystemTime(start + 8 * DAY)
    await page.waitForTimeout(6_000) // past sign-client's expiry check (its heartbeat beats every 5 s)
    expect((await modal.getState()).status).toBe('connected')
    expect((await providerRequest(page, 'personal_sign', ['0x6869', wallet.address])).result).toMatch(/^0x/)

    // Long unused: expired. A reload comes back disconnected, with no error shown or thrown.
    await page.clock.setSystemTime(start + 30 * DAY)
    await page.reload()
    await modal.waitReady()
    await expect.poll(async () => (await modal.getState()).status, { timeout: 15_000 }).toBe('disconnected')
    const state = await modal.getState()
    expect(state.status).toBe('disconnected')
    expect(state.caipAddress).toBeUndefined()
    await expect(modal.dialog).toBeHidden()
    // And the WalletConnect button pairs anew (a fresh QR code), nothing stale in the way.
    await modal.call('open')
    await modal.wallet(/WalletConnect/).click()
    await expect(modal.dialog.getByRole('img', { name: /QR code/ })).toHaveAttribute('data-uri', /^wc:/)
  })
})

test.describe('WalletConnect over a relay that restarts', () => {
  let relay: RunningWcRelay
  let wallet: TestWcWallet
  test.afterEach(async () => {
    await wallet?.close()
    await relay?.stop()
  })

  test('(e) the relay stopped and restarted mid-session: the session resumes and a signature goes through without a new pairing', async ({
    page,
  }) => {
    // Our own relay, so the test can stop it: the page's relay socket is proxied to it (the page
    // still believes it talks to the demo's relay URL, which its CSP allows); the wallet uses it directly.
    relay = await startWcRelay({ port: 0 })
    const port = relay.port
    const upstreams = new Set<WebSocket>()
    await page.routeWebSocket(
      (url) => url.href.startsWith(STACK.walletConnect.relayUrl),
      (route) => {
        const target = new URL(route.url())
        const upstream = new WebSocket(`ws://127.0.0.1:${port}${target.pathname}${target.search}`)
        upstreams.add(upstream)
        const pending: (string | Buffer)[] = []
        route.onMessage((message) =>
          upstream.readyState === WebSocket.OPEN ? upstream.send(message) : pending.push(message),
        )
        route.onClose(() => upstream.close())
        upstream.on('open', () => pending.splice(0).forEach((m) => upstream.send(m)))
        upstream.on('message', (data, isBinary) => route.send(isBinary ? (data as Buffer) : data.toString()))
        upstream.on('close', () => route.close({ code: 1001, reason: 'relay gone' }).catch(() => undefined))
        upstream.on('error', () => undefined)
      },
    )
    wallet = await createTestWcWallet({ relayUrl: relay.url, privateKey: ANVIL_DEV_PRIVATE_KEYS[5]!, chains })
    const modal = new ModalPage(page)
    await pairWallet(modal, wallet)
    expect((await providerRequest(page, 'personal_sign', ['0x01', wallet.address])).result).toMatch(/^0x/)

    // The relay goes away (every socket dropped, every subscription forgotten) and comes back on the same port.
    await relay.stop()
    await page.waitForTimeout(3_000)
    relay = await startWcRelay({ port })
    await page.waitForTimeout(3_000)

    const signed = await providerRequest(page, 'personal_sign', ['0x02', wallet.address])
    expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(2)
    expect(wallet.sessions()).toBe(1)
    expect((await modal.getState()).status).toBe('connected')
  })
})
