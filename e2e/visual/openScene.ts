import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ModalPage } from '../pages/ModalPage.js'
import type { Scene } from './scenes.js'

/**
 * Opens the demo page the scene starts on and reaches its screen: the visitor without wallets, the
 * Solana network, the dev account and the connection it asks for, then its steps. `loaded` runs once
 * the page is ready, before any of that (the visual tests pin the font there). Resolves with the
 * modal showing the scene's screen.
 */
export async function openScene(
  scene: Scene,
  { page, request }: { page: Page; request: APIRequestContext },
  loaded?: () => Promise<void>,
): Promise<ModalPage> {
  if (scene.withoutWallets)
    await page.route('**/wallets/*-wallet.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  const modal = new ModalPage(page)
  // No project: its images (blobs from the project service, e2e/project-images.spec.ts) would
  // replace the logos the visual baselines hold, a frame after the icon set's.
  const path = scene.path ?? '/'
  await modal.goto(`${path}${path.includes('?') ? '&' : '?'}project=none`)
  await loaded?.()
  if (scene.connect === 'solana') {
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
  }
  if (scene.account !== undefined)
    await page.evaluate(
      (index) =>
        (window as unknown as { demoWallet: { selectAccount(i: number): void } }).demoWallet.selectAccount(index),
      scene.account,
    )
  if (scene.connect) await modal.connectDemoWallet()
  await scene.reach({ page, modal, request })
  await expect(modal.dialog).toBeVisible()
  return modal
}
