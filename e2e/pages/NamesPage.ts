import { expect, type Locator } from '@playwright/test'
import type { ModalPage } from './ModalPage.js'

/** RegisterAccountName and RegisterAccountNameSuccess, over a {@link ModalPage}. */
export class NamesPage {
  constructor(private readonly modal: ModalPage) {}

  get input(): Locator {
    return this.modal.dialog.getByLabel('Name', { exact: true })
  }

  get rule(): Locator {
    return this.modal.dialog.getByTestId('name-rule')
  }

  /** Why ENSIP-15 refuses a label the rule admits, when it does. */
  get reason(): Locator {
    return this.modal.dialog.getByTestId('name-reason')
  }

  get status(): Locator {
    return this.modal.dialog.getByTestId('name-status')
  }

  get registerButton(): Locator {
    return this.modal.dialog.getByRole('button', { name: 'Register', exact: true })
  }

  /** From Account: presses "Register a name" and waits for RegisterAccountName. */
  async openFromAccount(): Promise<void> {
    await this.modal.dialog.getByRole('button', { name: 'Register a name' }).click()
    await this.modal.expectView('Choose a Name')
  }

  /** Types `label` and waits until the service said whether `label.<suffix>` is free. */
  async typeAvailable(label: string, suffix: string): Promise<void> {
    await this.input.fill(label)
    await expect(this.status).toHaveText(`${label}.${suffix} is available`)
  }

  /** Registers `label` (typed and free) and waits for the success view. */
  async register(label: string, suffix: string): Promise<void> {
    await this.typeAvailable(label, suffix)
    await this.registerButton.click()
    await this.modal.expectView('Name Registered')
    await expect(this.modal.dialog.getByTestId('registered-name')).toHaveText(`${label}.${suffix} is yours`)
  }
}
