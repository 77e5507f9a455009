import type { Page } from '@playwright/test'

/**
 * Resolves once the signer frame has kept its place for 3 animation frames. The frame follows the
 * dialog's entry animation frame by frame, and Playwright's stability check inside the frame
 * cannot see the frame itself move: a click computed mid-way presses one spot and releases
 * another, and no click fires; and a frame that moved after Approve unlocked locks it again.
 */
export async function signerFrameAtRest(page: Page): Promise<void> {
  await page.locator('iframe[title="Secure wallet window"]').evaluate(
    (frame) =>
      new Promise<void>((resolve) => {
        let last = ''
        let still = 0
        const tick = () => {
          const { left, top, width, height } = frame.getBoundingClientRect()
          const key = `${left},${top},${width},${height}`
          still = key === last ? still + 1 : 0
          last = key
          if (still >= 3) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
}
