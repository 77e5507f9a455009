import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { expect, test } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'
import { expectNoAxeViolations } from './support/axe.js'

/** Presses Tab (at most 20 times) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  const focused = () => target.evaluate((el) => el === (el.getRootNode() as ShadowRoot | Document).activeElement)
  for (let i = 0; i < 20 && !(await focused()); i++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on Connect's email field, EmailLogin, DataCapture, ApproveTransaction (the signer frame too), Account's email row and UpdateEmailWallet (${theme})`, async ({
    page,
    request,
  }) => {
    // Eight axe passes over six views (one inside the signer frame) and an email login: 9 to 20 s on
    // quiet CI runs (six fresh-clone runs, 2026-11-29), so more than three times that.
    test.setTimeout(90_000)
    const login = new EmailLoginPage(page, request)
    await login.modal.goto(`/?theme=${theme}&email-capture=1`)
    const email = uniqueEmail(`a11y-${theme}`)
    await login.modal.call('open')
    await expect(login.modal.dialog).toHaveAttribute('data-theme', theme)
    await expectNoAxeViolations(page, 'Connect (email field)')
    await login.modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(login.modal.dialog.getByRole('alert')).toHaveText(
      'Invalid Email Address. Please enter a valid email address',
    )
    await expectNoAxeViolations(page, 'Connect (invalid email)')

    await login.submitEmail(email)
    await expectNoAxeViolations(page, 'EmailLogin')
    await login.enterCode(await login.codeFor(email))
    await login.modal.expectView('Your Email')
    await expect(login.modal.dialog.getByLabel('Email')).toHaveValue(email)
    // DataCapture shows while 'Authenticating...' still finishes; audit the view once that toast
    // (and its 150 ms way out, faded mid-way) is gone, as the user reads it.
    await expect(login.modal.dialog.locator('.wm-toast')).toHaveCount(0)
    await expectNoAxeViolations(page, 'DataCapture')
    await login.modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(login.modal.dialog).toBeHidden()

    const address = (await login.modal.getState()).address as Address
    const signing = page.evaluate(async (a) => {
      const modal = document.querySelector('wallet-modal') as unknown as {
        getProvider(ns: string): Promise<{ request(x: unknown): Promise<unknown> }>
      }
      return (await modal.getProvider('eip155'))
        .request({ method: 'personal_sign', params: ['0x68656c6c6f', a] })
        .catch((e: { code?: number }) => e.code)
    }, address)
    await login.modal.expectView('Approve Transaction')
    await expect(login.signer().getByRole('button', { name: 'Approve' })).toBeEnabled()
    await expect(login.signer().locator('html')).toHaveAttribute('data-theme', theme)
    await expectNoAxeViolations(page, 'ApproveTransaction', undefined, { requireFrame: true })
    await login.reject('Sign message')
    expect(await signing).toBe(4001)

    await login.modal.call('open')
    await login.modal.expectView('Account')
    await expect(login.modal.dialog.getByTestId('account-email')).toHaveAttribute('title', email)
    await expectNoAxeViolations(page, 'Account (email login)')
    await login.modal.dialog.getByRole('button', { name: 'Update email' }).click()
    await login.modal.expectView('Update Email')
    await expectNoAxeViolations(page, 'UpdateEmailWallet')
    await login.modal.dialog.getByLabel('New email').fill(uniqueEmail('a11y-new'))
    await login.modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(login.modal.dialog.getByText(/Enter the code sent to your current address/)).toBeVisible()
    await expectNoAxeViolations(page, 'UpdateEmailWallet (code)')
  })
}

test('email login and an approval by keyboard alone', async ({ page, request }) => {
  const login = new EmailLoginPage(page, request)
  await login.modal.goto()
  const email = uniqueEmail('keyboard')
  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await login.modal.expectView('Connect Wallet')
  const field = login.modal.dialog.getByPlaceholder('Email address')
  for (let i = 0; i < 15 && !(await field.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  // The first box has focus: the code is typed straight in.
  await expect(login.modal.dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(await login.codeFor(email))
  await expect(login.modal.dialog).toBeHidden({ timeout: 20_000 })

  const address = (await login.modal.getState()).address as Address
  const signing = page.evaluate(async (a) => {
    const modal = document.querySelector('wallet-modal') as unknown as {
      getProvider(ns: string): Promise<{ request(x: unknown): Promise<unknown> }>
    }
    return (await modal.getProvider('eip155')).request({ method: 'personal_sign', params: ['0x68656c6c6f', a] })
  }, address)
  await login.modal.expectView('Approve Transaction')
  const approve = login.signer().getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  // Focus went into the frame (on Reject); Tab reaches Approve, Enter approves.
  await expect(login.signer().getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(approve).toBeFocused()
  await page.keyboard.press('Enter')
  expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
  await expect(login.modal.dialog).toBeHidden()
})

test('DataCapture and UpdateEmailWallet by keyboard alone', async ({ page, request }) => {
  const login = new EmailLoginPage(page, request)
  await login.modal.goto('/?email-capture=1')
  const email = uniqueEmail('kb-old')
  const newEmail = uniqueEmail('kb-new')
  const dialog = login.modal.dialog
  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await tabTo(page, dialog.getByPlaceholder('Email address'))
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await tabTo(page, dialog.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await page.keyboard.type(await login.codeFor(email))

  // DataCapture, prefilled with the login's email: Enter in the field hands it over.
  await login.modal.expectView('Your Email')
  await tabTo(page, dialog.getByLabel('Email'))
  await expect(dialog.getByLabel('Email')).toHaveValue(email)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()

  // Account → Update email → the new address → the code to the old one → the code to the new one.
  const oldBefore = (await login.lastMail(email))!.id
  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await login.modal.expectView('Account')
  await tabTo(page, dialog.getByRole('button', { name: 'Update email' }))
  await page.keyboard.press('Enter')
  await login.modal.expectView('Update Email')
  await tabTo(page, dialog.getByLabel('New email'))
  await page.keyboard.type(newEmail)
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(`Enter the code sent to your current address ${email}`)).toBeVisible()
  await tabTo(page, dialog.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await page.keyboard.type(await login.codeFor(email, oldBefore))
  await expect(dialog.getByText(`Enter the code sent to your new address ${newEmail}`)).toBeVisible()
  await tabTo(page, dialog.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await page.keyboard.type(await login.codeFor(newEmail))
  await login.modal.expectView('Account')
  await expect(dialog.getByTestId('account-email')).toHaveAttribute('title', newEmail)
})
