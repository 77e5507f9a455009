import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { fromBase64Url } from '../src/signer/authApi.js'
import { rebuildWallet } from '../src/signer/keys/shares.js'
import { expect, STACK, test } from './fixtures.js'
import { SocialLoginPage, uniqueName } from './pages/SocialLoginPage.js'

/**
 * Social login request fixation, written as the attacker: the attacker starts a
 * login request at the auth server itself, keeps its poll secret, and gets a victim's browser to
 * finish it at the provider. The victim's browser must never complete the attacker's request, and
 * the attacker's poll must never turn into a session: with one it reads both server shares and, in
 * operator recovery mode, rebuilds the victim's key. The honest popup journey is the control.
 */
const AUTH = `${STACK.signerOrigin}/api/auth`
const SITE = STACK.demoUrl
const ATTACKER_DEVICE = 'attacker-device-0001'

interface Started {
  requestId: string
  secret: string
  url: string
}

/** The attacker's own POST /social/start, from a script (no browser, no cookie). */
async function attackerStarts(request: APIRequestContext): Promise<Started> {
  const response = await request.post(`${AUTH}/social/start`, { data: { provider: 'google', site: SITE } })
  expect(response.status()).toBe(200)
  return (await response.json()) as Started
}

/** What the attacker gets by polling (and, where the server has it, collecting) its request for `ms`: a session token, or none. */
async function attackerTriesToCollect(
  request: APIRequestContext,
  started: Started,
  ms: number,
): Promise<string | undefined> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    for (const path of ['/social/poll', '/social/collect']) {
      const response = await request.post(`${AUTH}${path}`, {
        data: { requestId: started.requestId, secret: started.secret, deviceId: ATTACKER_DEVICE },
      })
      const body = (await response.json().catch(() => ({}))) as { token?: string }
      if (body.token) return body.token
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return undefined
}

/** With a session token: both server shares, rebuilt into the wallet's EVM address. */
async function rebuildWithToken(
  request: APIRequestContext,
  token: string,
  commitment: { eip155: string; solana: string },
): Promise<string> {
  const share = async (kind: string) => {
    const response = await request.get(`${AUTH}/wallet/shares/${kind}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    return fromBase64Url(((await response.json()) as { share: string }).share)
  }
  const rebuilt = await rebuildWallet(await share('auth'), await share('recovery'), commitment)
  return rebuilt.keys.evm.address
}

/** The victim signs in at the provider in `page` (as someone already signed in there would: the form, or none), until the auth server's callback page. */
async function victimFollows(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url)
  const atCallback = () => page.url().startsWith(`${AUTH}/social/callback/`)
  const form = page.getByLabel('Name', { exact: true })
  await expect.poll(async () => atCallback() || (await form.isVisible()), { timeout: 15_000 }).toBe(true)
  if (!atCallback()) {
    await form.fill(name)
    await page.getByRole('button', { name: 'Sign in' }).click()
  }
  await page.waitForURL((u) => u.href.startsWith(`${AUTH}/social/callback/`))
  return (await page.locator('body').innerText()).trim()
}

test.describe('social login request fixation (the attacker starts, the victim finishes)', () => {
  let victimContext: BrowserContext | undefined
  test.afterEach(async () => victimContext?.close())

  test('the victim opening the attacker-started URL gives the attacker no session and no share', async ({
    page,
    request,
  }) => {
    // The victim has a wallet through Google (the control: the honest popup journey works).
    const victim = new SocialLoginPage(page)
    await victim.modal.goto()
    const name = uniqueName('victim')
    const state = await victim.login('Google', { name })
    const victimAddress = state.accounts!.eip155!.address!
    const commitment = { eip155: victimAddress, solana: state.accounts!.solana!.address! }

    // The attacker starts a request and sends its URL; the victim's browser (the same context: signed in at the provider) follows it.
    const started = await attackerStarts(request)
    const tab = await page.context().newPage()
    await victimFollows(tab, started.url, name)

    const token = await attackerTriesToCollect(request, started, 4_000)
    // Before the fix the attacker got a token here, and with it the victim's key.
    if (token) expect(await rebuildWithToken(request, token, commitment)).not.toBe(victimAddress)
    expect(token).toBeUndefined()
  })

  test("the provider's own URL (the attacker launched the request itself) completes nothing in the victim's browser", async ({
    page,
    request,
  }) => {
    const victim = new SocialLoginPage(page)
    await victim.modal.goto()
    const name = uniqueName('victim-raw')
    await victim.login('Google', { name })

    // The attacker follows its request's URL in its own client up to the provider's page, and sends that on.
    const started = await attackerStarts(request)
    let providerUrl = started.url
    if (started.url.startsWith(AUTH)) {
      const launched = await request.get(started.url, { maxRedirects: 0 })
      expect(launched.status()).toBe(303)
      providerUrl = new URL(launched.headers().location!, started.url).href
    }
    const tab = await page.context().newPage()
    const text = await victimFollows(tab, providerUrl, name)
    expect(text).not.toMatch(/You are signed in/)

    expect(await attackerTriesToCollect(request, started, 3_000)).toBeUndefined()
  })

  test('a victim in a fresh browser (nobody signed in at the provider) who follows the URL gives nothing either', async ({
    browser,
    request,
  }) => {
    victimContext = await browser.newContext()
    const started = await attackerStarts(request)
    await victimFollows(await victimContext.newPage(), started.url, uniqueName('fresh-victim'))
    expect(await attackerTriesToCollect(request, started, 3_000)).toBeUndefined()
  })
})
