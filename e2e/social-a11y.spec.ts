import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { SocialLoginPage, uniqueName } from './pages/SocialLoginPage.js'
import { expectNoAxeViolations } from './support/axe.js'

/** Presses Tab (at most 30 times) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const focused = () => target.evaluate((el) => el === (el.getRootNode() as ShadowRoot | Document).activeElement)
  for (let i = 0; i < 30 && !(await focused()); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** The demo page in `theme` with Connect open, its social buttons shown. */
async function connectOpen(page: Page, theme: string): Promise<SocialLoginPage> {
  const social = new SocialLoginPage(page)
  await social.modal.goto(`/?theme=${theme}`)
  await social.modal.call('open')
  await expect(social.modal.dialog).toHaveAttribute('data-theme', theme)
  await expect(social.modal.dialog.getByRole('group', { name: 'Or sign in with' })).toBeVisible()
  return social
}

// Axe over every social view, one test per view and theme.
for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on Connect's social buttons, and with "More" expanded (${theme})`, async ({ page }) => {
    const social = await connectOpen(page, theme)
    await expectNoAxeViolations(page, 'Connect (social buttons)')
    const more = social.modal.dialog.getByRole('button', { name: 'More sign-in options' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(social.modal.dialog.getByRole('button', { name: 'Fewer sign-in options' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(social.modal.dialog.getByRole('button', { name: 'Continue with Facebook', exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'Connect (more social logins)')
  })

  test(`axe finds no violations on the provider's connecting view, waiting and 'Popup closed' (${theme})`, async ({
    page,
  }) => {
    const social = await connectOpen(page, theme)
    const popup = await social.openPopup('Discord')
    await social.modal.expectView('Discord')
    await expect(social.modal.dialog.getByText('Continue in the Discord window')).toBeVisible()
    await expectNoAxeViolations(page, 'ConnectingSocial (waiting)')
    await popup.close()
    await expect(social.modal.dialog.getByText('Popup closed', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'ConnectingSocial (Popup closed)')
  })

  test(`axe finds no violations on ConnectingFarcaster (${theme})`, async ({ page }) => {
    const social = await connectOpen(page, theme)
    await (await social.providerButton('Farcaster')).click()
    await social.modal.expectView('Farcaster')
    await expect(social.modal.dialog.getByTestId('farcaster-qr')).toBeVisible()
    await expectNoAxeViolations(page, 'ConnectingFarcaster')
  })

  test(`axe finds no violations on Account's social row (${theme})`, async ({ page }) => {
    const social = await connectOpen(page, theme)
    const name = uniqueName(`a11y-${theme}`)
    await social.login('Google', { name })
    await social.modal.call('open')
    await social.modal.expectView('Account')
    await expect(social.modal.dialog.getByTestId('account-social')).toBeVisible()
    await expectNoAxeViolations(page, 'Account (social login)')
  })
}

test('social login by keyboard alone: "More", a provider, its popup, Cancel after a closed popup, and a sign-in that connects', async ({
  page,
}) => {
  const social = new SocialLoginPage(page)
  await social.modal.goto()
  await social.modal.call('open')
  await social.modal.expectView('Connect Wallet')

  // A provider from the first row: Enter opens its popup; closing it leaves 'Popup closed', and Cancel goes back.
  const x = social.modal.dialog.getByRole('button', { name: 'Continue with X', exact: true })
  await tabTo(page, x)
  const first = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  await (await first).close()
  await expect(social.modal.dialog.getByText('Popup closed', { exact: true })).toBeVisible()
  await tabTo(page, social.modal.dialog.getByRole('button', { name: 'Cancel' }))
  await page.keyboard.press('Enter')
  await social.modal.expectView('Connect Wallet')

  // A provider behind "More", signed in at the provider by keyboard too.
  await tabTo(page, social.modal.dialog.getByRole('button', { name: 'More sign-in options' }))
  await page.keyboard.press('Enter')
  const github = social.modal.dialog.getByRole('button', { name: 'Continue with GitHub', exact: true })
  await tabTo(page, github)
  const opened = page.waitForEvent('popup')
  await page.keyboard.press(' ')
  const popup = await opened
  await expect(popup.getByLabel('Name', { exact: true })).toBeFocused()
  const name = uniqueName('keyboard')
  await popup.keyboard.type(name)
  // Enter submits the provider's form and the popup closes itself once the provider has answered: on
  // a busy machine that can happen between the key's press and its release, and then releasing it
  // finds the popup gone. Only a popup still open makes a failed press a failure.
  await popup.keyboard.press('Enter').catch((error: unknown) => {
    if (!popup.isClosed()) throw error
  })
  await expect.poll(() => popup.isClosed()).toBe(true)
  const state = await social.connected('github', { keyboard: true })
  expect(state.user).toMatchObject({ username: name })
})
