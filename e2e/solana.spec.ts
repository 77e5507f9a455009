import { readFileSync } from 'node:fs'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { shownAmount } from './support/display.js'

/**
 * What the modal decided about restoring, read once it is configured: reconnect() marks each stored
 * connection 'connecting' synchronously inside the setOptions() call that selects the network, so
 * by the time getState() has a network the decision is visible; plus the namespaces it has stored.
 */
function restoreProbe(page: Page): Promise<{ status: string; storedConnections: string[] }> {
  return page.evaluate(() => {
    const el = document.querySelector('wallet-modal') as unknown as { getState(): { status: string } }
    const stored = JSON.parse(localStorage.getItem('wallet-modal:session') ?? 'null') as {
      connections?: Record<string, string>
    } | null
    return { status: el.getState().status, storedConnections: Object.keys(stored?.connections ?? {}) }
  })
}

/** The script-tag chunks that carry Solana code, from the build's chunk graph (dist/script-tag-manifest.json). */
function solanaChunks(): string[] {
  const manifest = JSON.parse(readFileSync('dist/script-tag-manifest.json', 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>
  }
  return Object.entries(manifest.chunks)
    .filter(([, c]) =>
      Object.keys(c.modules).some((id) => id.includes('@solana/') || id.includes('src/chains/solana/')),
    )
    .map(([file]) => `/dist/${file}`)
}

async function selectSolanaNetwork(modal: ModalPage) {
  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
  await expect(modal.dialog).toBeHidden()
  await expect.poll(async () => (await modal.getState()).caipNetworkId).toMatch(/^solana:/)
}

test.describe('Solana', () => {
  test('the Demo Wallet is listed once for both namespaces and connects Solana with its real SOL balance', async ({
    page,
    solanaWallet,
    solana,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    const address = await solanaWallet.address()
    await solana.airdrop(address, 1_234_567_891)
    const lamports = await solana.connection.getBalance(new PublicKey(address))

    await modal.call('open')
    await expect(modal.wallet(/Demo Wallet/)).toHaveCount(1)
    await modal.call('close')

    await selectSolanaNetwork(modal)
    await modal.connectDemoWallet()
    const state = await modal.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.caipAddress).toBe(`${state.caipNetworkId}:${address}`)
    expect(state.address).toBe(address)

    await modal.call('open')
    await modal.expectView('Account')
    await expect(modal.dialog.getByText(`${address.slice(0, 4)}…${address.slice(-6)}`, { exact: true })).toBeVisible()
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(shownAmount(BigInt(lamports), 9, 'SOL'))
    expect(lamports % LAMPORTS_PER_SOL).toBeGreaterThan(0)
  })

  test('a rejected Solana connection shows the user-rejected message and stays disconnected', async ({
    page,
    solanaWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await selectSolanaNetwork(modal)
    await solanaWallet.setMode('reject')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
    const state = await modal.getState()
    expect(state.status).toBe('disconnected')
    expect(state.caipAddress).toBeUndefined()
  })

  test('EVM → Solana goes through SwitchActiveChain; state and events carry Solana ids; moving back restores EVM', async ({
    page,
    demoWallet,
    solanaWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const evm = await modal.getState()
    expect(evm.activeNamespace).toBe('eip155')

    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await modal.expectView('Switch network')
    expect((await modal.getState()).view).toBe('SwitchActiveChain')
    await modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' }).click()
    await expect(modal.dialog).toBeHidden()

    const sol = await modal.getState()
    const solAddress = await solanaWallet.address()
    expect(sol.activeNamespace).toBe('solana')
    expect(sol.caipNetworkId).toMatch(/^solana:/)
    expect(sol.caipAddress).toBe(`${sol.caipNetworkId}:${solAddress}`)
    await expect
      .poll(() => modal.events())
      .toContain(`wallet-modal:network-change ${sol.caipAddress} ${sol.caipNetworkId}`)

    // Back to EVM: the EVM account still exists, so no new connection is asked for.
    const prompts = (await demoWallet.methods()).filter((m) => m === 'eth_requestAccounts').length
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Anvil A/ }).click()
    await expect(modal.dialog).toBeHidden()
    await expect.poll(async () => (await modal.getState()).caipAddress).toBe(evm.caipAddress)
    expect((await modal.getState()).activeNamespace).toBe('eip155')
    expect((await demoWallet.methods()).filter((m) => m === 'eth_requestAccounts').length).toBe(prompts)
    await expect
      .poll(() => modal.events())
      .toContain(`wallet-modal:network-change ${evm.caipAddress} ${evm.caipNetworkId}`)
  })

  test('reload restores the Solana session; disconnect clears it', async ({ page, solanaWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await selectSolanaNetwork(modal)
    await modal.connectDemoWallet()
    const { caipAddress } = await modal.getState()

    await page.reload()
    await modal.waitReady()
    // The probe used below: a stored connection is being restored from the moment the modal is configured.
    expect(await restoreProbe(page)).toMatchObject({
      status: expect.stringMatching(/^(connecting|connected)$/),
      storedConnections: ['solana'],
    })
    await expect.poll(async () => (await modal.getState()).caipAddress).toBe(caipAddress)
    expect((await modal.getState()).status).toBe('connected')
    await expect(modal.dialog).toBeHidden()

    await modal.call('disconnect')
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    expect(await solanaWallet.connected()).toBe(false)
    await page.reload()
    await modal.waitReady()
    // No restore started (the same probe saw one above): nothing stored, nothing connecting.
    expect(await restoreProbe(page)).toEqual({ status: 'disconnected', storedConnections: [] })
  })

  test('an EVM-only host downloads no Solana code; a Solana host does', async ({ page }) => {
    const chunks = solanaChunks()
    expect(chunks.length).toBeGreaterThan(0)
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    const modal = new ModalPage(page)
    await modal.goto('/?networks=evm')
    await modal.connectDemoWallet()
    await modal.call('open')
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
    expect(requested.filter((p) => chunks.includes(p))).toEqual([])
    expect(requested.some((p) => p.startsWith('/dist/chunks/'))).toBe(true)

    await modal.call('disconnect')
    requested.length = 0
    await modal.goto('/')
    await selectSolanaNetwork(modal)
    await modal.connectDemoWallet()
    expect(requested.filter((p) => chunks.includes(p)).length).toBeGreaterThan(0)
  })
})
