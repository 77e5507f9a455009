import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe over the `<wallet-modal>` element (its shadow root, and the signer frame inside it when
 * shown), or over the elements `include` names (e.g. the companion buttons), once the view
 * transition is over, and expects no violations; resolves how many nodes inside frames axe checked
 * (so a test can tell the signer frame was looked at).
 */
export async function expectNoAxeViolations(page: Page, label: string, include: string[] = ['wallet-modal']): Promise<number> {
  // Let the 150 ms view transition finish: mid-fade text has lower contrast than the user will read.
  await page.waitForFunction(() =>
    document.querySelector('wallet-modal')!.shadowRoot!.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const result = await include.reduce((builder, selector) => builder.include(selector), new AxeBuilder({ page })).analyze()
  expect(result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  return result.passes.flatMap((p) => p.nodes).filter((n) => n.target.length > 1).length
}
