import { DEFAULT_FEATURES } from '../src/core/features.js'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { expectNoAxeViolations } from './support/axe.js'
import { createProject, DEMO_ORIGIN, recordConsole } from './support/project.js'

// The operator's platform (spec sections 7 and 8), against the demo's project service at /api/project: the
// project's remote config and feature flags, its allowed origins and the outdated-version warning.
// Each test makes its own project through the operator's route, as an operator would.

const EMAIL_FIELD = 'or continue with email'

async function openAccount(modal: ModalPage) {
  await modal.call('open')
  await modal.expectView('Account')
  await expect(modal.dialog.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
}

test('a feature turned off in the remote config hides its button, and open() refuses its view, without a host code change', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  // The demo project leaves every flag at its default: the email field and Swap are there.
  await modal.goto('/')
  await modal.call('open')
  await expect(modal.dialog.getByRole('textbox', { name: EMAIL_FIELD })).toBeVisible()
  await modal.call('close')
  await modal.connectDemoWallet()
  await openAccount(modal)
  await expect(modal.dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  await modal.call('disconnect')

  // The same page, the same host code, a project whose operator turned swaps and email off.
  const projectId = await createProject({
    allowedOrigins: [DEMO_ORIGIN],
    features: { swaps: false, email: false, walletFeatureOrder: ['send', 'receive'] },
  })
  await modal.goto(`/?project=${projectId}`)
  await expect
    .poll(async () => (await modal.getState()).features)
    .toMatchObject({ swaps: false, email: false, walletFeatureOrder: ['send', 'receive'] })
  await modal.call('open')
  await expect(modal.wallet(/Demo Wallet/)).toBeVisible()
  await expect(modal.dialog.getByRole('textbox', { name: EMAIL_FIELD })).toHaveCount(0)
  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog).toBeHidden()
  await openAccount(modal)
  await expect(modal.dialog.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  // The remote wallet-feature order: Send before Receive.
  const order = await modal.dialog.locator('.wm-button-row button').allInnerTexts()
  expect(order.indexOf('Send')).toBeLessThan(order.indexOf('Receive'))
  await modal.call('close')
  expect(await modal.openThrows('Swap')).toEqual({
    code: 'INVALID_VIEW',
    message: 'Cannot open view "Swap": the feature "swaps" is turned off',
  })
  expect((await modal.getState()).open).toBe(false)
})

test('the config endpoint answering 500 leaves the modal fully usable on local defaults, with a console warning', async ({
  page,
}) => {
  const logs = recordConsole(page)
  await page.route('**/api/project/appkit/v1/config?**', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal error' } }),
  )
  const modal = new ModalPage(page)
  await modal.goto('/')
  await expect
    .poll(() =>
      logs.some(
        (l) =>
          l.type === 'warning' &&
          l.text ===
            'wallet-modal: the config of project "wallet-modal-demo" could not be used (HTTP status code: 500); using the local options.',
      ),
    )
    .toBe(true)
  // The local defaults; error analytics has its own switch (GET /getAnalyticsConfig), which the demo project turns on.
  expect((await modal.getState()).features).toEqual({ ...DEFAULT_FEATURES, analytics: true })
  await modal.call('open')
  await expect(modal.dialog.getByRole('textbox', { name: EMAIL_FIELD })).toBeVisible()
  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog).toBeHidden()
  await openAccount(modal)
  await expect(modal.dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  await modal.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await modal.expectView('Swap')
})

test('the config endpoint hanging blocks nothing: the modal connects while it hangs, then falls back with a warning after the timeout', async ({
  page,
}) => {
  const logs = recordConsole(page)
  let hung = 0
  await page.route('**/api/project/appkit/v1/config?**', () => void hung++) // never answered
  const modal = new ModalPage(page)
  await modal.goto('/')
  await expect.poll(() => hung).toBe(1)
  await modal.connectDemoWallet()
  await openAccount(modal)
  await expect(modal.dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  expect(logs.filter((l) => l.text.includes('could not be used'))).toEqual([])
  await expect
    .poll(
      () =>
        logs.find((l) => l.text.startsWith('wallet-modal: the config of project "wallet-modal-demo" could not be used'))
          ?.text,
      { timeout: 10_000 },
    )
    .toMatch(
      /could not be used \(Request timed out after 3000 ms: .*\/api\/project\/appkit\/v1\/config\?projectId=wallet-modal-demo&st=wm&sv=wallet-modal-0\.1\.0&clientId=[0-9a-f-]{36}\); using the local options\.$/,
    )
  expect((await modal.getState()).features).toEqual({ ...DEFAULT_FEATURES, analytics: true })
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.expectView('Send')
})

test('a page on an origin not in the project’s list shows the notice and says in the console which origin to add; the modal works on', async ({
  page,
}) => {
  const logs = recordConsole(page)
  const projectId = await createProject({ allowedOrigins: ['https://shop.example.com', 'https://*.example.com'] })
  const modal = new ModalPage(page)
  await modal.goto(`/?project=${projectId}`)
  await modal.call('open')
  const notice = modal.dialog.getByRole('alert').filter({ hasText: 'Origin not allowed' })
  await expect(notice).toBeVisible()
  await expect(notice).toHaveText(
    `Origin not allowed${DEMO_ORIGIN} is not on this project's list of allowed origins. The modal still works here; the site's operator should add this origin to the project.`,
  )
  expect(logs.filter((l) => l.type === 'warning' && l.text.includes('origin not allowed')).map((l) => l.text)).toEqual([
    `wallet-modal: origin not allowed: ${DEMO_ORIGIN} is not among the allowed origins of project "${projectId}". Add "${DEMO_ORIGIN}" to the project's allowedOrigins on its project server.`,
  ])
  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog).toBeHidden()
  await openAccount(modal)
  await expect(notice).toBeVisible()
})

test('the demo project lists the demo origin: no notice', async ({ page }) => {
  const origins = page.waitForResponse((r) => r.url().includes('/api/project/projects/v1/origins?'))
  const modal = new ModalPage(page)
  await modal.goto('/')
  expect(await (await origins).json()).toEqual({ allowedOrigins: [DEMO_ORIGIN] })
  await modal.connectDemoWallet()
  await openAccount(modal)
  await expect(modal.dialog.getByTestId('origin-not-allowed')).toHaveCount(0)
})

for (const [status, code] of [
  [429, 'RATE_LIMITED'],
  [503, 'SERVER_ERROR'],
] as const) {
  test(`allowed origins answering ${status} gives ${code} in the console, no notice, and the modal works`, async ({
    page,
  }) => {
    const logs = recordConsole(page)
    const projectId = await createProject({ allowedOrigins: ['https://shop.example.com'] })
    let asked = 0
    await page.route('**/api/project/projects/v1/origins?**', (route) => {
      asked++
      return route.fulfill({ status, json: { error: status === 429 ? 'Too many requests' : 'Service unavailable' } })
    })
    const modal = new ModalPage(page)
    await modal.goto(`/?project=${projectId}`)
    await expect
      .poll(() =>
        logs.filter((l) => l.type === 'warning' && l.text.startsWith(`wallet-modal: ${code}:`)).map((l) => l.text),
      )
      .toEqual([
        `wallet-modal: ${code}: the allowed origins of project "${projectId}" could not be checked (HTTP status code: ${status}); the modal works on.`,
      ])
    expect(asked).toBe(1)
    await modal.connectDemoWallet()
    await openAccount(modal)
    await expect(modal.dialog.getByTestId('origin-not-allowed')).toHaveCount(0)
    expect(logs.filter((l) => l.text.includes('origin not allowed'))).toEqual([])
  })
}

test('the outdated-version warning: one console warning naming both versions; none when the client is the latest', async ({
  page,
}) => {
  const logs = recordConsole(page)
  const projectId = await createProject({ allowedOrigins: [DEMO_ORIGIN], latestVersion: '99.0.0' })
  const modal = new ModalPage(page)
  const config = page.waitForResponse((r) => r.url().includes('/api/project/appkit/v1/config?'))
  await modal.goto(`/?project=${projectId}`)
  expect(await (await config).json()).toEqual({ features: {}, latestVersion: '99.0.0' })
  const outdated = () => logs.filter((l) => l.text.includes('latest published version'))
  await expect
    .poll(() => outdated().map((l) => `${l.type} ${l.text}`))
    .toEqual([
      'warning wallet-modal: this page uses wallet-modal 0.1.0, but the latest published version is 99.0.0. Update wallet-modal to get the latest fixes.',
    ])
  await modal.connectDemoWallet()
  await openAccount(modal)
  expect(outdated()).toHaveLength(1)

  const current = page.waitForResponse((r) => r.url().includes('/api/project/appkit/v1/config?'))
  logs.length = 0
  await modal.goto('/')
  expect(await (await current).json()).toEqual({ features: {}, latestVersion: '0.1.0' })
  // The reload reconnects the wallet by itself.
  await expect.poll(async () => (await modal.getState()).status).toBe('connected')
  await openAccount(modal)
  expect(outdated()).toEqual([])
})

test('a host that configures no project asks nothing of anyone and uses the local defaults', async ({ page }) => {
  const platformRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/project/') || request.url().includes('/analytics'))
      platformRequests.push(request.url())
  })
  const modal = new ModalPage(page)
  await modal.goto('/?project=none')
  expect((await modal.getState()).features).toEqual(DEFAULT_FEATURES)
  await modal.connectDemoWallet()
  await openAccount(modal)
  await expect(modal.dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  await expect(modal.dialog.getByRole('tabpanel').getByTestId('token-ETH')).toBeVisible()
  await modal.dialog.getByRole('button', { name: /Network:/ }).click()
  await modal.expectView('Choose network')
  expect(platformRequests).toEqual([])
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations with the origin notice shown (${theme})`, async ({ page }) => {
    const projectId = await createProject({ allowedOrigins: [] })
    const modal = new ModalPage(page)
    await modal.goto(`/?project=${projectId}&theme=${theme}`)
    await modal.call('open')
    await expect(modal.dialog).toHaveAttribute('data-theme', theme)
    await expect(modal.dialog.getByTestId('origin-not-allowed')).toBeVisible()
    await expectNoAxeViolations(page, `Connect with the origin notice (${theme})`)
    // By keyboard: Tab moves from the notice's view to the wallets as before (the notice is text, not a stop).
    await modal.wallet(/Demo Wallet/).focus()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeHidden()
    await openAccount(modal)
    await expectNoAxeViolations(page, `Account with the origin notice (${theme})`)
  })
}
