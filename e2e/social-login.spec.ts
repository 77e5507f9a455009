import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, STACK, test } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'
import { SocialLoginPage, uniqueName } from './pages/SocialLoginPage.js'

/** The auth server's callback URLs the popup reaches (GET with the code, or POST for form_post). */
/** An email login on `page`: the wallet state it connects with (the social tests link to it by email). */
async function loginByEmail(page: Page, request: APIRequestContext, email: string) {
  const byEmail = new EmailLoginPage(page, request)
  await byEmail.modal.goto()
  return byEmail.login(email)
}

/** A social login in a browser context of its own (another device): the wallet state it connects with. */
async function loginInOwnContext(browser: Browser, ...[provider, identity]: Parameters<SocialLoginPage['login']>) {
  const context = await browser.newContext()
  try {
    const social = new SocialLoginPage(await context.newPage())
    await social.modal.goto()
    return await social.login(provider, identity)
  } finally {
    await context.close()
  }
}

function watchCallbacks(page: Page): string[] {
  const seen: string[] = []
  page.context().on('request', (request) => {
    if (request.url().includes('/api/auth/social/callback/')) seen.push(request.url())
  })
  return seen
}

test.describe('social login (the embedded wallet)', () => {
  test('Google through the local identity provider connects eip155 and solana; getState carries socialProvider and the user; Account shows them; a reload reconnects without a popup', async ({
    page,
  }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    const name = uniqueName('ada')
    const state = await social.login('Google', { name })

    expect(state).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      socialProvider: 'google',
      user: { username: name, email: `${name}@example.com` },
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    const { eip155, solana } = state.accounts!
    expect(eip155).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      socialProvider: 'google',
      user: { username: name },
    })
    expect(solana).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      socialProvider: 'google',
      user: { username: name },
    })
    expect(eip155!.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(solana!.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    // The provider was on another site than the page and the signer.
    expect(new URL(STACK.demoUrl).port).not.toBe(String(STACK.idpPort))

    await social.modal.call('open')
    await social.modal.expectView('Account')
    await expect(social.modal.dialog.getByTestId('account-social')).toHaveText(`Signed in with Google as ${name}`)

    let popups = 0
    page.on('popup', () => popups++)
    await page.reload()
    await social.modal.waitReady()
    await expect.poll(async () => (await social.modal.getState()).status, { timeout: 20_000 }).toBe('connected')
    const again = await social.modal.getState()
    expect(again).toMatchObject({ socialProvider: 'google', user: { username: name } })
    expect(again.accounts!.eip155!.address).toBe(eip155!.address)
    expect(again.accounts!.solana!.address).toBe(solana!.address)
    expect(popups).toBe(0)
  })

  test('GitHub (plain OAuth 2 and its /user, /user/emails answers) connects the same way', async ({ page }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    const name = uniqueName('octocat')
    const state = await social.login('GitHub', { name, email: `${name}@users.example` })
    expect(state).toMatchObject({
      status: 'connected',
      socialProvider: 'github',
      user: { username: name, email: `${name}@users.example` },
    })
    expect(state.accounts!.eip155).toMatchObject({ status: 'connected', socialProvider: 'github' })
    expect(state.accounts!.solana).toMatchObject({ status: 'connected', socialProvider: 'github' })
    await social.modal.call('open')
    await expect(social.modal.dialog.getByTestId('account-social')).toHaveText(`Signed in with GitHub as ${name}`)
  })

  test('Apple (its ES256 client-secret JWT and form_post answer) connects', async ({ page }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    const callbacks = watchCallbacks(page)
    const name = uniqueName('appleseed')
    const state = await social.login('Apple', { name })
    expect(state).toMatchObject({ status: 'connected', socialProvider: 'apple', user: { username: name } })
    expect(callbacks.some((url) => url.endsWith('/social/callback/apple'))).toBe(true)
  })

  test('the same Google identity in a fresh browser context recovers the same two addresses', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('two-devices')
    const first = new SocialLoginPage(page)
    await first.modal.goto()
    const created = await first.login('Google', { name })
    const context = await browser.newContext()
    try {
      const second = new SocialLoginPage(await context.newPage())
      await second.modal.goto()
      const recovered = await second.login('Google', { name })
      expect(recovered.accounts!.eip155!.address).toBe(created.accounts!.eip155!.address)
      expect(recovered.accounts!.solana!.address).toBe(created.accounts!.solana!.address)
    } finally {
      await context.close()
    }
  })

  test("an identity with the same verified email as an email login reaches that user's wallet", async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('shared')
    const wallet = await loginByEmail(page, request, email)
    const linked = await loginInOwnContext(browser, 'Google', { name: uniqueName('verified'), email })
    expect(linked).toMatchObject({ socialProvider: 'google', user: { email } })
    expect(linked.accounts!.eip155!.address).toBe(wallet.accounts!.eip155!.address)
    expect(linked.accounts!.solana!.address).toBe(wallet.accounts!.solana!.address)
  })

  test("an identity whose provider has not verified that email gets a wallet of its own, not the email login's", async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('shared')
    const wallet = await loginByEmail(page, request, email)
    const other = await loginInOwnContext(browser, 'Discord', {
      name: uniqueName('unverified'),
      email,
      verified: false,
    })
    expect(other.accounts!.eip155!.address).not.toBe(wallet.accounts!.eip155!.address)
  })

  test("closing the popup shows 'Popup closed' with Retry and Cancel, and stays disconnected; Retry opens a new popup that connects", async ({
    page,
  }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    const popup = await social.openPopup('Google')
    await social.modal.expectView('Google')
    await popup.close()
    await expect(social.modal.dialog.getByText('Popup closed', { exact: true })).toBeVisible()
    await expect(social.modal.dialog.getByRole('button', { name: 'Cancel' })).toBeVisible()
    expect((await social.modal.getState()).status).toBe('disconnected')

    const retried = page.waitForEvent('popup')
    await social.modal.dialog.getByRole('button', { name: 'Try again' }).click()
    const again = await retried
    await social.signInAtProvider(again, { name: uniqueName('retried') })
    await social.connected('google')
  })

  test('Cancel while the popup is open closes it and goes back to Connect, disconnected', async ({ page }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    const popup = await social.openPopup('X')
    await social.modal.expectView('X')
    await social.modal.dialog.getByRole('button', { name: 'Cancel' }).click()
    await social.modal.expectView('Connect Wallet')
    await expect.poll(() => popup.isClosed()).toBe(true)
    expect((await social.modal.getState()).status).toBe('disconnected')
  })

  test('the auth server refuses a callback with a wrong state, a replayed callback, and a replayed code under a new login', async ({
    page,
    browser,
  }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    const callbacks = watchCallbacks(page)
    await social.login('Google', { name: uniqueName('replay') })
    const answer = new URL(callbacks.at(-1)!)
    expect(answer.searchParams.get('code')).toBeTruthy()

    const other = await page.context().newPage()
    const wrong = new URL(answer)
    wrong.searchParams.set('state', 'a-state-nobody-issued')
    expect((await other.goto(wrong.href))!.status()).toBe(400)
    await expect(other.getByRole('status')).toHaveText(
      'This sign-in was not started here, or it has expired. Start again from the wallet. You can close this window.',
    )
    expect((await other.goto(answer.href))!.status()).toBe(400)
    await expect(other.getByRole('status')).toHaveText(
      'This sign-in was already used. Start again from the wallet. You can close this window.',
    )

    // A new login's state with the old code: the provider refuses the used code, and so does the modal.
    // (Another browser: in this one the provider's own session would sign the new login in at once.)
    const fresh = await browser.newContext()
    try {
      const second = new SocialLoginPage(await fresh.newPage())
      await second.modal.goto()
      const authorize: string[] = []
      fresh.on('request', (request) => {
        if (request.url().startsWith(`http://127.0.0.1:${STACK.idpPort}/auth?`)) authorize.push(request.url())
      })
      const popup = await second.openPopup('Google')
      const state = new URL(authorize.at(-1)!).searchParams.get('state')!
      const replayed = new URL(answer)
      replayed.searchParams.set('state', state)
      // In the browser that launched the new login (it holds the launch cookie): the code exchange itself refuses.
      const tab = await fresh.newPage()
      expect((await tab.goto(replayed.href))!.status()).toBe(400)
      await expect(tab.getByRole('status')).toHaveText(
        'The sign-in provider refused the sign-in. You can close this window.',
      )
      await expect(
        second.modal.dialog.getByText('The sign-in provider refused the sign-in', { exact: true }),
      ).toBeVisible()
      await expect.poll(() => popup.isClosed()).toBe(true)
      expect((await second.modal.getState()).status).toBe('disconnected')
    } finally {
      await fresh.close()
    }
  })

  test('Farcaster through the local relay: its QR code and link; the demo Farcaster client signs in; the ID registry on anvil vouches for the fid', async ({
    page,
  }) => {
    const social = new SocialLoginPage(page)
    await social.modal.goto()
    await (await social.providerButton('Farcaster')).click()
    await social.modal.expectView('Farcaster')
    const qr = social.modal.dialog.getByTestId('farcaster-qr')
    await expect(qr).toBeVisible()
    const link = social.modal.dialog.getByRole('link', { name: 'Open Farcaster' })
    expect(await link.getAttribute('href')).toBe(await qr.getAttribute('data-uri'))
    const opened = page.context().waitForEvent('page')
    await link.click()
    const client = await opened
    await expect(client.getByText(/wants you to sign in as @demo-caster \(fid 1\)/)).toBeVisible()
    await client.getByRole('button', { name: 'Sign in' }).click()
    await expect(client.getByRole('status')).toHaveText(/^Signed in to 127\.0\.0\.1:/)
    const state = await social.connected('farcaster')
    expect(state).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      socialProvider: 'farcaster',
      user: { username: 'demo-caster' },
    })
    expect(state.accounts!.solana).toMatchObject({ status: 'connected', socialProvider: 'farcaster' })
  })
})
