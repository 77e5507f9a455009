import { STACK, expect, test } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'

test.describe('email login: refusals and isolation', () => {
  test('a wrong code, a sixth try, an expired code and a replayed code are refused with clear messages; the resend cooldown is shown', async ({
    page,
    request,
  }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    const email = uniqueEmail('codes')
    const alert = login.modal.dialog.getByRole('alert')

    await login.submitEmail(email)
    await expect(login.modal.dialog.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled()
    const code = await login.codeFor(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) {
      await login.enterCode(wrong)
      await expect(alert).toHaveText(`Wrong code, try again. ${left === 1 ? '1 try left.' : `${left} tries left.`}`)
    }
    await login.enterCode(wrong)
    await expect(alert).toHaveText('Wrong code, try again')
    await login.enterCode(code)
    await expect(alert).toHaveText('Too many wrong codes. Request a new one.')

    // A new code after the 30 s cooldown (the auth server's clock moves; the page asks again).
    await login.advanceAuthClock(31_000)
    let last = (await login.lastMail(email))!.id
    await login.modal.dialog.getByRole('button', { name: 'Back' }).click()
    await login.submitEmail(email)
    const soonExpired = await login.codeFor(email, last)
    await login.advanceAuthClock(10 * 60_000)
    await login.enterCode(soonExpired)
    await expect(alert).toHaveText('This code has expired. Request a new one.')

    // Replayed: the server takes a code, the answer is lost on the way; the same code again is refused.
    last = (await login.lastMail(email))!.id
    await login.modal.dialog.getByRole('button', { name: 'Back' }).click()
    await login.submitEmail(email)
    const replayed = await login.codeFor(email, last)
    await page.route(
      '**/api/auth/otp/verify',
      async (route) => {
        await route.fetch()
        await route.abort('failed')
      },
      { times: 1 },
    )
    await login.enterCode(replayed)
    await expect(alert).toHaveText('The sign-in service is unreachable')
    await login.enterCode(replayed)
    await expect(alert).toHaveText('This code was already used. Request a new one.')
    expect((await login.modal.getState()).status).toBe('disconnected')
  })

  test('the signer ignores messages posted from a third origin', async ({ page, request }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    await login.submitEmail(uniqueEmail('third-origin'))
    // A page of another origin (localhost: the signer's own site, yet not an allowed embedder) in
    // the host page. The signer frame sits in the modal's shadow root, out of `parent.frames`, so
    // it reaches the signer the one way left to it: opening the signer page itself.
    const thirdOrigin = `http://localhost:${STACK.demoPort}`
    await page.evaluate((url) => {
      const frame = document.createElement('iframe')
      frame.src = url
      frame.title = 'third origin'
      document.body.append(frame)
    }, `${thirdOrigin}/mail`)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith(thirdOrigin))).toBe(true)
    const attacker = page.frames().find((f) => f.url().startsWith(thirdOrigin))!
    expect(await attacker.evaluate(() => parent.frames.length)).toBe(1)

    const popupOpened = page.waitForEvent('popup')
    await attacker.evaluate((signerUrl) => {
      ;(window as unknown as { signer: Window | null }).signer = window.open(signerUrl, 'signer')
    }, `${STACK.signerOrigin}/`)
    const popup = await popupOpened
    const ignored: string[] = []
    popup.on('console', (message) => {
      if (message.text().startsWith('wallet-modal signer: ignored')) ignored.push(message.text())
    })
    await popup.waitForLoadState('load')
    await expect(popup.getByText('Ready.', { exact: true })).toBeAttached()
    await attacker.evaluate(() => {
      const w = window as unknown as { signer: Window; answers: unknown[] }
      w.answers = []
      const channel = new MessageChannel()
      channel.port1.onmessage = (event) => w.answers.push(event.data)
      w.signer.postMessage({ type: 'wallet-modal:signer-hello', version: 1, theme: 'light' }, '*', [channel.port2])
      w.signer.postMessage({ id: '2f1c6d0e-7b5a-4c1e-9a3b-0d4e5f6a7b8c', method: 'getSession' }, '*')
    })
    await expect.poll(() => ignored.filter((t) => t.includes(`from ${thirdOrigin} (`)).length).toBe(2)
    expect(await attacker.evaluate(() => (window as unknown as { answers: unknown[] }).answers)).toEqual([])
    await popup.close()
    // The host's own channel is untouched: its code screen is live.
    await expect(login.modal.dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeEnabled()
  })

  test('a tampered stored share gives an error, not a new address', async ({ page, request }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    const email = uniqueEmail('tamper')
    const created = await login.login(email)
    const address = created.accounts!.eip155!.address!

    // Corrupt the device share the way a bug or a hostile script on the signer's origin could:
    // unwrapped with its own key, one byte flipped, wrapped again (so its AES-GCM tag is valid).
    const signer = page.frames().find((f) => f.url().startsWith(STACK.signerOrigin))!
    await signer.evaluate(async (eip155) => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>(
          (resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))),
        )
      const db = await request(indexedDB.open('wallet-modal-signer'))
      const key = `share:${eip155.toLowerCase()}`
      const record = (await request(db.transaction('keyval').objectStore('keyval').get(key))) as {
        key: CryptoKey
        iv: Uint8Array<ArrayBuffer>
        ciphertext: Uint8Array<ArrayBuffer>
      }
      const additionalData = new TextEncoder().encode(`wallet-modal/signer:device-share:v1:${eip155.toLowerCase()}`)
      const share = new Uint8Array(
        await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData }, record.key, record.ciphertext),
      )
      share[0]! ^= 1
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ciphertext = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, record.key, share),
      )
      await request(
        db
          .transaction('keyval', 'readwrite')
          .objectStore('keyval')
          .put({ ...record, iv, ciphertext }, key),
      )
    }, address)

    // A reload cannot unlock the wallet: the session does not come back, and no other address does.
    await page.reload()
    await login.modal.waitReady()
    await expect
      .poll(async () => (await login.modal.getState()).accounts?.eip155?.status ?? 'disconnected', { timeout: 20_000 })
      .toBe('disconnected')

    await login.advanceAuthClock(31_000)
    const before = (await login.lastMail(email))!.id
    await login.submitEmail(email)
    await login.enterCode(await login.codeFor(email, before))
    await expect(
      login.modal.dialog.getByRole('alert').filter({ hasText: 'Stored key share does not match this wallet' }).first(),
    ).toBeVisible()
    const state = await login.modal.getState()
    expect(state.status).toBe('disconnected')
    expect(state.accounts?.eip155?.address).toBeUndefined()
  })

  test('a signer that is not ready in time: the spec toast, then Connect again', async ({ page, request }) => {
    const login = new EmailLoginPage(page, request)
    await page.route(`${STACK.signerOrigin}/**`, (route) => route.abort())
    await login.modal.goto('/?signer-timeout=1500')
    await login.modal.call('open')
    await login.modal.dialog.getByPlaceholder('Email address').fill(uniqueEmail('no-signer'))
    await login.modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(login.modal.dialog.getByRole('alert')).toHaveText(
      'A problem occurred while trying initialize authentication',
    )
    await login.modal.expectView('Connect Wallet')
    expect((await login.modal.getState()).status).toBe('disconnected')
    await expect(page.locator('iframe[title="Secure wallet window"]')).toHaveCount(0)
  })

  test('UpdateEmailWallet moves the wallet to a new email: the old address confirms, then the new one', async ({
    page,
    request,
  }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    const oldEmail = uniqueEmail('old')
    const newEmail = uniqueEmail('new')
    const created = await login.login(oldEmail)

    await login.modal.call('open')
    await login.modal.dialog.getByRole('button', { name: 'Update email' }).click()
    await login.modal.expectView('Update Email')
    const oldBefore = (await login.lastMail(oldEmail))!.id
    await login.modal.dialog.getByLabel('New email').fill(newEmail)
    await login.modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(login.modal.dialog.getByText(`Enter the code sent to your current address ${oldEmail}`)).toBeVisible()
    await login.enterCode(await login.codeFor(oldEmail, oldBefore))
    await expect(login.modal.dialog.getByText(`Enter the code sent to your new address ${newEmail}`)).toBeVisible()
    await login.enterCode(await login.codeFor(newEmail))
    await login.modal.expectView('Account')
    await expect(login.modal.dialog.getByTestId('account-email')).toHaveText(newEmail)
    expect((await login.modal.getState()).user).toEqual({ email: newEmail })

    await login.modal.call('disconnect')
    await login.advanceAuthClock(31_000)
    const again = await login.login(newEmail)
    expect(again.accounts!.eip155!.address).toBe(created.accounts!.eip155!.address)
    expect(again.accounts!.solana!.address).toBe(created.accounts!.solana!.address)
  })
})
