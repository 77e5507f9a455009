import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

/**
 * Sign-In With Solana in one prompt: a Solana wallet that offers the Wallet
 * Standard's `solana:signIn` (Phantom, Solflare and Backpack do) connects and signs in with one
 * prompt; one without it connects, then signs the message in SIWXSignMessage. The Solana Demo
 * Wallet offers `solana:signIn` when its config says `signIn: true`.
 */

/** What the demo's SIWX back end holds for `address` on `caipNetworkId`, asked with the page's token, signed since `since`. */
async function serverSessions(
  request: APIRequestContext,
  page: Page,
  caipNetworkId: string,
  address: string,
  since: number,
) {
  const tokens = await page.evaluate(
    () => JSON.parse(localStorage.getItem('wallet-modal:siwx:tokens') ?? '{}') as Record<string, string>,
  )
  const token = tokens[`${caipNetworkId}:${address}`]
  expect(token).toBeDefined()
  const response = await request.get(`/api/siwx/sessions?${new URLSearchParams({ caipNetworkId, address })}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  const { sessions } = (await response.json()) as {
    sessions: { caipAddress: string; message: string; issuedAt: string }[]
  }
  return sessions.filter((session) => Date.parse(session.issuedAt) >= since)
}

/** The page with SIWX required and Solana Local selected (the modal closed again). */
async function openOnSolana(modal: ModalPage) {
  await modal.goto('/?siwx=required')
  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
  await expect(modal.dialog).toBeHidden()
}

/** Every view the modal showed from now on (its `view` in the public state). */
async function recordViews(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { seenViews: string[] }
    w.seenViews = []
    document.querySelector('wallet-modal')!.subscribeState((s) => {
      if (s.view && w.seenViews.at(-1) !== s.view) w.seenViews.push(s.view)
    })
  })
  return () => page.evaluate(() => (window as unknown as { seenViews: string[] }).seenViews)
}

test.describe('Sign-In With Solana', () => {
  test('a wallet with solana:signIn connects and signs in with one prompt: no SIWXSignMessage, the back end verified the SIWS message, a reload asks nothing', async ({
    page,
    request,
    solanaWallet,
  }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { __SOLANA_DEMO_WALLET_CONFIG__: unknown }).__SOLANA_DEMO_WALLET_CONFIG__ = {
        signIn: true,
      }
    })
    const since = Date.now()
    const modal = new ModalPage(page)
    await openOnSolana(modal)
    expect((await solanaWallet.registeredWallets()).find((w) => w.name === 'Demo Wallet')?.features).toContain(
      'solana:signIn',
    )
    const views = await recordViews(page)
    const signedIn = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document
            .querySelector('wallet-modal')!
            .addEventListener('wallet-modal:siwx-success', (e) => resolve(JSON.stringify((e as CustomEvent).detail)), {
              once: true,
            }),
        ),
    )
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog).toBeHidden()
    await signedIn
    // One prompt: solana:signIn only (no standard:connect prompt, no solana:signMessage).
    expect(await solanaWallet.methods()).toEqual(['solana:signIn'])
    expect(await views()).not.toContain('SIWXSignMessage')
    const { caipNetworkId, address, status } = await modal.getState()
    expect(status).toBe('connected')
    expect(address).toBe(await solanaWallet.address())
    const sessions = await serverSessions(request, page, caipNetworkId!, address!, since)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.caipAddress).toBe(`${caipNetworkId}:${address}`)
    expect(sessions[0]!.message).toContain(
      `${new URL(page.url()).host} wants you to sign in with your Solana account:\n${address}`,
    )
    expect(sessions[0]!.message).toContain(`Chain ID: ${caipNetworkId}`)

    // A reload restores the connection and finds the session: nothing is asked.
    await modal.goto('/?siwx=required')
    await expect.poll(async () => (await modal.getState()).status).toBe('connected')
    await expect.poll(async () => (await modal.getState()).address).toBe(address)
    await expect(modal.dialog).toBeHidden()
    expect((await solanaWallet.methods()).filter((m) => m !== 'standard:connect')).toEqual([])
  })

  test('a wallet without solana:signIn connects, then signs in SIWXSignMessage: two prompts, the same verified session', async ({
    page,
    request,
    solanaWallet,
  }) => {
    const since = Date.now()
    const modal = new ModalPage(page)
    await openOnSolana(modal)
    expect((await solanaWallet.registeredWallets()).find((w) => w.name === 'Demo Wallet')?.features).not.toContain(
      'solana:signIn',
    )
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.signIn()
    await expect(modal.dialog).toBeHidden()
    expect(await solanaWallet.methods()).toEqual(['standard:connect', 'solana:signMessage'])
    const { caipNetworkId, address } = await modal.getState()
    const sessions = await serverSessions(request, page, caipNetworkId!, address!, since)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.message).toContain('wants you to sign in with your Solana account:')
  })
})
