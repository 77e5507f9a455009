import { expect, test } from './fixtures.js'
import { keptEnglishTexts } from '../src/core/i18n/catalogue.js'
import { isData, visibleTexts } from './support/screenTexts.js'
import { openScene } from './visual/openScene.js'
import { scenes } from './visual/scenes.js'

/**
 * Every text on every screen goes through the catalogues. Each visual scene is reached in English,
 * then the modal switches to the pseudo-locale `en-XA` (core/i18n/pseudo.ts: accented, bracketed,
 * lengthened); every visible text node of the shadow root must then be pseudo-localised, spec
 * section 8's English texts or data. Data is what the visitor's wallets and chains hold, not the
 * modal's words: addresses, amounts, token symbols, names, URLs (e2e/support/screenTexts.ts).
 */

/** A letter the pseudo-locale writes (core/i18n/pseudo.ts), or its brackets around a text. */
const PSEUDO = /[åƀćđéƒĝĥîĵķļɱñőƥǫŕšţűṽŵẋýžÅƁĆĐÉƑĜĤÎĴĶĻṀÑŐƤǪŔŠŢŰṼŴẊÝŽ]|^\[|\]$/

/** Whether `text` holds a word of the modal's that was not pseudo-localised. */
const untranslated = (text: string) => !PSEUDO.test(text) && !keptEnglishTexts.includes(text) && !isData(text)

for (const scene of scenes) {
  test(`${scene.name} (${scene.views.join(', ')}) shows no text that is not catalogued`, async ({ page, request }) => {
    const modal = await openScene(scene, { page, request })
    // A loading toast is the scene's last action still finishing ('Authenticating...' after an email
    // login, on a slow machine): its text was set in the locale of the moment. The scene is after it.
    await expect(page.locator('.wm-toast-loading')).toHaveCount(0)
    await modal.setOptions({ locale: 'en-XA' })
    // Once a text turned, the view re-rendered in the pseudo-locale (its chunk loaded).
    await expect.poll(async () => (await page.evaluate(visibleTexts)).some((text) => PSEUDO.test(text))).toBe(true)
    await expect(modal.dialog.locator('.wm-skeleton, [data-icon=loading]')).toHaveCount(0)
    const texts = await page.evaluate(visibleTexts)
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.filter(untranslated), `${scene.name}: texts that are not catalogued`).toEqual([])
  })
}
