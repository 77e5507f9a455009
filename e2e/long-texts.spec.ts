import { expect, test } from './fixtures.js'
import { isData } from './support/screenTexts.js'
import { openScene } from './visual/openScene.js'
import { scenes } from './visual/scenes.js'

/**
 * Layouts hold the long languages: each visual scene at phone width, reached in English and then
 * shown in German and in Russian (among the longest of the shipped catalogues), clips none of the
 * modal's words. A text is clipped when its box cuts it (overflow hidden or clip, an ellipsis, a
 * line clamp) or when it runs past the dialog's edge. Data cut on purpose (an address shortened, a
 * long wallet name with an ellipsis) is not counted (e2e/support/screenTexts.ts), nor text for
 * screen readers only, which a 1 px clipped box holds on purpose.
 */

const PHONE = { width: 390, height: 844 }
const LONG_LOCALES = ['de', 'ru'] as const

/** The texts of the modal that their box or the dialog's edge cuts, in the page. */
const clippedTexts = () => {
  const root = document.querySelector('wallet-modal')!.shadowRoot!
  const dialog = root.querySelector('[role=dialog]')!.getBoundingClientRect()
  const clipped: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent?.trim())
      .join(' ')
      .trim()
    if (!text || element.closest('style, script, [aria-hidden=true]')) continue
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const style = getComputedStyle(element)
    // Text for screen readers only (ui/styles.ts .wm-sr-only: a 1 px box clipped away) is cut on purpose.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue
    const cutsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis'
    const cutsY = ['hidden', 'clip'].includes(style.overflowY) || style.webkitLineClamp !== 'none'
    const box = element.getBoundingClientRect()
    if (
      (cutsX && element.scrollWidth > element.clientWidth + 1) ||
      (cutsY && element.scrollHeight > element.clientHeight + 1) ||
      box.right > dialog.right + 1 ||
      box.left < dialog.left - 1
    )
      clipped.push(text)
  }
  return clipped
}

for (const scene of scenes) {
  test(`${scene.name} (${scene.views.join(', ')}) clips no text in German or Russian at phone width`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE)
    const modal = await openScene(scene, { page, request })
    for (const locale of LONG_LOCALES) {
      await modal.setOptions({ locale })
      await expect(modal.element.locator('.wm-root')).toHaveAttribute('lang', locale)
      await expect(modal.dialog.locator('.wm-skeleton, [data-icon=loading]')).toHaveCount(0)
      const clipped = (await page.evaluate(clippedTexts)).filter((text) => !isData(text))
      expect(clipped, `${scene.name} in ${locale}: clipped texts`).toEqual([])
    }
  })
}
