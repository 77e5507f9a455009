// The JS API's contract with the host: required sign-in cannot be skipped, open() names only real
// views, subscribeState reports every change once and in order, and instances restore side by side.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

type Api = HTMLElement & {
  open(o?: { view?: string }): void
  close(): void
  getState(): { open: boolean; view: string | null; status: string; caipAddress?: string; caipNetworkId?: string }
  subscribeState(listener: (state: unknown) => void): () => void
}

/** Calls `open(options)` on the element and returns what it threw, if anything. */
async function openThrows(
  page: Page,
  selector: string,
  options: unknown,
): Promise<{ name: string; message: string; code: unknown } | undefined> {
  return page.evaluate(
    ([selector, options]) => {
      try {
        ;(document.querySelector(selector) as Api).open(options as { view?: string })
        return undefined
      } catch (error) {
        const e = error as Error & { code?: unknown }
        return { name: e.name, message: e.message, code: e.code }
      }
    },
    [selector, options] as const,
  )
}

test.describe('the host contract', () => {
  test('required sign-in survives the host’s close() and every open(), through a reload, until the user signs', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')

    await modal.call('close')
    expect(await modal.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await modal.call('open', { view: 'Account' })
    expect(await modal.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await page.keyboard.press('Escape')
    await modal.expectView('Sign In')

    // A reload reconnects the wallet: the sign-in view comes back by itself, and open() gives nothing else.
    await page.reload()
    await modal.waitReady()
    await expect.poll(async () => (await modal.getState()).status).toBe('connected')
    await expect.poll(async () => (await modal.getState()).view).toBe('SIWXSignMessage')
    await modal.call('close')
    await modal.call('open')
    expect((await modal.getState()).view).toBe('SIWXSignMessage')
    await expect(modal.dialog.getByTestId('account-balance')).toHaveCount(0)

    await modal.signIn()
    await expect(modal.dialog).toBeHidden()
    expect(await demoWallet.methods()).toContain('personal_sign')
    await modal.call('open')
    await modal.expectView('Account')
    await modal.call('close')
    await expect(modal.dialog).toBeHidden()
  })

  test('open({ view: "Nope" }) throws an error naming the valid views, on the element and on window.WalletModal', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    const expected = {
      name: 'WalletModalError',
      code: 'INVALID_VIEW',
      message:
        'Cannot open view "Nope": the views open() takes here are Connect, Networks, AllWallets, ConnectWallets, ConnectingWalletConnect, OnRampTokenSelect, OnRampFiatSelect, OnRampProviders, Swap, WalletReceive, WalletSend, Account, RegisterAccountName',
    }
    expect(await openThrows(page, 'wallet-modal', { view: 'Nope' })).toEqual(expected)
    const fromGlobal = await page.evaluate(() => {
      try {
        ;(window as unknown as { WalletModal: { open(o: unknown): void } }).WalletModal.open({ view: 'Nope' })
        return undefined
      } catch (error) {
        return (error as Error).message
      }
    })
    expect(fromGlobal).toBe(expected.message)
    // A view of a feature the demo turned off (no siwx here) is refused the same way; the modal stays shut.
    expect((await openThrows(page, 'wallet-modal', { view: 'SIWXSignMessage' }))?.message).toMatch(
      /^Cannot open view "SIWXSignMessage": /,
    )
    expect((await modal.getState()).open).toBe(false)
    await expect(modal.dialog).toHaveCount(0)
  })

  test('subscribeState delivers each change once, in order; unsubscribe stops it', async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    // No project: its remote config may arrive at any point of the journey, a real change of
    // `features` that would be delivered among these (e2e/platform.spec.ts covers it).
    await modal.goto('/?project=none')
    // Each delivery: the fields this journey moves, and the whole state. Other fields may change on
    // their own delivery (getState().connections follows wagmi's connections one step after the
    // status or chain), so the journey is read with repeats of those fields folded, and no two
    // deliveries in a row may carry the same whole state (each change once).
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[]; whole: string[]; off: () => void }
      w.seen = []
      w.whole = []
      w.off = (document.querySelector('wallet-modal') as Api).subscribeState((state) => {
        const s = state as { open: boolean; view: string | null; status: string; caipNetworkId?: string }
        w.seen.push(`${s.open ? s.view : 'closed'} ${s.status} ${s.caipNetworkId}`)
        w.whole.push(JSON.stringify(state, (_, value) => (typeof value === 'bigint' ? value.toString() : value)))
      })
    })
    const delivered = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    const seen = async () => (await delivered()).filter((entry, i, all) => i === 0 || entry !== all[i - 1])
    await modal.connectDemoWallet()
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Anvil B/ }).click()
    await expect(modal.dialog).toBeHidden()
    await expect.poll(seen).toEqual([
      'Connect disconnected eip155:31337',
      'ConnectingExternal disconnected eip155:31337',
      'ConnectingExternal connecting eip155:31337',
      'ConnectingExternal connected eip155:31337',
      'closed connected eip155:31337',
      'Networks connected eip155:31337',
      'SwitchNetwork connected eip155:31337',
      'SwitchNetwork connected eip155:31338',
      // Back out of the two views it pushed, one step at a time.
      'Networks connected eip155:31338',
      'closed connected eip155:31338',
    ])
    expect(await demoWallet.chainId()).toBe(31338)
    const whole = await page.evaluate(() => (window as unknown as { whole: string[] }).whole)
    expect(whole.filter((state, i) => i > 0 && state === whole[i - 1])).toEqual([])
    const before = (await delivered()).length
    await page.evaluate(() => (window as unknown as { off: () => void }).off())
    await modal.call('open')
    await modal.expectView('Account')
    expect(await delivered()).toHaveLength(before)
  })

  test('two instances restoring in the same tick both reconnect', async ({ page, demoWallet }) => {
    await page.goto('/instances.html')
    const first = new ModalPage(page)
    const state = (id: string) => page.evaluate((id) => (document.getElementById(id) as Api).getState(), id)
    // The page wires its Open buttons in the loop that configures each instance: both configured
    // means both buttons work (a click before that opened nothing, once in 5 repeated runs).
    await page.waitForFunction(() =>
      ['first', 'second'].every(
        (id) =>
          (document.getElementById(id) as unknown as Partial<Api> | null)?.getState?.().caipNetworkId !== undefined,
      ),
    )
    for (const id of ['first', 'second']) {
      await page.getByRole('button', { name: `Open ${id}` }).click()
      await page
        .locator(`#${id}`)
        .getByRole('list', { name: 'Wallets' })
        .getByRole('button', { name: /Demo Wallet/ })
        .click()
      await expect.poll(async () => (await state(id)).status).toBe('connected')
    }
    const address = await demoWallet.address()

    await page.reload()
    await first.waitReady()
    await expect
      .poll(async () => [(await state('first')).status, (await state('second')).status])
      .toEqual(['connected', 'connected'])
    expect((await state('first')).caipAddress).toBe(`eip155:31337:${address}`)
    expect((await state('second')).caipAddress).toBe(`eip155:31337:${address}`)
  })
})
