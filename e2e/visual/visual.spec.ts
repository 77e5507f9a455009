import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import type { ModalPage } from '../pages/ModalPage.js'
import { openScene } from './openScene.js'
import { scenes } from './scenes.js'

// Screenshots that guard the look. Every scene of scenes.ts (each view the router can
// show) in light and dark, at a desktop and a phone viewport, against the committed baselines in
// e2e/visual/__screenshots__/ (small tolerance: playwright.config.ts, project "visual"). The one
// font is pinned (Inter from @fontsource/inter, served by the demo at /fonts/), animations and
// carets are off, and what changes between runs is masked. A change that alters a view updates its
// baselines on purpose:
//   npx playwright test e2e/visual --update-snapshots

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
const THEMES = ['light', 'dark'] as const
const WEIGHTS = [400, 500, 600, 700]

/** The demo page's own content hidden (only the modal shows), and Inter for every text of the modal. */
const PAGE_STYLE = [
  ...WEIGHTS.map(
    (w) =>
      `@font-face { font-family: 'Inter'; font-weight: ${w}; src: url('/fonts/inter-latin-${w}-normal.woff2') format('woff2'); }`,
  ),
  "html, body { background: #808080 !important; } body * { visibility: hidden; } wallet-modal { visibility: visible; --wm-font-family: 'Inter', sans-serif; --wm-font-mono: 'Inter', sans-serif; }",
].join('\n')

async function pinFont(page: Page): Promise<void> {
  await page.addStyleTag({ content: PAGE_STYLE })
  await page.evaluate(async (weights) => {
    await Promise.all(weights.map((w) => document.fonts.load(`${w} 15px Inter`)))
    await document.fonts.ready
  }, WEIGHTS)
}

/** Logos loaded (none still loading, every image decoded), so the picture is the settled one. */
async function settle(modal: ModalPage): Promise<void> {
  await expect(modal.dialog.locator('[data-icon=loading]')).toHaveCount(0)
  await modal.page.waitForFunction(() =>
    [...document.querySelector('wallet-modal')!.shadowRoot!.querySelectorAll('img')].every((img) => img.complete),
  )
  // The signer's frame (ApproveTransaction) follows its slot a frame later: wait until it sits on it.
  await modal.page.waitForFunction(() => {
    const frame = document.querySelector('wallet-modal')!.shadowRoot!.querySelector('iframe')
    const slot = document.querySelector('wallet-modal')!.shadowRoot!.querySelector('.wm-approve-slot')
    if (!frame || !slot) return true
    const [a, b] = [frame.getBoundingClientRect(), slot.getBoundingClientRect()]
    return Math.abs(a.top - b.top) < 1 && Math.abs(a.left - b.left) < 1 && Math.abs(a.width - b.width) < 1
  })
}

for (const scene of scenes) {
  test(`${scene.name} (${scene.views.join(', ')}), light and dark, desktop and phone`, async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    const modal = await openScene(scene, { page, request }, () => pinFont(page))
    const mask = (scene.mask ?? []).map((selector) =>
      selector === 'iframe' ? page.locator('wallet-modal iframe') : modal.element.locator(selector),
    )
    for (const theme of THEMES) {
      await modal.setOptions({ themeMode: theme })
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport)
        await settle(modal)
        await expect(modal.dialog).toHaveScreenshot(`${scene.name}-${theme}-${size}.png`, { mask })
      }
    }
  })
}

/** The views each feature registers with the router (`<name>: { title: …` inside its `ViewRegistry`). */
function registeredViews(): string[] {
  const features = join(import.meta.dirname, '../../src/features')
  return readdirSync(features, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    const feature = entry.name
    const file = readdirSync(join(features, feature)).find((f) => f === 'index.ts' || f === 'index.tsx')
    if (!file) return []
    const source = readFileSync(join(features, feature, file), 'utf8')
    const registry = /:\s*ViewRegistry\s*=\s*\{([^]*?)\n\}/.exec(source)?.[1] ?? ''
    return [...registry.matchAll(/^\s+(\w+): \{/gm)].map((m) => m[1]!)
  })
}

test('every view the router can show has a scene (add one line to e2e/visual/scenes.ts for a new view)', () => {
  const views = registeredViews()
  expect(views.length).toBeGreaterThan(20)
  const covered = new Set(scenes.flatMap((scene) => scene.views))
  expect(views.filter((view) => !covered.has(view))).toEqual([])
  expect(
    [...covered].filter((view) => !views.includes(view)),
    'scenes naming a view nobody registers',
  ).toEqual([])
})
