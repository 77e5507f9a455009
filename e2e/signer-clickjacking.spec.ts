import type { APIRequestContext, Frame, Page } from '@playwright/test'
import { parseEther, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, STACK, test, type AnvilChain } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'

/**
 * Clickjacking of the signer frame's Approve, tried as a hostile script on an
 * allowed host page would. The host page runs our modal, so its script can call the provider and
 * restyle `<wallet-modal>` at will; the only defence is the frame's own gate (src/signer/ui/visibilityGate.ts):
 * Approve unlocks only after the whole signer screen has been fully inside the viewport, unobscured,
 * untransformed and unmoved for 500 ms.
 */

const AMOUNT = parseEther('5')

/** What the attacker's script does first: makes `<wallet-modal>` the containing block of its fixed descendants (the overlay and the signer frame) without moving anything yet. `will-change` is no transform, so IntersectionObserver v2 still calls the frame visible. */
const CONTAINING_BLOCK = 'position: fixed; margin: 0; width: 100vw; height: 100vh; will-change: transform;'

/** Restyles `<wallet-modal>` from the host page's own JS (the attacker's script); '' restores it. */
async function restyleModal(page: Page, css: string): Promise<void> {
  await page.evaluate((style) => {
    const modal = document.querySelector('wallet-modal')!
    if (style) modal.setAttribute('style', style)
    else modal.removeAttribute('style')
  }, css)
}

/** The attacker's request: `eth_sendTransaction` of 5 ETH through the modal's provider, from page JS. Resolves `{ result }` or `{ error }`. */
function hostileSend(page: Page, from: Address, to: Address) {
  return page.evaluate(
    async ([f, t, value]) => {
      const modal = document.querySelector('wallet-modal') as unknown as {
        getProvider(ns: string): Promise<{ request(a: unknown): Promise<unknown> }>
      }
      const provider = await modal.getProvider('eip155')
      try {
        return {
          result: (await provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: f, to: t, value }],
          })) as string,
        }
      } catch (error) {
        const e = error as { code?: number; message?: string }
        return { error: { code: e.code, message: e.message } }
      }
    },
    [from, to, `0x${AMOUNT.toString(16)}`] as const,
  )
}

/** The signer frame as a Playwright Frame (cross-origin: the test reads it as the user's eyes would, it never drives the product through it). */
function signerFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(STACK.signerOrigin))
  if (!frame) throw new Error('no signer frame on the page')
  return frame
}

/**
 * A recorder in the signer frame, so that the probes do not depend on how fast a busy machine
 * delivers them: it notes, on the frame's clock (`Date.now()`, the host page's too), when Approve
 * was enabled or disabled and each trusted click that reached an enabled Approve; with `swallow`
 * it stops such a click before the product sees it (a click that came late because the machine
 * was slow is not a probe, and must not send). A click on a disabled Approve never dispatches.
 */
async function installProbe(page: Page): Promise<void> {
  await signerFrame(page).evaluate(() => {
    const w = window as unknown as {
      __probe?: { transitions: { at: number; disabled: boolean }[]; clicks: number[]; swallow: boolean }
    }
    const approve = document.querySelector('button.approve') as HTMLButtonElement
    const probe = {
      transitions: [{ at: Date.now(), disabled: approve.disabled }],
      clicks: [] as number[],
      swallow: true,
    }
    w.__probe = probe
    new MutationObserver(() => probe.transitions.push({ at: Date.now(), disabled: approve.disabled })).observe(
      approve,
      { attributes: true, attributeFilter: ['disabled'] },
    )
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted || event.target !== approve || approve.disabled) return
        probe.clicks.push(Date.now())
        if (probe.swallow) event.stopImmediatePropagation()
      },
      true,
    )
  })
}

/** What the probe saw: Approve's transitions and the clicks that reached it enabled. */
function probeRecord(page: Page) {
  return signerFrame(page).evaluate(() => {
    const probe = (
      window as unknown as { __probe: { transitions: { at: number; disabled: boolean }[]; clicks: number[] } }
    ).__probe
    return { transitions: [...probe.transitions], clicks: [...probe.clicks] }
  })
}

/** The first moment at or after `since` that Approve turned enabled (the frame's clock), or undefined. */
function enabledAfter(record: { transitions: { at: number; disabled: boolean }[] }, since: number): number | undefined {
  return record.transitions.find((t) => t.at >= since && !t.disabled)?.at
}

