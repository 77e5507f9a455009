import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'

/** The served path of the lazy chunk that is the dynamic import of `source`, from dist/script-tag-manifest.json. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/script-tag-manifest.json', 'utf8')) as {
    chunks: Record<string, { facade: string | null }>
  }
  const file = Object.entries(manifest.chunks).find(([, c]) => c.facade === source)?.[0]
  if (!file) throw new Error(`no chunk is the dynamic import of ${source}`)
  return `/dist/${file}`
}

test.describe('email login (the embedded wallet)', () => {
  test('connects eip155 and solana from one code read in the SMTP sink; getState and the connect event carry the account; the label is the email, truncated; a reload keeps the session', async ({
    page,
    request,
  }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    await page.evaluate(() => {
      const w = window as unknown as { connectEvents: unknown[] }
      w.connectEvents = []
      document
        .querySelector('wallet-modal')!
        .addEventListener('wallet-modal:connect', (e) => w.connectEvents.push((e as CustomEvent).detail))
    })
    // 38 characters: above the spec's 30, so the label is cut.
    const email = uniqueEmail('a-rather-long-name')
    const state = await login.login(email)

    expect(state).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      user: { email },
    })
    const { eip155, solana } = state.accounts!
    expect(eip155).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      user: { email },
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(solana).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      user: { email },
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(eip155!.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(solana!.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const events = await page.evaluate(
      () => (window as unknown as { connectEvents: Array<Record<string, unknown>> }).connectEvents,
    )
    // One connect event, for the selected network's account (one login does not flip the active network).
    expect(events).toEqual([
      expect.objectContaining({
        caipAddress: state.caipAddress,
        connectorId: 'auth',
        user: { email },
        preferredAccountType: 'eoa',
      }),
    ])
    expect(state.activeNamespace).toBe('eip155')

    // The signer frame is on another site than the page (localhost vs 127.0.0.1).
    const src = await page.locator('iframe[title="Secure wallet window"]').getAttribute('src')
    expect(new URL(src!).hostname).toBe('localhost')
    expect(new URL(page.url()).hostname).toBe('127.0.0.1')

    await login.modal.call('open')
    await login.modal.expectView('Account')
    const label = login.modal.dialog.getByTestId('account-email')
    await expect(label).toHaveText(`${email.slice(0, 30)}\u2026`)
    await expect(label).toHaveAttribute('title', email)

    await page.reload()
    await login.modal.waitReady()
    await expect.poll(async () => (await login.modal.getState()).status, { timeout: 20_000 }).toBe('connected')
    const again = await login.modal.getState()
    expect(again.accounts!.eip155!.address).toBe(eip155!.address)
    expect(again.accounts!.solana!.address).toBe(solana!.address)
    expect(again.user).toEqual({ email })
  })

  test('a fresh browser context signing in with the same email recovers the same two addresses', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('two-devices')
    const first = new EmailLoginPage(page, request)
    await first.modal.goto()
    const created = await first.login(email)
    // One code per address per 30 s: the second device asks after the cooldown.
    await first.advanceAuthClock(31_000)

    const context = await browser.newContext()
    try {
      const second = new EmailLoginPage(await context.newPage(), request)
      await second.modal.goto()
      const recovered = await second.login(email)
      expect(recovered.accounts!.eip155!.address).toBe(created.accounts!.eip155!.address)
      expect(recovered.accounts!.solana!.address).toBe(created.accounts!.solana!.address)
    } finally {
      await context.close()
    }
  })

  test('the Connect view with email login on fetches the email field only; the check, the code step, the reactions and the signer load on submit (budget)', async ({
    page,
    request,
  }) => {
    const fetched: string[] = []
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname))
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    await login.modal.call('open')
    await expect(login.modal.dialog.getByPlaceholder('Email address')).toBeVisible()
    expect(fetched).toContain(chunkOf('src/features/embedded/EmailConnectField.tsx'))
    const onSubmit = [
      'src/actions/connectEmail.ts',
      'src/features/embedded/EmailLoginView.tsx',
      'src/features/embedded/watchEmbeddedWallet.ts',
      'src/element/embeddedLoader.ts',
      'src/core/embedded/signerClient.ts',
    ].map(chunkOf)
    expect(fetched.filter((path) => onSubmit.includes(path))).toEqual([])
    await expect(page.locator('iframe[title="Secure wallet window"]')).toHaveCount(0)

    await login.submitEmail(uniqueEmail('payload'))
    await expect.poll(() => onSubmit.filter((path) => !fetched.includes(path))).toEqual([])
    await expect(page.locator('iframe[title="Secure wallet window"]')).toHaveCount(1)
  })

  test("'Authenticating...' shows while the code is checked", async ({ page, request }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    const email = uniqueEmail('authenticating')
    await login.submitEmail(email)
    // The signer's check is held until the toast was seen, then let through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      '**/api/auth/otp/verify',
      async (route) => {
        await held
        await route.continue()
      },
      { times: 1 },
    )
    await login.enterCode(await login.codeFor(email))
    const toast = page.locator('wallet-modal').getByRole('status').filter({ hasText: 'Authenticating...' })
    await expect(toast).toBeVisible()
    release()
    await expect(login.modal.dialog).toBeHidden({ timeout: 20_000 })
    expect((await login.modal.getState()).status).toBe('connected')
  })
})
