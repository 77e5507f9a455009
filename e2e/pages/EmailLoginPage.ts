import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'
import { getAddress, type Address } from 'viem'
import { STACK } from '../fixtures.js'
import type { WalletModalState } from '../../src/element/types.js'
import { ModalPage } from './ModalPage.js'

/** A fresh address for one test run: the auth server limits codes per address per hour. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/**
 * A fresh email user (`uniqueEmail(label)`) logged in on the demo page at `path`: resolves the login
 * page and the embedded wallet's EVM address (checksummed).
 */
export async function emailUser(
  page: Page,
  request: APIRequestContext,
  path: string,
  label: string,
): Promise<{ login: EmailLoginPage; address: Address }> {
  const login = new EmailLoginPage(page, request)
  await login.modal.goto(path)
  const state = await login.login(uniqueEmail(label))
  return { login, address: getAddress(state.accounts!.eip155!.address!) }
}

/** One message of the demo's SMTP sink, as /mail/messages.json lists it. */
interface SunkMail {
  id: number
  to: string[]
  subject: string
  text: string
}

/**
 * Email login on the demo page, as a visitor does it: the Connect view's email field, the code
 * read from the demo's SMTP sink (over HTTP, /mail/messages.json), the six boxes, and the signer
 * frame (on http://localhost:<SIGNER_PORT>, another site) for approvals.
 */
export class EmailLoginPage {
  readonly modal: ModalPage

  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
  ) {
    this.modal = new ModalPage(page)
  }

  /** The signer frame (cross-site; Playwright reaches into it like a user's eyes do). */
  signer(): FrameLocator {
    return this.page.frameLocator('iframe[title="Secure wallet window"]')
  }

  /** The newest message to `email`, or undefined. */
  async lastMail(email: string): Promise<SunkMail | undefined> {
    const response = await this.request.get(`${STACK.demoUrl}/mail/messages.json?to=${encodeURIComponent(email)}`)
    return ((await response.json()) as { messages: SunkMail[] }).messages[0]
  }

  /** Waits for a mail to `email` newer than `afterId` and returns its 6-digit code. */
  async codeFor(email: string, afterId = 0): Promise<string> {
    let code = ''
    await expect
      .poll(
        async () => {
          const mail = await this.lastMail(email)
          if (!mail || mail.id <= afterId) return ''
          code = /Your code is (\d{6})/.exec(mail.text)?.[1] ?? ''
          return code
        },
        { message: `a code mailed to ${email}` },
      )
      .toMatch(/^\d{6}$/)
    return code
  }

  /** Opens Connect (if needed), types `email` into its email field and submits; waits for the code screen. */
  async submitEmail(email: string): Promise<void> {
    if (!(await this.modal.dialog.isVisible())) await this.modal.call('open')
    await this.modal.expectView('Connect Wallet')
    await this.modal.dialog.getByPlaceholder('Email address').fill(email)
    await this.modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(this.modal.dialog.getByText(`Enter the 6-digit code sent to ${email}`)).toBeVisible()
  }

  /** Types `code` into the six boxes (the sixth digit submits). */
  async enterCode(code: string): Promise<void> {
    const first = this.modal.dialog.getByRole('textbox', { name: 'Digit 1 of 6' })
    await expect(first).toBeEnabled()
    await first.focus()
    await this.page.keyboard.type(code)
  }

  /** Submits `email` on Connect and types the code mailed for it; the caller waits for what follows. */
  async submitEmailAndCode(email: string): Promise<void> {
    const before = (await this.lastMail(email))?.id ?? 0
    await this.submitEmail(email)
    await this.enterCode(await this.codeFor(email, before))
  }

  /** Waits until the email login connected (the modal closed): resolves the snapshot. */
  async connected(): Promise<WalletModalState> {
    await expect(this.modal.dialog).toBeHidden({ timeout: 20_000 })
    await expect.poll(async () => (await this.modal.getState()).connectorId).toBe('auth')
    return this.modal.getState()
  }

  /** A whole email login: resolves the connected snapshot. */
  async login(email: string): Promise<WalletModalState> {
    await this.submitEmailAndCode(email)
    return this.connected()
  }

  /**
   * The signer frame's passphrase screen (passphrase recovery mode), shown over the modal:
   * 'create' types a new passphrase twice, 'recover' types the wallet's once; then Continue.
   */
  async passphrase(kind: 'create' | 'recover', passphrase: string): Promise<void> {
    const frame = this.signer()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
      kind === 'create' ? 'Create a recovery passphrase' : 'Enter your recovery passphrase',
    )
    await this.frameAtRest()
    await frame.getByLabel('Passphrase', { exact: true }).fill(passphrase)
    if (kind === 'create') await frame.getByLabel('Passphrase again').fill(passphrase)
    await frame.getByRole('button', { name: 'Continue' }).click()
  }

  /** Resolves once the signer frame has kept its place for 3 animation frames (the QA kit's `ModalPage.signerFrameAtRest()`). */
  frameAtRest(): Promise<void> {
    return this.modal.signerFrameAtRest()
  }

  /** Approves in the signer frame: scrolls the request details to their end, waits until Approve unlocks (visible for 500 ms) and the frame is at rest, then clicks it. */
  async approve(title: string | RegExp): Promise<void> {
    await this.modal.expectView('Approve Transaction')
    const frame = this.signer()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title)
    // Approve also waits until the request details have been scrolled to their end (a batch, a smart
    // account's first operation): as a keyboard user does it, the box focused and End, again until
    // Approve unlocks (an End pressed before the frame was laid out scrolls nothing).
    const details = frame.getByRole('region', { name: 'Request details' })
    const approve = frame.getByRole('button', { name: 'Approve' })
    await expect(async () => {
      await details.focus()
      await this.page.keyboard.press('End')
      await expect(approve).toBeEnabled({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await this.frameAtRest()
    await approve.click()
  }

  /** Rejects in the signer frame once the frame is at rest. */
  async reject(title: string | RegExp): Promise<void> {
    await this.modal.expectView('Approve Transaction')
    await expect(this.signer().getByRole('heading', { level: 1 })).toHaveText(title)
    await this.frameAtRest()
    await this.signer().getByRole('button', { name: 'Reject' }).click()
  }

  /** Moves the demo auth server's clock forward (its test control). */
  async advanceAuthClock(ms: number): Promise<void> {
    const response = await this.request.post(`${STACK.demoUrl}/__test/auth-clock`, { data: { advanceMs: ms } })
    expect(response.ok()).toBe(true)
  }
}
