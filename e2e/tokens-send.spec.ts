import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { DEMO_ENS_NAMES } from '../src/testing/stack/evm/tokens.js'
import { SEED_LAMPORTS, SEED_USDC_UNITS } from '../src/testing/stack/solana/seed.js'
import { DEMO_TOKENS, erc20BalanceOf, expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { shownAmount } from './support/display.js'

const freshEvmAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function openSend(modal: ModalPage) {
  await modal.call('open')
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.expectView('Send')
  await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
}

async function selectToken(modal: ModalPage, symbol: string) {
  await modal.pickToken('Token', symbol)
}

async function firstActivityRow(modal: ModalPage) {
  await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
  const first = modal.dialog.getByRole('tabpanel').getByRole('listitem').first()
  await expect(first).toBeVisible()
  return first
}

test.describe('tokens, send and activity on EVM', () => {
  test('the Tokens tab lists ETH and both ERC20 tokens with the balances anvil reports', async ({
    page,
    anvil,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const owner = await demoWallet.address()
    await modal.call('open')
    const panel = modal.dialog.getByRole('tabpanel')
    const eth = await anvil.a.public.getBalance({ address: owner })
    await expect(panel.getByTestId('token-ETH').getByTestId('token-amount')).toHaveText(shownAmount(eth, 18, 'ETH'))
    for (const token of DEMO_TOKENS(31337)) {
      const balance = await erc20BalanceOf(anvil.a.public, token.address as Address, owner)
      expect(balance).toBeGreaterThan(0n)
      await expect(panel.getByTestId(`token-${token.symbol}`).getByTestId('token-amount')).toHaveText(
        shownAmount(balance, token.decimals, token.symbol),
      )
    }
  })

  test('send ETH: the recipient gets exactly the typed amount, Account shows the new balance, Activity lists it first', async ({
    page,
    anvil,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()

    const ethTo = freshEvmAddress()
    await openSend(modal)
    await selectToken(modal, 'ETH')
    await modal.dialog.getByLabel('Amount').fill('0.123456789')
    await modal.dialog.getByLabel('Receiver address').fill(ethTo)
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await anvil.a.public.getBalance({ address: ethTo })).toBe(parseEther('0.123456789'))
    // The balances shown afterwards are the chain's new ones, not a cached read from before the send.
    const ethLeft = await anvil.a.public.getBalance({ address: await demoWallet.address() })
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(shownAmount(ethLeft, 18, 'ETH'))
    await expect(modal.dialog.getByRole('tabpanel').getByTestId('token-ETH').getByTestId('token-amount')).toHaveText(
      shownAmount(ethLeft, 18, 'ETH'),
    )
    await expect(await firstActivityRow(modal)).toContainText('-0.123 ETH')
  })

  test('send an ERC20: the recipient gets exactly the typed amount, Activity lists it first', async ({
    page,
    anvil,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()

    const usdc = DEMO_TOKENS(31337).find((t) => t.decimals === 6)!
    const usdcTo = freshEvmAddress()
    await openSend(modal)
    await selectToken(modal, usdc.symbol)
    await modal.dialog.getByLabel('Amount').fill('12.345678')
    await modal.dialog.getByLabel('Receiver address').fill(usdcTo)
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await erc20BalanceOf(anvil.a.public, usdc.address as Address, usdcTo)).toBe(parseUnits('12.345678', 6))
    await expect(await firstActivityRow(modal)).toContainText(`-12.345 ${usdc.symbol}`)
  })

  test('the form sanitises the amount, validates the receiver and the balance, and keeps input on a rejected signature', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await openSend(modal)
    const amount = modal.dialog.getByLabel('Amount')
    const to = modal.dialog.getByLabel('Receiver address')
    const submit = modal.dialog.getByRole('button', { name: 'Send', exact: true })

    await amount.fill('1,5')
    await expect(amount).toHaveValue('1.5')
    await amount.fill('.')
    await expect(amount).toHaveValue('0.')
    await amount.fill('')
    await amount.pressSequentially('a1b.c2x')
    await expect(amount).toHaveValue('1.2')
    await expect(submit).toBeDisabled()

    await to.fill('0x1234')
    await expect(modal.dialog.getByText('Invalid address', { exact: true })).toBeVisible()
    await expect(submit).toBeDisabled()
    const receiver = freshEvmAddress()
    await to.fill(receiver)
    await expect(modal.dialog.getByText('Invalid address', { exact: true })).toHaveCount(0)
    await expect(submit).toBeEnabled()

    await amount.fill('99999999')
    await expect(modal.dialog.getByText('Insufficient funds', { exact: true })).toBeVisible()
    await expect(submit).toBeDisabled()

    await amount.fill('0.5')
    await demoWallet.setMode('reject')
    await submit.click()
    await expect(modal.dialog.getByRole('alert')).toHaveText('Transaction rejected in the wallet')
    await expect(amount).toHaveValue('0.5')
    await expect(to).toHaveValue(receiver)
    expect((await modal.getState()).view).toBe('WalletSend')
  })

  test('a send mined but reverted is a failed send with the chain message, its input kept', async ({ page, anvil }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const receiver = freshEvmAddress()
    await openSend(modal)
    await selectToken(modal, 'ETH')
    await modal.dialog.getByLabel('Amount').fill('0.01')
    await modal.dialog.getByLabel('Receiver address').fill(receiver)
    // The wallet estimates a plain transfer; while the transaction waits in the mempool the
    // receiver becomes a contract that always reverts, so the mined receipt says 'reverted'.
    await anvil.a.test.setAutomine(false)
    try {
      await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect
        .poll(async () => (await anvil.a.public.getBlock({ blockTag: 'pending' })).transactions.length)
        .toBe(1)
      await anvil.a.test.setCode({ address: receiver, bytecode: '0x60006000fd' })
      await anvil.a.test.mine({ blocks: 1 })
    } finally {
      await anvil.a.test.setAutomine(true)
    }
    await expect(modal.dialog.getByRole('alert')).toHaveText('The transaction would fail: the contract reverted it.')
    expect((await modal.getState()).view).toBe('WalletSend')
    await expect(modal.dialog.getByLabel('Amount')).toHaveValue('0.01')
    expect(await anvil.a.public.getBalance({ address: receiver })).toBe(0n)
  })

  test('an ENS name is resolved through the network and receives the send; an unknown name is refused', async ({
    page,
    anvil,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await openSend(modal)
    const to = modal.dialog.getByLabel('Receiver address')
    await to.fill('nobody.eth')
    await expect(modal.dialog.getByText('Name not found', { exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()

    const owner = DEMO_ENS_NAMES['demo.eth']!
    const before = await anvil.a.public.getBalance({ address: owner })
    await to.fill('demo.eth')
    await expect(modal.dialog.getByTestId('ens-resolved')).toHaveText(
      `demo.eth → ${owner.slice(0, 4)}…${owner.slice(-6)}`,
    )
    await modal.dialog.getByLabel('Amount').fill('0.0421')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await anvil.a.public.getBalance({ address: owner })).toBe(before + parseEther('0.0421'))
  })

  test('Activity pages by cursor on scroll and groups by year and month', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await modal.call('open')
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    const panel = modal.dialog.getByRole('tabpanel')
    const rows = panel.getByRole('listitem')
    await expect(rows.first()).toBeVisible()
    const firstPage = await rows.count()
    // Scrolling to the end loads the next page.
    await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage)
    const headings = await panel.getByRole('heading').allInnerTexts()
    expect(new Set(headings).size).toBe(headings.length)
    expect(headings.length).toBeGreaterThanOrEqual(3)
    expect(new Set(headings.map((h) => h.match(/\d{4}/)?.[0])).size).toBeGreaterThanOrEqual(2)
  })
})

test.describe('tokens, send and activity on Solana', () => {
  async function connectSolana(modal: ModalPage) {
    await modal.goto()
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.connectDemoWallet()
  }

  test('the Tokens tab lists SOL and the SPL token with their chain balances', async ({
    page,
    solana,
    solanaWallet,
  }) => {
    const modal = new ModalPage(page)
    await connectSolana(modal)
    const owner = new PublicKey(await solanaWallet.address())
    const lamports = await solana.connection.getBalance(owner)
    const usdc = DEMO_TOKENS('solana')[0]!
    const ata = getAssociatedTokenAddressSync(new PublicKey(usdc.address), owner)
    const units = BigInt((await solana.connection.getTokenAccountBalance(ata)).value.amount)
    // Every test starts from the seeded chain (the solana fixture's snapshot), whatever the sends of other tests.
    expect(lamports).toBe(SEED_LAMPORTS)
    expect(units).toBe(SEED_USDC_UNITS)
    await modal.call('open')
    const panel = modal.dialog.getByRole('tabpanel')
    await expect(panel.getByTestId('token-SOL').getByTestId('token-amount')).toHaveText(
      shownAmount(BigInt(lamports), 9, 'SOL'),
    )
    await expect(panel.getByTestId(`token-${usdc.symbol}`).getByTestId('token-amount')).toHaveText(
      shownAmount(units, 6, usdc.symbol),
    )
  })

  test('send SOL and the SPL token to a fresh address (its token account is created)', async ({ page, solana }) => {
    const modal = new ModalPage(page)
    await connectSolana(modal)
    const solTo = Keypair.generate().publicKey
    await openSend(modal)
    await selectToken(modal, 'SOL')
    await modal.dialog.getByLabel('Amount').fill('0.123456789')
    await modal.dialog.getByLabel('Receiver address').fill(solTo.toBase58())
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    expect(await solana.connection.getBalance(solTo)).toBe(123_456_789)
    await expect(await firstActivityRow(modal)).toContainText('-0.123 SOL')

    const usdc = DEMO_TOKENS('solana')[0]!
    const splTo = Keypair.generate().publicKey
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Send')
    await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    await selectToken(modal, usdc.symbol)
    await modal.dialog.getByLabel('Amount').fill('1.5')
    await modal.dialog.getByLabel('Receiver address').fill(splTo.toBase58())
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.expectView('Account')
    const ata = getAssociatedTokenAddressSync(new PublicKey(usdc.address), splTo)
    expect((await solana.connection.getTokenAccountBalance(ata)).value.amount).toBe('1500000')
    await expect(await firstActivityRow(modal)).toContainText(`-1.500 ${usdc.symbol}`)
  })
})
