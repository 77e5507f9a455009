import { readFileSync } from 'node:fs'
import { p2wpkh } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import type { Page } from '@playwright/test'
import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../src/core/bitcoinNetworks.js'
import { expect, test, type BitcoinChain } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { expectNoAxeViolations } from './support/axe.js'

const REGTEST = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!

/** A fresh regtest address (P2WPKH of a random key): it holds nothing until a test pays it. */
function freshAddress(): string {
  return p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), REGTEST.encoding).address!
}

/** What a user should read for sats, computed apart from the product: BTC with all 8 decimals, trailing zeros trimmed, en-US grouping. */
function shownBtc(sats: bigint): string {
  const whole = (sats / 100_000_000n).toLocaleString('en-US')
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} BTC`
}

/** The script-tag chunks that carry Bitcoin code, from the build's chunk graph (dist/script-tag-manifest.json). */
function bitcoinChunks(): string[] {
  const manifest = JSON.parse(readFileSync('dist/script-tag-manifest.json', 'utf8')) as {
    chunks: Record<string, { modules: Record<string, number> }>
  }
  return Object.entries(manifest.chunks)
    .filter(([, c]) =>
      Object.keys(c.modules).some((id) => id.includes('@scure/btc-signer') || id.includes('src/chains/bip122/')),
    )
    .map(([file]) => `/dist/${file}`)
}

/** Disconnected: selects the Bitcoin Regtest network in Networks (the modal closes). */
async function selectBitcoin(modal: ModalPage) {
  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Bitcoin Regtest/ }).click()
  await expect(modal.dialog).toBeHidden()
  await expect.poll(async () => (await modal.getState()).caipNetworkId).toBe(BITCOIN_REGTEST_ID)
}

/** Opens the demo page with the Bitcoin network selected and connects the Demo Wallet's Bitcoin side. */
async function connectBitcoin(page: Page, path = '/') {
  const modal = new ModalPage(page)
  await modal.goto(path)
  await selectBitcoin(modal)
  await modal.connectDemoWallet()
  return modal
}

/** The sender's sats (confirmed + pending), as the chain reports them. */
const total = async (bitcoin: BitcoinChain, address: string) => {
  const { confirmed, pending } = await bitcoin.balance(address)
  return confirmed + pending
}

test.describe('Bitcoin', () => {
  test("the Demo Wallet is listed once and installed; it connects Bitcoin: bip122 ids in getState(), payment and ordinals accounts, the chain's balance in Account", async ({
    page,
    bitcoinWallet,
    bitcoin,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await selectBitcoin(modal)
    await modal.call('open')
    // One wallet behind a sats-connect provider and a Wallet Standard wallet, and the EVM and Solana sides: one row.
    await expect(modal.wallet(/Demo Wallet/)).toHaveCount(1)
    await expect(modal.wallet(/Demo Wallet/).getByText('Installed', { exact: true })).toBeVisible()
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog).toBeHidden()

    const payment = await bitcoinWallet.address()
    const ordinals = await bitcoinWallet.ordinalsAddress()
    const state = await modal.getState()
    expect(state).toMatchObject({
      status: 'connected',
      activeNamespace: 'bip122',
      caipNetworkId: BITCOIN_REGTEST_ID,
      address: payment,
      caipAddress: `${BITCOIN_REGTEST_ID}:${payment}`,
      networkName: 'Bitcoin Regtest',
    })
    // Spec section 3: payment at index 0, ordinals at index 1.
    expect(state.accounts?.bip122).toMatchObject({
      status: 'connected',
      caipAddress: `${BITCOIN_REGTEST_ID}:${payment}`,
    })
    expect(
      (state as { allAccounts?: { address: string; purpose: string }[] }).allAccounts?.map((a) => [
        a.purpose,
        a.address,
      ]),
    ).toEqual([
      ['payment', payment],
      ['ordinal', ordinals],
    ])
    expect(payment.startsWith('bcrt1q')).toBe(true)
    expect(ordinals.startsWith('bcrt1p')).toBe(true)
    const calls = await bitcoinWallet.calls()
    expect(calls[0]).toEqual({ method: 'getAddresses', params: { purposes: ['payment', 'ordinals'] } })

    await modal.call('open')
    await modal.expectView('Account')
    await expect(modal.dialog.getByTestId('account-address')).toHaveText(`${payment.slice(0, 4)}…${payment.slice(-6)}`)
    await expect(modal.dialog.getByTestId('account-address')).toHaveAttribute('title', payment)
    const sats = await total(bitcoin, payment)
    expect(sats).toBeGreaterThan(0n)
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(shownBtc(sats))
    await expect(modal.dialog.getByTestId('token-BTC').getByTestId('token-amount')).toHaveText(shownBtc(sats))
  })

  test('a send of an odd number of sats lands: the recipient holds exactly it after mining, and Activity lists it', async ({
    page,
    bitcoinWallet,
    bitcoin,
  }) => {
    const modal = await connectBitcoin(page)
    const payment = await bitcoinWallet.address()
    const to = freshAddress()
    const before = await total(bitcoin, payment)

    await modal.submitSend('0.00012345', to)
    await modal.expectView('Account')
    expect(await bitcoin.balance(to)).toEqual({ confirmed: 0n, pending: 12_345n })
    await bitcoin.mine()
    expect(await bitcoin.balance(to)).toEqual({ confirmed: 12_345n, pending: 0n })
    // The sender paid the amount and a fee (at least 1 sat/vB of a ~141 vB transaction).
    const spent = before - (await total(bitcoin, payment))
    expect(spent).toBeGreaterThan(12_345n + 140n)
    expect(spent).toBeLessThan(12_345n + 5_000n)
    expect((await bitcoinWallet.methods()).filter((m) => m === 'signPsbt')).toHaveLength(1)

    await modal.dialog.getByRole('button', { name: /Network:/ }).focus()
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    const row = modal.dialog.getByRole('listitem').filter({ hasText: `${to.slice(0, 4)}…${to.slice(-6)}` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Sent')
    await expect(row).toContainText('-0.00012345 BTC')
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(shownBtc(await total(bitcoin, payment)))
  })

  test('the fee rate is the six-block estimate, fractions kept (2.1 sat/vB, not 3), and the fee shows before the wallet signs', async ({
    page,
    bitcoinWallet,
    bitcoin,
  }) => {
    const estimates = (await (await fetch(`${bitcoin.esploraUrl}/fee-estimates`)).json()) as Record<string, number>
    expect(estimates['6']).toBe(2.1)
    const modal = await connectBitcoin(page)
    const to = freshAddress()
    if (!(await modal.dialog.isVisible())) await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    await modal.dialog.getByLabel('Amount').fill('0.0002')
    await modal.dialog.getByLabel('Receiver address').fill(to)
    // Before anything is signed: the fee, at the estimate's rate.
    const shown = modal.dialog.getByTestId('send-fee')
    await expect(shown).toHaveText(/^Network fee: 0\.[0-9]+ BTC \(2\.1 sat\/vB\)$/)
    expect((await bitcoinWallet.methods()).filter((m) => m === 'signPsbt')).toHaveLength(0)
    const shownFee = BigInt(Math.round(Number(/0\.[0-9]+/.exec((await shown.textContent()) ?? '')![0]) * 1e8))
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    // The transaction on the chain paid exactly the fee shown: 2.1 sat/vB of its vsize, rounded up to a sat.
    const [tx] = (await (await fetch(`${bitcoin.esploraUrl}/address/${to}/txs`)).json()) as {
      fee: number
      weight: number
    }[]
    const vsize = Math.ceil(tx!.weight / 4)
    expect(BigInt(tx!.fee)).toBe(shownFee)
    expect(tx!.fee).toBeGreaterThanOrEqual(2.1 * vsize)
    expect(tx!.fee).toBeLessThan(2.1 * vsize + 1 + 2.1)
    // Rounded up to 3 sat/vB it would have paid 43% more.
    expect(tx!.fee).toBeLessThan(3 * vsize)
  })

  test("a rejected PSBT leaves nothing sent: no transaction, the same outputs, the wallet's refusal shown", async ({
    page,
    bitcoinWallet,
    bitcoin,
  }) => {
    const modal = await connectBitcoin(page)
    const payment = await bitcoinWallet.address()
    const to = freshAddress()
    const utxos = await bitcoin.utxos(payment)
    const before = await bitcoin.balance(payment)
    await bitcoinWallet.setMode('reject')

    await modal.submitSend('0.0005', to)
    await expect(modal.dialog.getByText('Transaction rejected in the wallet', { exact: true })).toBeVisible()
    expect((await bitcoinWallet.methods()).filter((m) => m === 'signPsbt')).toHaveLength(1)
    expect(await bitcoin.balance(to)).toEqual({ confirmed: 0n, pending: 0n })
    expect(await bitcoin.utxos(payment)).toEqual(utxos)
    expect(await bitcoin.balance(payment)).toEqual(before)
    // The form keeps what was typed; the send is not loading any more.
    await expect(modal.dialog.getByLabel('Amount')).toHaveValue('0.0005')
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  })

  test('send validation: a mainnet address is refused on regtest; an amount and receiver are required', async ({
    page,
  }) => {
    const modal = await connectBitcoin(page)
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    await expect(modal.dialog.getByLabel('Receiver address')).toHaveAttribute('placeholder', 'Bitcoin address')
    await modal.dialog.getByLabel('Amount').fill('0.0001')
    await modal.dialog.getByLabel('Receiver address').fill('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    await expect(modal.dialog.getByText('Invalid address', { exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
    await modal.dialog.getByLabel('Receiver address').fill(freshAddress())
    await expect(modal.dialog.getByText('Invalid address', { exact: true })).toHaveCount(0)
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
    await modal.dialog.getByLabel('Amount').fill('')
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  })

  test('SIWX on Bitcoin: signs in with BIP-322, the server verifies it and keeps the session; a tampered signature is refused', async ({
    page,
    request,
    bitcoinWallet,
  }) => {
    const since = Date.now()
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=required')
    await selectBitcoin(modal)
    // First attempt: the signature is tampered with on its way to the server (one bit of it).
    let tampered = 0
    await page.route('**/api/siwx/verify', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { message: string; signature: string }
      if (tampered++ > 0) return route.continue()
      const bytes = base64.decode(body.signature)
      bytes[10] = bytes[10]! ^ 0x01
      await route.continue({ postData: JSON.stringify({ ...body, signature: base64.encode(bytes) }) })
    })
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await modal.dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(modal.dialog.getByRole('alert').locator('.wm-toast-title')).toHaveText('Error signing message')
    await expect(modal.dialog.getByRole('alert')).toContainText('Invalid signature')
    await modal.expectView('Sign In')

    // Second attempt, untouched: the server verifies the BIP-322 signature and keeps the session.
    await modal.dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(modal.dialog).toBeHidden()
    const address = await bitcoinWallet.address()
    const signs = (await bitcoinWallet.calls()).filter((c) => c.method === 'signMessage')
    expect(signs).toHaveLength(2)
    expect(signs[1]!.params).toMatchObject({ address, protocol: 'bip322' })
    const tokens = await page.evaluate(
      () => JSON.parse(localStorage.getItem('wallet-modal:siwx:tokens') ?? '{}') as Record<string, string>,
    )
    const token = tokens[`${BITCOIN_REGTEST_ID}:${address}`]
    expect(token).toBeDefined()
    const response = await request.get(
      `/api/siwx/sessions?${new URLSearchParams({ caipNetworkId: BITCOIN_REGTEST_ID, address })}`,
      { headers: { Authorization: `Bearer ${token}` } },
    )
    expect(response.ok()).toBe(true)
    const { sessions } = (await response.json()) as {
      sessions: { caipAddress: string; message: string; signature: string; issuedAt: string }[]
    }
    const mine = sessions.filter((s) => Date.parse(s.issuedAt) >= since - 1000)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.caipAddress).toBe(`${BITCOIN_REGTEST_ID}:${address}`)
    expect(mine[0]!.message.split('\n').slice(0, 2)).toEqual([
      `${new URL(page.url()).host} wants you to sign in with your Bitcoin account:`,
      address,
    ])
    expect(mine[0]!.message).toContain(`\nChain ID: ${BITCOIN_REGTEST_ID}\n`)
    // A BIP-322 simple signature is a witness stack (2 items: signature, key), not a 65-byte legacy one.
    const signature = base64.decode(mine[0]!.signature)
    expect(signature[0]).toBe(2)
    expect(signature.length).not.toBe(65)
    await expect
      .poll(() => modal.events())
      .toContain(`wallet-modal:siwx-success ${BITCOIN_REGTEST_ID}:${address} ${BITCOIN_REGTEST_ID}`)
  })

  test('the Wallet Standard side alone: connects with bitcoin:connect, signs in with a legacy BIP-137 signature the server verifies, sends with bitcoin:signTransaction', async ({
    page,
    bitcoinWallet,
    bitcoin,
  }) => {
    // Only the Bitcoin Wallet Standard wallet is installed (no sats-connect provider).
    await page.addInitScript(() => {
      ;(window as unknown as { __BITCOIN_DEMO_WALLET_CONFIG__: unknown }).__BITCOIN_DEMO_WALLET_CONFIG__ = {
        providers: ['wallet-standard'],
      }
    })
    const modal = new ModalPage(page)
    await modal.goto('/?siwx=optional')
    expect(
      await page.evaluate(() => (window as unknown as { btc_providers?: unknown[] }).btc_providers?.length ?? 0),
    ).toBe(0)
    await selectBitcoin(modal)
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await modal.signIn()
    await expect(modal.dialog).toBeHidden()
    const payment = await bitcoinWallet.address()
    expect((await modal.getState()).caipAddress).toBe(`${BITCOIN_REGTEST_ID}:${payment}`)
    const calls = await bitcoinWallet.calls()
    expect(calls.map((c) => c.method)).toEqual(['bitcoin:connect', 'bitcoin:signMessage'])
    expect(calls[1]!.params).toMatchObject({ protocol: 'bip137' })
    await expect
      .poll(() => modal.events())
      .toContain(`wallet-modal:siwx-success ${BITCOIN_REGTEST_ID}:${payment} ${BITCOIN_REGTEST_ID}`)

    const to = freshAddress()
    await modal.submitSend('0.00007777', to)
    await modal.expectView('Account')
    await bitcoin.mine()
    expect(await bitcoin.balance(to)).toEqual({ confirmed: 7_777n, pending: 0n })
    expect(await bitcoinWallet.methods()).toContain('bitcoin:signTransaction')
  })

  test('reload restores the Bitcoin connection without a prompt; disconnect ends it in the wallet too', async ({
    page,
    bitcoinWallet,
  }) => {
    const modal = await connectBitcoin(page)
    const { caipAddress } = await modal.getState()
    await page.reload()
    await modal.waitReady()
    await expect.poll(async () => (await modal.getState()).caipAddress).toBe(caipAddress)
    expect((await modal.getState()).status).toBe('connected')
    // Restored through wallet_getAccount: no new getAddresses prompt in the reloaded page.
    expect(await bitcoinWallet.methods()).not.toContain('getAddresses')
    await modal.call('disconnect')
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    expect(await bitcoinWallet.connected()).toBe(false)
  })

  test('moving between EVM, Bitcoin and Solana goes through SwitchActiveChain; an account already connected is taken without a prompt', async ({
    page,
    demoWallet,
    bitcoinWallet,
    solanaWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const evm = await modal.getState()
    expect(evm.activeNamespace).toBe('eip155')

    for (const [network, namespace] of [
      ['Bitcoin Regtest', 'bip122'],
      ['Solana Local', 'solana'],
    ] as const) {
      await modal.call('open', { view: 'Networks' })
      await modal.dialog.getByRole('button', { name: new RegExp(network) }).click()
      await modal.expectView('Switch network')
      expect((await modal.getState()).view).toBe('SwitchActiveChain')
      await modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' }).click()
      await expect(modal.dialog).toBeHidden()
      await expect.poll(async () => (await modal.getState()).activeNamespace).toBe(namespace)
    }
    const btcAddress = await bitcoinWallet.address()
    const solAddress = await solanaWallet.address()
    expect((await modal.getState()).caipAddress).toMatch(new RegExp(`^solana:[^:]+:${solAddress}$`))

    // Back to Bitcoin, then EVM: both accounts exist, so no new prompt in either wallet.
    const btcPrompts = (await bitcoinWallet.methods()).filter((m) => m === 'getAddresses').length
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Bitcoin Regtest/ }).click()
    await expect(modal.dialog).toBeHidden()
    await expect.poll(async () => (await modal.getState()).caipAddress).toBe(`${BITCOIN_REGTEST_ID}:${btcAddress}`)
    await expect
      .poll(() => modal.events())
      .toContain(`wallet-modal:network-change ${BITCOIN_REGTEST_ID}:${btcAddress} ${BITCOIN_REGTEST_ID}`)
    expect((await bitcoinWallet.methods()).filter((m) => m === 'getAddresses').length).toBe(btcPrompts)
    const evmPrompts = (await demoWallet.methods()).filter((m) => m === 'eth_requestAccounts').length
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Anvil A/ }).click()
    await expect(modal.dialog).toBeHidden()
    await expect.poll(async () => (await modal.getState()).caipAddress).toBe(evm.caipAddress)
    expect((await demoWallet.methods()).filter((m) => m === 'eth_requestAccounts').length).toBe(evmPrompts)
  })

  test('an EVM-only host downloads no Bitcoin code; a Bitcoin host does', async ({ page }) => {
    const chunks = bitcoinChunks()
    expect(chunks.length).toBeGreaterThan(0)
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    const modal = new ModalPage(page)
    await modal.goto('/?networks=evm')
    await modal.connectDemoWallet()
    await modal.call('open')
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(modal.dialog.getByRole('tabpanel')).not.toContainText('Loading activity')
    expect(requested.filter((p) => chunks.includes(p))).toEqual([])
    expect(requested.some((p) => p.startsWith('/dist/chunks/'))).toBe(true)

    await modal.call('disconnect')
    requested.length = 0
    await connectBitcoin(page)
    expect(requested.filter((p) => chunks.includes(p)).length).toBeGreaterThan(0)
  })

  test('connect and send on Bitcoin by keyboard alone', async ({ page, bitcoin }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    const focused = () =>
      page.evaluate(() => {
        const el = document.querySelector('wallet-modal')!.shadowRoot!.activeElement
        return { text: el?.textContent ?? '', id: el?.getAttribute('id') ?? '', tag: el?.localName ?? '' }
      })
    const tabTo = async (match: (f: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let i = 0; i < 15 && !match(await focused()); i++) await page.keyboard.press('Tab')
      expect(match(await focused())).toBe(true)
    }
    await page.getByRole('button', { name: 'Open networks' }).focus()
    await page.keyboard.press('Enter')
    await modal.expectView('Choose network')
    await expect(modal.dialog.getByRole('button', { name: /Bitcoin Regtest/ })).toBeVisible()
    await tabTo((f) => f.tag === 'button' && f.text.includes('Bitcoin Regtest'))
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeHidden()
    await page.getByRole('button', { name: 'Open modal' }).focus()
    await page.keyboard.press('Enter')
    await modal.expectView('Connect Wallet')
    await expect(modal.wallet(/Demo Wallet/)).toBeVisible()
    await tabTo((f) => f.tag === 'button' && f.text.startsWith('Demo Wallet'))
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeHidden()
    expect((await modal.getState()).activeNamespace).toBe('bip122')

    await page.getByRole('button', { name: 'Open modal' }).focus()
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    await tabTo((f) => f.text === 'Send')
    await page.keyboard.press('Enter')
    await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    const to = freshAddress()
    await tabTo((f) => f.id.endsWith('-amount'))
    await page.keyboard.type('0.00003333')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type(to)
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
    expect(await bitcoin.balance(to)).toEqual({ confirmed: 0n, pending: 3_333n })
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on the Bitcoin views: Networks, SwitchActiveChain, Account, Activity, WalletSend, WalletReceive, SIWXSignMessage (${theme})`, async ({
      page,
      bitcoinWallet,
      bitcoin,
    }) => {
      // Nine axe passes over seven views, two sign-ins and a faucet (about 21 s on a quiet run): over three times that work.
      test.setTimeout(90_000)
      const modal = new ModalPage(page)
      await modal.goto(`/?theme=${theme}&siwx=optional`)
      await modal.call('open')
      await modal.wallet(/Demo Wallet/).click()
      await modal.expectView('Sign In')
      await modal.signIn()
      await expect(modal.dialog).toBeHidden()
      await modal.call('open', { view: 'Networks' })
      await expect(modal.dialog.getByRole('button', { name: /Bitcoin Regtest/ })).toBeVisible()
      await expectNoAxeViolations(page, 'Networks (with Bitcoin)')
      await modal.dialog.getByRole('button', { name: /Bitcoin Regtest/ }).click()
      await modal.expectView('Switch network')
      await expect(
        modal.dialog.getByText('Bitcoin Regtest is a Bitcoin network. Connect a Bitcoin wallet to continue.', {
          exact: true,
        }),
      ).toBeVisible()
      await expectNoAxeViolations(page, 'SwitchActiveChain (to Bitcoin)')
      await bitcoinWallet.setMode('manual')
      await modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' }).click()
      await bitcoinWallet.approveNext()
      await modal.expectView('Sign In')
      await expectNoAxeViolations(page, 'SIWXSignMessage (Bitcoin)')
      await modal.dialog.getByRole('button', { name: 'Sign' }).click()
      await bitcoinWallet.approveNext()
      await expect(modal.dialog).toBeHidden()
      await bitcoinWallet.setMode('approve')

      const payment = await bitcoinWallet.address()
      await bitcoin.faucet(payment, 2_222n)
      await modal.call('open')
      await modal.expectView('Account')
      await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/BTC$/)
      await expectNoAxeViolations(page, 'Account (Bitcoin)')
      await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
      await expect(modal.dialog.getByRole('tabpanel').getByText('pending', { exact: false }).first()).toBeVisible()
      await expectNoAxeViolations(page, 'Activity (Bitcoin)')
      await bitcoin.mine()

      await modal.dialog.getByRole('button', { name: 'Receive', exact: true }).click()
      await expect(
        modal.dialog.getByText('Send only BTC on this network to this address.', { exact: true }),
      ).toBeVisible()
      await expectNoAxeViolations(page, 'WalletReceive (Bitcoin)')
      await modal.dialog.getByRole('button', { name: 'Back' }).click()

      await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
      await expectNoAxeViolations(page, 'WalletSend (Bitcoin)')
      await modal.dialog.getByLabel('Amount').fill('0.00000001')
      await modal.dialog.getByLabel('Receiver address').fill('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
      await expect(modal.dialog.getByText('Invalid address', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, 'WalletSend (Bitcoin, invalid address)')
      await modal.dialog.getByLabel('Receiver address').fill(freshAddress())
      await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      // 1 sat is below the dust limit: the send is refused before the wallet is asked.
      await expect(
        modal.dialog.getByText('The amount is below the dust limit of 294 sats', { exact: true }),
      ).toBeVisible()
      await expectNoAxeViolations(page, 'WalletSend (Bitcoin, dust refused)')
    })
  }
})