/** Logs in by email (a fresh address), funds the wallet on anvil A and returns it with a fresh attacker address. */
async function victim(
  _page: Page,
  login: EmailLoginPage,
  anvil: AnvilChain,
): Promise<{ from: Address; attacker: Address }> {
  await login.modal.goto()
  const { accounts } = await login.login(uniqueEmail('clickjack'))
  const from = accounts!.eip155!.address as Address
  await anvil.test.setBalance({ address: from, value: parseEther('50') })
  return { from, attacker: privateKeyToAccount(generatePrivateKey()).address }
}

/** A real mouse click (move, press, release) at the centre of the signer's Approve, wherever it is on the page now. */
async function mouseClickApprove(page: Page, login: EmailLoginPage): Promise<{ x: number; y: number }> {
  const box = (await login.signer().getByRole('button', { name: 'Approve' }).boundingBox())!
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.click(point.x, point.y)
  return point
}

/** Nothing reached the chain for `attacker`: its balance stays 0 for a while after the click. */
async function expectNothingSent(page: Page, anvil: AnvilChain, attacker: Address): Promise<void> {
  await page.waitForTimeout(1_500)
  expect(await anvil.public.getBalance({ address: attacker }), 'ETH reached the attacker').toBe(0n)
}

/**
 * Moves `<wallet-modal>` (`position: fixed`, negative left/top) so that the signer frame's Approve
 * sits just inside the viewport's top-left corner and everything above and left of it (the title,
 * the amount, the recipient, Reject) is outside. Returns where Approve is now.
 */
async function clipAllButApprove(page: Page, login: EmailLoginPage): Promise<void> {
  await restyleModal(page, `${CONTAINING_BLOCK} left: 0px; top: 0px;`)
  const approve = login.signer().getByRole('button', { name: 'Approve' })
  const before = (await approve.boundingBox())!
  await restyleModal(page, `${CONTAINING_BLOCK} left: ${-(before.x - 4)}px; top: ${-(before.y - 4)}px;`)
  const box = (await approve.boundingBox())!
  const viewport = page.viewportSize()!
  // The attack's precondition: Approve whole inside the viewport, what is signed outside it.
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  const title = (await login.signer().getByRole('heading', { level: 1 }).boundingBox())!
  expect(title.y + title.height).toBeLessThan(0)
  const reject = (await login.signer().getByRole('button', { name: 'Reject' }).boundingBox())!
  expect(reject.x + reject.width).toBeLessThan(0)
}

