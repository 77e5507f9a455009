import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS, expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { createProject, DEMO_ORIGIN, recordConsole, storedEvents } from './support/project.js'

// Spec sections 7 and 8: error analytics, asserted at the demo's project service. The
// failures are real sign-in failures: the SIWX back end's verify answers 400 with a reason that
// names the account's address and an email, which nothing sent to analytics may carry.

const ADDRESS = DEV_ACCOUNTS[0]!
const EMAIL = 'ada.lovelace@example.com'
const REASON = `Signature of ${ADDRESS} refused for ${EMAIL}`

/** Opens the demo page on `projectId` with required sign-in and a verify that always refuses; connects the Demo Wallet. */
async function refusingSignIn(page: Page, projectId: string): Promise<ModalPage> {
  await page.route('**/api/siwx/verify', (route) => route.fulfill({ status: 400, json: { error: REASON } }))
  const modal = new ModalPage(page)
  await modal.goto(`/?project=${projectId}&siwx=required`)
  await modal.call('open')
  await modal.wallet(/Demo Wallet/).click()
  await modal.expectView('Sign In')
  return modal
}

/** Presses Sign `times` times, each time waiting for the back end's refusal and the view to be ready again. */
async function failSignIn(page: Page, modal: ModalPage, times: number): Promise<void> {
  const sign = modal.dialog.getByRole('button', { name: 'Sign', exact: true })
  for (let i = 0; i < times; i++) {
    const refused = page.waitForResponse((r) => r.url().includes('/api/siwx/verify') && r.status() === 400)
    await sign.click()
    await refused
    await expect(modal.dialog.getByRole('alert').locator('.wm-toast-title')).toHaveText('Error signing message')
    await expect(sign).toBeEnabled()
  }
}

test('with analytics on, 8 failures within a minute post exactly 5 events with the spec body; none carries the address or the email', async ({
  page,
}) => {
  const logs = recordConsole(page)
  const projectId = await createProject({ allowedOrigins: [DEMO_ORIGIN], analytics: true })
  const posts: { url: string; body: string }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/project/e?'))
      posts.push({ url: request.url(), body: request.postData() ?? '' })
  })
  const started = Date.now()
  const modal = await refusingSignIn(page, projectId)
  await expect.poll(async () => (await modal.getState()).features.analytics).toBe(true)
  await failSignIn(page, modal, 8)

  // The three over the limit are dropped on the client, and counted.
  await expect
    .poll(() =>
      logs
        .filter((l) => l.type === 'debug' && l.text.startsWith('wallet-modal: error analytics:'))
        .map((l) => l.text)
        .at(-1),
    )
    .toBe('wallet-modal: error analytics: 3 event(s) dropped so far (at most 5 per 60 s).')
  await expect.poll(async () => (await storedEvents(projectId)).total).toBe(5)
  const { events } = await storedEvents(projectId)
  expect(Date.now() - started).toBeLessThan(60_000)
  expect(posts).toHaveLength(5)
  for (const post of posts) expect(new URL(post.url).searchParams.get('projectId')).toBe(projectId)
  for (const post of posts)
    expect(Object.fromEntries(new URL(post.url).searchParams)).toMatchObject({
      st: 'wm',
      sv: 'wallet-modal-0.1.0',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })

  expect(new Set(events.map((e) => e.eventId)).size).toBe(5)
  for (const event of events) {
    expect(Object.keys(event).sort()).toEqual([
      'domain',
      'eventId',
      'props',
      'receivedAt',
      'st',
      'sv',
      'timestamp',
      'url',
    ])
    expect(Object.keys(event.props).sort()).toEqual(['errorMessage', 'errorType', 'event', 'stackTrace', 'type'])
    expect(event).toMatchObject({
      url: `${DEMO_ORIGIN}/`,
      domain: '127.0.0.1',
      st: 'wm',
      sv: 'wallet-modal-0.1.0',
      props: {
        type: 'error',
        event: 'SIWX_ERROR',
        errorType: 'Error',
        errorMessage: 'Signature of <hex> refused for <email>',
      },
    })
    expect(event.props.stackTrace).toMatch(/^at /)
    expect(Math.abs(event.timestamp - Date.parse(event.receivedAt))).toBeLessThan(60_000)
  }
  const sent = JSON.stringify([events, posts]).toLowerCase()
  expect(sent).not.toContain(ADDRESS.toLowerCase())
  expect(sent).not.toContain(ADDRESS.slice(2, 12).toLowerCase())
  expect(sent).not.toContain(EMAIL)
})

test('with analytics off, the same failures post nothing', async ({ page }) => {
  const projectId = await createProject({ allowedOrigins: [DEMO_ORIGIN], analytics: false })
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/project/e?')) posts.push(request.url())
  })
  const analyticsConfig = page.waitForResponse((r) => r.url().includes('/api/project/getAnalyticsConfig?'))
  const modal = await refusingSignIn(page, projectId)
  expect(await (await analyticsConfig).json()).toEqual({ isAnalyticsEnabled: false })
  await failSignIn(page, modal, 8)
  expect(posts).toEqual([])
  expect((await storedEvents(projectId)).total).toBe(0)
  expect((await modal.getState()).features.analytics).toBe(false)
})

test('a visitor declining in the wallet is no error: nothing is posted', async ({ page, demoWallet }) => {
  const projectId = await createProject({ allowedOrigins: [DEMO_ORIGIN], analytics: true })
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/project/e?')) posts.push(request.url())
  })
  const modal = new ModalPage(page)
  await modal.goto(`/?project=${projectId}`)
  await expect.poll(async () => (await modal.getState()).features.analytics).toBe(true)
  await demoWallet.setMode('reject')
  await modal.call('open')
  for (let i = 0; i < 3; i++) {
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.expectView('Connect Wallet')
  }
  // Then one real failure, so the test knows reports reach the server at all.
  await page.route('**/api/siwx/verify', (route) => route.fulfill({ status: 500, json: { error: 'Internal error' } }))
  await demoWallet.setMode('approve')
  await modal.goto(`/?project=${projectId}&siwx=required`)
  await modal.call('open')
  await modal.wallet(/Demo Wallet/).click()
  await modal.expectView('Sign In')
  await modal.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(async () => (await storedEvents(projectId)).total).toBe(1)
  expect((await storedEvents(projectId)).events[0]!.props).toMatchObject({
    event: 'SIWX_ERROR',
    errorMessage: 'Internal error',
  })
  expect(posts).toHaveLength(1)
})
