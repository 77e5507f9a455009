import { parseEther } from 'viem'
import { DEV_ACCOUNTS, expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import type { Page } from '@playwright/test'

/**
 * The demo's DEMO token has no logo on the project service on purpose (e2e/project-images.spec.ts:
 * a 404 shows the placeholder); the browser logs that 404 like any other. It is the one refusal
 * these journeys expect, and the only one they let pass.
 */
const MISSING_DEMO_LOGO = /\/api\/project\/public\/getTokenImage\/DEMO\?/

/** Console errors (with the URL a failed load names) and refused requests (status >= 400), from now on. */
function recordProblems(page: Page) {
  const errors: string[] = []
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url
    if (/Failed to load resource/.test(message.text()) && MISSING_DEMO_LOGO.test(url)) return
    errors.push(`${message.text()} (${url})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !MISSING_DEMO_LOGO.test(response.url()))
      refused.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return { errors, refused }
}

/**
 * A normal journey leaves the browser console free of errors: every connect
 * on the demo used to log a red '401' (the SIWX sessions query asked the back end before any
 * sign-in, and the browser logs every refused request).
 */
test.describe('a normal journey logs no console error', () => {
  test('EVM: connect, sign in (SIWX, server sessions), send, disconnect: no console error, no refused request', async ({
    page,
    demoWallet,
    anvil,
  }) => {
    const { errors, refused } = recordProblems(page)
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await modal.signIn()
    await expect(modal.dialog).toBeHidden()
    const address = await demoWallet.address()
    await expect.poll(() => modal.events()).toContain(`wallet-modal:siwx-success eip155:31337:${address} eip155:31337`)

    const to = DEV_ACCOUNTS[1]!
    const before = await anvil.a.public.getBalance({ address: to })
    await modal.submitSend('0.01', to)
    await modal.expectView('Account')
    expect(await anvil.a.public.getBalance({ address: to })).toBe(before + parseEther('0.01'))

    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    // The page settles (the disconnect's session revocation included) before the console is read.
    await page.waitForLoadState('networkidle')
    expect(refused).toEqual([])
    expect(errors).toEqual([])
  })

  test('connecting with SIWX optional and not signing in asks the back end nothing it refuses', async ({ page }) => {
    const { errors, refused } = recordProblems(page)
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=optional')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal.dialog).toBeHidden()
    expect((await modal.getState()).status).toBe('connected')
    // A reload restores the connection and checks for a session again.
    await modal.goto('/?siwx=optional')
    await expect.poll(async () => (await modal.getState()).status).toBe('connected')
    await page.waitForLoadState('networkidle')
    expect(refused).toEqual([])
    expect(errors).toEqual([])
  })
})