test.describe('clickjacking the signer frame from a hostile host page', () => {
  test('control: the honest journey unlocks Approve and the transaction goes through', async ({
    page,
    request,
    anvil,
  }) => {
    const login = new EmailLoginPage(page, request)
    const { from, attacker: to } = await victim(page, login, anvil.a)
    const sent = hostileSend(page, from, to)
    await login.approve('Send transaction')
    const { result } = await sent
    expect((await anvil.a.public.waitForTransactionReceipt({ hash: result as `0x${string}` })).status).toBe('success')
    expect(await anvil.a.public.getBalance({ address: to })).toBe(AMOUNT)
  })

  test('the modal moved so that only Approve is inside the viewport: Approve stays locked and a real click sends nothing', async ({
    page,
    request,
    anvil,
  }) => {
    const login = new EmailLoginPage(page, request)
    const { from, attacker } = await victim(page, login, anvil.a)
    const sent = hostileSend(page, from, attacker)
    await login.modal.expectView('Approve Transaction')
    await expect(login.signer().getByRole('heading', { level: 1 })).toHaveText('Send transaction')
    await login.frameAtRest()
    await clipAllButApprove(page, login)
    // Well past the 500 ms unlock delay.
    await page.waitForTimeout(1_200)
    await mouseClickApprove(page, login)
    await expectNothingSent(page, anvil.a, attacker)
    await expect(login.signer().getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(await Promise.race([sent, page.waitForTimeout(100).then(() => 'pending')])).toBe('pending')
  })

  test('moving the modal or the frame after Approve unlocked locks it again; it unlocks only once the screen is whole and still again', async ({
    page,
    request,
    anvil,
  }) => {
    const login = new EmailLoginPage(page, request)
    const { from, attacker } = await victim(page, login, anvil.a)
    const sent = hostileSend(page, from, attacker)
    await login.modal.expectView('Approve Transaction')
    const approve = login.signer().getByRole('button', { name: 'Approve' })
    await expect(approve).toBeEnabled()
    await login.frameAtRest()

    // Clipped after the unlock: locked again, and a click sends nothing.
    await clipAllButApprove(page, login)
    await expect(approve).toBeDisabled()
    await mouseClickApprove(page, login)
    await expectNothingSent(page, anvil.a, attacker)

    // Back in place: locked for the delay (as the frame's own clock tells it), then unlocked.
    await installProbe(page)
    const restoredAt = await page.evaluate(() => {
      document.querySelector('wallet-modal')!.removeAttribute('style')
      return Date.now()
    })
    await expect(approve).toBeEnabled()
    const unlockedAt = enabledAfter(await probeRecord(page), restoredAt)
    expect(
      unlockedAt! - restoredAt,
      'Approve unlocked before the screen had been whole for 500 ms',
    ).toBeGreaterThanOrEqual(500)
    await signerFrame(page).evaluate(
      () => ((window as unknown as { __probe: { swallow: boolean } }).__probe.swallow = false),
    )

    // A pure translation that keeps the whole screen inside the viewport, under a resting pointer
    // (the script shifts the frame itself, in the modal's open shadow root): the frame's
    // IntersectionObserver cannot see it, the pointer does, and the next click is swallowed.
    const resting = (await login.signer().getByRole('heading', { level: 1 }).boundingBox())!
    await page.mouse.move(resting.x + 5, resting.y + 5)
    await expect(approve).toBeEnabled()
    await page.evaluate(() => {
      const frame = document.querySelector('wallet-modal')!.shadowRoot!.querySelector('iframe')!
      frame.style.left = `${parseFloat(frame.style.left) - 60}px`
      frame.style.top = `${parseFloat(frame.style.top) + 40}px`
    })
    await mouseClickApprove(page, login)
    await expectNothingSent(page, anvil.a, attacker)
    await expect(login.signer().getByRole('heading', { level: 1 })).toHaveText('Send transaction')

    // Left alone where it is now (whole and visible), Approve unlocks and the user's own click counts.
    await expect(approve).toBeEnabled()
    await page.waitForTimeout(100)
    await mouseClickApprove(page, login)
    const { result } = await sent
    expect((await anvil.a.public.waitForTransactionReceipt({ hash: result as `0x${string}` })).status).toBe('success')
    expect(await anvil.a.public.getBalance({ address: attacker })).toBe(AMOUNT)
  })
})

/** A hostile send waiting in the signer frame, Approve drawn, with the probe recorder installed in the frame. */
async function pendingHostileSend(page: Page, request: APIRequestContext, anvil: AnvilChain) {
  const login = new EmailLoginPage(page, request)
  const { from, attacker } = await victim(page, login, anvil)
  const sent = hostileSend(page, from, attacker)
  await login.modal.expectView('Approve Transaction')
  const approve = login.signer().getByRole('button', { name: 'Approve' })
  await expect(approve).toBeVisible()
  await installProbe(page)
  return { login, attacker, sent, approve }
}

/** The end of every probe: nothing reached the attacker and the hostile request is still waiting for the user. */
async function expectStillPending(page: Page, anvil: AnvilChain, attacker: Address, sent: Promise<unknown>) {
  await expectNothingSent(page, anvil, attacker)
  expect(await Promise.race([sent, page.waitForTimeout(100).then(() => 'pending')])).toBe('pending')
}

/** The page's restylings that hide what is signed (faded, scaled, or cropped down to Approve alone), by name. */
const HOSTILE_STYLES: Record<string, (box: { x: number; y: number; width: number; height: number }) => string> = {
  opacity: () => 'opacity: 0.3;',
  scale: () => `${CONTAINING_BLOCK} left: 0px; top: 0px; transform: scale(0.9);`,
  'clip-path crop': (box) =>
    `${CONTAINING_BLOCK} left: 0px; top: 0px; overflow: hidden; clip-path: inset(${box.y - 4}px 0 0 ${box.x - 4}px);`,
  'overflow crop to Approve': (box) =>
    `position: fixed; left: ${box.x - 4}px; top: ${box.y - 4}px; width: ${box.width + 8}px; height: ${box.height + 8}px; overflow: hidden; contain: paint;`,
}

// The probes that held before, one test each: every one starts from a fresh hostile request.
test.describe('clickjacking probes on an unlocked Approve', () => {
  test('early clicks, as soon as Approve is drawn and for 400 ms, send nothing', async ({ page, request, anvil }) => {
    const { login, attacker, sent, approve } = await pendingHostileSend(page, request, anvil.a)
    // Aimed once the dialog's opening animation has settled (the frame at rest), so every click hits
    // where Approve stays; still early: Approve unlocks only after 500 ms of the screen whole and still.
    await login.frameAtRest()
    // A click that a slow machine delivers after the unlock is no early click: the probe swallows it.
    const point = await mouseClickApprove(page, login)
    for (let i = 0; i < 3; i++) {
      await page.waitForTimeout(100)
      await page.mouse.click(point.x, point.y)
    }
    let fired = 4
    // A machine so busy that even the first click came after the unlock tried nothing yet: lock
    // Approve again (the screen faded), and click as the screen comes back whole, the same 500 ms
    // gate from its start. The restore and the click go out together, so the click lands at once.
    for (let attempt = 0; attempt < 5 && (await probeRecord(page)).clicks.length === fired; attempt++) {
      await restyleModal(page, 'opacity: 0.3;')
      await expect(approve).toBeDisabled()
      await Promise.all([restyleModal(page, ''), page.mouse.click(point.x, point.y)])
      fired++
    }
    await expectNothingSent(page, anvil.a, attacker)
    await expect(approve).toBeEnabled()
    // At least one click came while Approve was still locked (else this probe tried nothing).
    expect((await probeRecord(page)).clicks.length).toBeLessThan(fired)
    await expectStillPending(page, anvil.a, attacker, sent)
  })

  for (const [name, style] of Object.entries(HOSTILE_STYLES)) {
    test(`${name}: Approve locks at once, stays locked, and a click on it reaches nothing`, async ({
      page,
      request,
      anvil,
    }) => {
      const { login, attacker, sent, approve } = await pendingHostileSend(page, request, anvil.a)
      await expect(approve).toBeEnabled()
      await login.frameAtRest()
      const box = (await approve.boundingBox())!
      const css = style(box)
      await restyleModal(page, css)
      await expect(approve, css).toBeDisabled()
      await page.waitForTimeout(800)
      await expect(approve, css).toBeDisabled()
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      // No click reached an enabled Approve while the page was restyled.
      expect((await probeRecord(page)).clicks, css).toEqual([])
      await restyleModal(page, '')
      await expect(approve).toBeEnabled()
      await expectStillPending(page, anvil.a, attacker, sent)
    })
  }

  for (const lead of [0, 100, 300]) {
    test(`a decoy over the frame dropped ${lead} ms before the click: Approve unlocks no sooner than 500 ms after`, async ({
      page,
      request,
      anvil,
    }) => {
      const { login, attacker, sent, approve } = await pendingHostileSend(page, request, anvil.a)
      await expect(approve).toBeEnabled()
      await login.frameAtRest()
      const box = (await approve.boundingBox())!
      // Drawn over the frame; clicks pass through it.
      await page.evaluate(() => {
        const decoy = document.createElement('div')
        decoy.id = 'decoy'
        decoy.textContent = 'Claim your free NFT'
        decoy.setAttribute(
          'style',
          'position: fixed; inset: 0; z-index: 2147483647; background: white; pointer-events: none; font: 40px sans-serif;',
        )
        document.body.append(decoy)
      })
      await expect(approve).toBeDisabled()
      await page.waitForTimeout(700)
      const removedAt = await page.evaluate(() => {
        document.getElementById('decoy')!.remove()
        return Date.now()
      })
      if (lead) await page.waitForTimeout(lead)
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(approve).toBeEnabled()
      // Whenever the click came (a busy machine delivers it late), Approve was not enabled sooner than 500 ms after the decoy went.
      const record = await probeRecord(page)
      expect(enabledAfter(record, removedAt)! - removedAt, 'Approve unlocked early').toBeGreaterThanOrEqual(500)
      for (const at of record.clicks.filter((c) => c >= removedAt)) expect(at - removedAt).toBeGreaterThanOrEqual(500)
      await expectStillPending(page, anvil.a, attacker, sent)
    })
  }

  test("Enter with focus on Reject (the frame's first stop) rejects; it never approves", async ({
    page,
    request,
    anvil,
  }) => {
    const { login, attacker, sent, approve } = await pendingHostileSend(page, request, anvil.a)
    await expect(approve).toBeEnabled()
    await login.frameAtRest()
    await login.signer().getByRole('button', { name: 'Reject' }).focus()
    await page.keyboard.press('Enter')
    expect((await sent).error).toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(await anvil.a.public.getBalance({ address: attacker })).toBe(0n)
  })
})
