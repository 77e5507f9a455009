import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

const sessionsUrl = (caipNetworkId: string, address: string) =>
  `/api/siwx/sessions?${new URLSearchParams({ caipNetworkId, address })}`

/** The session tokens the page's modal holds, by CAIP-10 account (EVM lowercased): its 'wallet-modal:siwx:tokens'. */
async function pageTokens(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('wallet-modal:siwx:tokens') ?? '{}') as Record<string, string>,
  )
}

/**
 * What the demo's SIWX back end (wallet-modal/server) holds for one account on one network, asked
 * as the modal asks: with the bearer token the page got when it signed in. Only the sessions signed
 * since `since` (ms): the back end outlives the tests (and their repeats), and a token lists every
 * session of its account, also those an earlier test left.
 */
async function serverSessions(
  request: APIRequestContext,
  page: Page,
  caipNetworkId: string,
  address: string,
  since: number,
) {
  const token = (await pageTokens(page))[
    `${caipNetworkId}:${caipNetworkId.startsWith('eip155:') ? address.toLowerCase() : address}`
  ]
  expect(token).toBeDefined()
  const response = await request.get(sessionsUrl(caipNetworkId, address), {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  const { sessions } = (await response.json()) as {
    sessions: { caipAddress: string; message: string; issuedAt: string }[]
  }
  return sessions.filter((session) => Date.parse(session.issuedAt) >= since)
}

// The back end outlives each test (anvil is reverted, the server is not), but a session is reachable
// only with its token, which lives in the page that signed in: every test starts signed out.
test.describe('sign in with the wallet (SIWX)', () => {
  test('EVM, required: the sign-in view cannot be closed; signing leaves a verified session on the back end; reload asks nothing', async ({
    page,
    request,
    demoWallet,
  }) => {
    const since = Date.now()
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    expect((await modal.getState()).view).toBe('SIWXSignMessage')
    await expect(modal.dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
    await expect(modal.dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await modal.expectView('Sign In')

    await modal.signIn()
    await expect(modal.dialog).toBeHidden()
    const address = await demoWallet.address()
    const sessions = await serverSessions(request, page, 'eip155:31337', address, since)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.caipAddress).toBe(`eip155:31337:${address}`)
    expect(sessions[0]!.message).toContain('wants you to sign in with your Ethereum account:')
    // The host's own API gets the same token from the element (getSiwxToken), and the back end knows it.
    const token = await page.evaluate(() => document.querySelector('wallet-modal')!.getSiwxToken())
    expect(token).toBe(Object.values(await pageTokens(page))[0])
    expect(
      (await request.get(sessionsUrl('eip155:31337', address), { headers: { Authorization: `Bearer ${token}` } })).ok(),
    ).toBe(true)
    await expect.poll(() => modal.events()).toContain(`wallet-modal:siwx-success eip155:31337:${address} eip155:31337`)
    // Anyone else (no token) can neither list nor delete it.
    expect((await request.get(sessionsUrl('eip155:31337', address))).status()).toBe(401)
    expect((await request.delete(sessionsUrl('eip155:31337', address))).status()).toBe(401)

    // After the reload the modal checks the account's session with the back end; finding it, it keeps
    // it and records its network (localStorage 'wallet-modal:siwx:lastNetwork'), else it would open
    // Sign In. That write is the positive signal that the check is over.
    await page.addInitScript(() => {
      const writes: string[] = ((window as unknown as { __storageWrites: string[] }).__storageWrites = [])
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        writes.push(key)
        return setItem.call(this, key, value)
      }
    })
    await page.reload()
    await modal.waitReady()
    await expect.poll(async () => (await modal.getState()).status).toBe('connected')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __storageWrites: string[] }).__storageWrites))
      .toContain('wallet-modal:siwx:lastNetwork')
    await expect(modal.dialog).toBeHidden()
    expect((await modal.getState()).open).toBe(false)
    expect(await demoWallet.methods()).not.toContain('personal_sign')
  })

  test('EVM, required: a rejected signature shows "Error signing message" and the view again; Cancel disconnects', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await demoWallet.setMode('reject')
    await modal.dialog.getByRole('button', { name: 'Sign' }).click()
    // The spec's text is the toast's title; the reason is its second line.
    await expect(modal.dialog.getByRole('alert')).toHaveText(
      'Error signing messageThe wallet declined to sign the message.',
    )
    await expect(modal.dialog.getByRole('alert').locator('.wm-toast-title')).toHaveText('Error signing message')
    await modal.expectView('Sign In')
    expect((await modal.getState()).status).toBe('connected')
    expect(await pageTokens(page)).toEqual({})

    await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    await expect(modal.dialog).toBeHidden()
  })

  test('a sign-in server on another origin that does not allow this page (CORS) is named as the reason, not only "Error signing message"', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    // The same real back end, reached by another host name: a cross-origin call it gives no CORS headers to.
    const elsewhere = new URL('/api/siwx', page.url().replace('127.0.0.1', 'localhost')).href
    expect(new URL(elsewhere).origin).not.toBe(new URL(page.url()).origin)
    await page.evaluate(
      (serverUrl) => document.querySelector('wallet-modal')!.setOptions({ siwx: { required: true, serverUrl } }),
      elsewhere,
    )
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await modal.dialog.getByRole('button', { name: 'Sign' }).click()
    const alert = modal.dialog.getByRole('alert')
    await expect(alert.locator('.wm-toast-title')).toHaveText('Error signing message')
    await expect(alert.locator('.wm-toast-detail')).toHaveText(
      "The sign-in server could not be reached: it is offline, or its CORS settings (allowedOrigins) do not allow this page's origin.",
    )
    // It failed at the nonce, before the wallet was asked.
    expect(await demoWallet.methods()).not.toContain('personal_sign')
    await modal.expectView('Sign In')
  })

  test('not required: Cancel just closes and the account stays connected without a session', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=optional')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await expect(modal.dialog.getByRole('button', { name: 'Close' })).toBeVisible()
    await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal.dialog).toBeHidden()
    expect((await modal.getState()).status).toBe('connected')
    expect(await pageTokens(page)).toEqual({})
  })

  test('Solana: the same sign-in with the Solana Demo Wallet, verified by the back end', async ({
    page,
    request,
    solanaWallet,
  }) => {
    const since = Date.now()
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await modal.signIn()
    await expect(modal.dialog).toBeHidden()
    const { caipNetworkId } = await modal.getState()
    const address = await solanaWallet.address()
    const sessions = await serverSessions(request, page, caipNetworkId!, address, since)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.message).toContain('wants you to sign in with your Solana account:')
    expect(await solanaWallet.methods()).toContain('solana:signMessage')
  })

  test('a second network without a session asks for a signature; Cancel switches back to the last network that has one', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.signIn()
    await expect(modal.dialog).toBeHidden()

    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Anvil B/ }).click()
    await modal.expectView('Sign In')
    expect((await modal.getState()).caipNetworkId).toBe('eip155:31338')
    await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(async () => (await modal.getState()).caipNetworkId).toBe('eip155:31337')
    expect(await demoWallet.chainId()).toBe(31337)
    expect((await modal.getState()).status).toBe('connected')
    await expect(modal.dialog).toBeHidden()
  })
})
