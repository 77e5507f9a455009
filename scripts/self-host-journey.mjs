// The browser half of scripts/test-self-host.mjs: a plain HTML host page (examples/self-host/host-page,
// copied into the app folder) with the installed package's script tag, pointed at the running
// `wallet-modal-server start`, driven by Playwright through the installed package's QA kit
// (wallet-modal/testing: the injected test wallet and ModalPage). Sign-in with the wallet (SIWX),
// a name registration signed by it, then an email login whose code is read from the SMTP sink.
// Playwright and the QA kit come from the app folder; the chain (anvil) and the SMTP sink are the
// caller's, as an operator's chain and mail server would be.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' }

/** Serves `pageDir` at /, `modalDist` at /wallet-modal/ and `config` at /config.json on 127.0.0.1:`port`. */
function serveHostPage({ port, pageDir, modalDist, config }) {
  const inside = (base, path) => {
    const file = normalize(join(base, path))
    return file.startsWith(base) ? file : undefined
  }
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (pathname === '/config.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify(config))
    }
    const file = pathname.startsWith('/wallet-modal/')
      ? inside(modalDist, pathname.slice('/wallet-modal/'.length))
      : inside(pageDir, pathname === '/' ? 'index.html' : pathname)
    if (!file || !existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end('Not found')
    response.writeHead(200, { 'Content-Type': `${TYPES[extname(file)] ?? 'application/octet-stream'}; charset=utf-8` })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

/** Resolves once `locator` shows `text` (Playwright's own wait, outside its test runner). */
async function waitForText(locator, text, timeout = 15_000) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout })
}

/**
 * Runs the journey; `check(condition, what)` records each step.
 * @param options.app the folder where the tarball is installed (with @playwright/test beside it)
 * @param options.site the host page's origin, `http://127.0.0.1:<port>` (the server's allowed site)
 * @param options.apiUrl, options.signerUrl where the server listens (the signer on another site: localhost)
 * @param options.chain `{ chainId, url }` of the local chain
 * @param options.mailSink the SMTP sink the server's SMTP_URL points at (`waitFor`, `codeInMail`)
 * @param options.namesSuffix the names service's suffix
 */
export async function runBrowserJourney({
  app,
  site,
  apiUrl,
  signerUrl,
  chain,
  mailSink,
  codeInMail,
  namesSuffix,
  check,
}) {
  const requireApp = createRequire(join(app, 'package.json'))
  const { chromium } = requireApp('@playwright/test')
  const packageDir = join(app, 'node_modules', 'wallet-modal')
  const { EvmTestWallet, ModalPage } = await import(pathToFileURL(join(packageDir, 'dist', 'testing', 'index.js')).href)

  const hostPage = await serveHostPage({
    port: Number(new URL(site).port),
    pageDir: join(app, 'host-page'),
    modalDist: join(packageDir, 'dist'),
    config: { apiUrl, signerUrl, rpcUrl: chain.url, namesSuffix },
  })
  const executablePath =
    process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  const pages = []
  try {
    // 1. The test wallet connects and signs in (SIWX, required by the page) through /api/siwx.
    const walletPage = await (await browser.newContext()).newPage()
    pages.push(walletPage)
    refusalsOf(walletPage)
    const wallet = await EvmTestWallet.install(walletPage, {
      chains: [{ chainId: chain.chainId, rpcUrl: chain.url, name: 'Local Ethereum' }],
    })
    const modal = new ModalPage(walletPage)
    await walletPage.goto(`${site}/`)
    const connected = await modal.connect('Demo Wallet')
    const address = await wallet.address()
    await modal.signIn()
    await waitForText(walletPage.locator('#status'), `Signed in as eip155:${chain.chainId}:${address}`)
    check(connected.address === address, `SIWX sign-in from the host page (${address})`)

    // 2. The same wallet registers a name through /api/names (one signed message).
    const label = `host${Date.now().toString(36)}`
    await modal.open('Account')
    await modal.dialog.getByRole('button', { name: 'Register a name' }).click()
    await modal.dialog.getByLabel('Name', { exact: true }).fill(label)
    await waitForText(modal.dialog.getByTestId('name-status'), `${label}.${namesSuffix} is available`)
    await modal.dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await waitForText(modal.dialog.getByTestId('registered-name'), `${label}.${namesSuffix} is yours`)
    const lookup = await (await fetch(`${apiUrl}/api/names/lookup/${label}.${namesSuffix}`)).json()
    check(
      lookup.address === address,
      `name registration: ${lookup.name} → ${lookup.address} (coin type ${lookup.coinType})`,
    )

    // 3. A visitor without a wallet logs in by email: the code from the SMTP sink, a recovery
    // passphrase in the signer frame (on its own site), and an embedded wallet.
    const emailPage = await (await browser.newContext()).newPage()
    pages.push(emailPage)
    refusalsOf(emailPage)
    const emailModal = new ModalPage(emailPage)
    await emailPage.goto(`${site}/?login=email`)
    await emailModal.open('Connect')
    const email = `visitor-${Date.now().toString(36)}@example.com`
    await emailModal.dialog.getByPlaceholder('Email address').fill(email)
    await emailModal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const code = codeInMail(await mailSink.waitFor(email, { timeoutMs: 15_000 }))
    const firstDigit = emailModal.dialog.getByRole('textbox', { name: 'Digit 1 of 6' })
    await firstDigit.focus()
    await emailPage.keyboard.type(code)
    const signer = emailPage.frameLocator('iframe[title="Secure wallet window"]')
    await waitForText(signer.getByRole('heading', { level: 1 }), 'Create a recovery passphrase', 20_000)
    await emailModal.signerFrameAtRest()
    const passphrase = 'correct horse battery staple self host'
    await signer.getByLabel('Passphrase', { exact: true }).fill(passphrase)
    await signer.getByLabel('Passphrase again').fill(passphrase)
    await signer.getByRole('button', { name: 'Continue' }).click()
    const state = await emailModal.waitForState({ status: 'connected', connectorId: 'auth' }, { timeout: 30_000 })
    check(
      state.user?.email === email && /^0x[0-9a-fA-F]{40}$/.test(state.address ?? ''),
      `email login with the code from the SMTP sink (embedded wallet ${state.address})`,
    )
  } catch (error) {
    // What the page showed, so the log alone explains a failure.
    for (const page of pages) {
      const shown = await page
        .locator('wallet-modal')
        .first()
        .getByRole('dialog')
        .innerText({ timeout: 1_000 })
        .catch(() => '(no dialog)')
      console.error(`-- ${page.url()} showed:\n${shown}`)
    }
    throw error
  } finally {
    await browser.close()
    await new Promise((resolve) => hostPage.close(resolve))
  }
}

/** Prints each refusal the servers answer the page (status 400 and up) with its body. */
function refusalsOf(page) {
  page.on('response', async (response) => {
    if (response.status() < 400) return
    const body = await response.text().catch(() => '')
    console.error(`-- ${response.request().method()} ${response.url()}: ${response.status()} ${body.slice(0, 300)}`)
  })
}
