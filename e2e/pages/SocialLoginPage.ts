import { expect, type FrameLocator, type Page } from '@playwright/test'
import type { WalletModalState } from '../../src/element/types.js'
import { ModalPage } from './ModalPage.js'

/** A name nobody used before at the local identity provider (its accounts are keyed by name). */
export function uniqueName(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** Who signs in at the local identity provider's form: any name works. */
export interface LocalIdpPerson {
  name: string
  /** Default `<name>@example.com`. */
  email?: string
  /** Whether the provider says the email was verified; default true. */
  verified?: boolean
}

/** The spec's first four providers are icon buttons; the rest are behind "More sign-in options". */
const BEHIND_MORE = new Set(['GitHub', 'Apple', 'Facebook'])

/**
 * Social login on the demo page, as a visitor does it: the Connect view's provider buttons, the
 * provider's popup at the local identity provider (oidc-provider, another site), its login form,
 * and the modal connecting when the popup is done.
 */
export class SocialLoginPage {
  readonly modal: ModalPage

  constructor(readonly page: Page) {
    this.modal = new ModalPage(page)
  }

  /** The Connect view's button of `label` ('Google'), opening "More" first when it is behind it. */
  async providerButton(label: string) {
    if (!(await this.modal.dialog.isVisible())) await this.modal.call('open')
    await this.modal.expectView('Connect Wallet')
    const button = this.modal.dialog.getByRole('button', { name: `Continue with ${label}`, exact: true })
    if (BEHIND_MORE.has(label) && !(await button.isVisible()))
      await this.modal.dialog.getByRole('button', { name: 'More sign-in options' }).click()
    await expect(button).toBeVisible()
    return button
  }

  /** Clicks the provider's button and resolves its popup, at the local identity provider's login form. */
  async openPopup(label: string): Promise<Page> {
    const button = await this.providerButton(label)
    const popup = this.page.waitForEvent('popup')
    await button.click()
    const opened = await popup
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /)
    return opened
  }

  /** Fills and submits the local identity provider's form in `popup`. */
  async signInAtProvider(popup: Page, person: LocalIdpPerson): Promise<void> {
    await popup.getByLabel('Name', { exact: true }).fill(person.name)
    if (person.email) await popup.getByLabel('Email (optional)').fill(person.email)
    if (person.verified === false) await popup.getByLabel('The provider has verified this email').uncheck()
    await popup.getByRole('button', { name: 'Sign in' }).click()
  }

  /** The signer frame (cross-site), where the login is confirmed. */
  signer(): FrameLocator {
    return this.page.frameLocator('iframe[title="Secure wallet window"]')
  }

  /**
   * Confirms in the signer frame whom the login signs in as (its "Sign in to <host>?" screen):
   * waits until Continue unlocks, then clicks it (or, with `keyboard`, tabs to it and presses Enter).
   * Resolves the identity line the frame showed.
   */
  async confirmInFrame(options: { keyboard?: boolean } = {}): Promise<string> {
    const frame = this.signer()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to /, { timeout: 20_000 })
    const proceed = frame.getByRole('button', { name: 'Continue' })
    await expect(proceed).toBeEnabled()
    await this.modal.signerFrameAtRest()
    // A frame that moved after the unlock locks Continue again for 500 ms.
    await expect(proceed).toBeEnabled()
    const identity = (await frame.getByTestId('signin-identity').textContent()) ?? ''
    if (options.keyboard) {
      await expect(frame.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await this.page.keyboard.press('Tab')
      await expect(proceed).toBeFocused()
      await this.page.keyboard.press('Enter')
    } else {
      await proceed.click()
    }
    return identity
  }

  /** Confirms in the frame, then waits until the social login connected (the popup and the modal closed): resolves the snapshot. */
  async connected(provider: string, options: { keyboard?: boolean } = {}): Promise<WalletModalState> {
    await this.confirmInFrame(options)
    await expect(this.modal.dialog).toBeHidden({ timeout: 20_000 })
    await expect.poll(async () => (await this.modal.getState()).socialProvider, { timeout: 20_000 }).toBe(provider)
    return this.modal.getState()
  }

  /** A whole social login through `label`'s popup: resolves the connected snapshot (the popup closed). */
  async login(label: string, person: LocalIdpPerson): Promise<WalletModalState> {
    const popup = await this.openPopup(label)
    await this.signInAtProvider(popup, person)
    const state = await this.connected(label.toLowerCase())
    await expect.poll(() => popup.isClosed()).toBe(true)
    return state
  }
}
