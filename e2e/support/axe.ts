import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe over the `<wallet-modal>` element (its shadow root, and the signer frame inside it when
 * shown), or over the elements `include` names (e.g. the companion buttons), once the view
 * transition is over, and expects no violations.
 *
 * `requireFrame`: a frame must be among what axe checked (the signer frame of ApproveTransaction).
 * @axe-core/playwright injects axe into each frame under a 1 s race of its own and, when that race is
 * lost (a loaded machine, a frame in another process), leaves the frame out without a word; so the
 * audit is run again (at most 3 times) until a frame's nodes were checked, and fails if none ever were.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  include: string[] = ['wallet-modal'],
  { requireFrame = false } = {},
): Promise<void> {
  // Let the 150 ms view transition finish: mid-fade text has lower contrast than the user will read.
  await page.waitForFunction(() =>
    document
      .querySelector('wallet-modal')!
      .shadowRoot!.getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  let frameNodes = 0
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await include
      .reduce((builder, selector) => builder.include(selector), new AxeBuilder({ page }))
      .analyze()
    expect(
      result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
    frameNodes = result.passes.flatMap((p) => p.nodes).filter((n) => n.target.length > 1).length
    if (!requireFrame || frameNodes > 0) break
  }
  if (requireFrame) expect(frameNodes, `${label}: axe checked no node inside a frame`).toBeGreaterThan(0)
}
