import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { PublicKey, Transaction as SolanaTransaction } from '@solana/web3.js'
import { parseUnits, type Address } from 'viem'
import { SOLANA_DEV_KEYPAIRS, SOLANA_USDC_DECIMALS } from '../src/testing/stack/solana/devKeys.js'
import { DEMO_TOKENS, erc20BalanceOf, expect, test, transferErc20 } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

// Activity lists what others sent to the account, not only what it sent. On EVM
// a token transfer by another account is only in the Transfer logs (Otterscan's search does not see
// it); on Solana a transfer into a token account the wallet already has names only that account.

/** The newest row of the Activity tab. */
async function newestActivityRow(modal: ModalPage) {
  await modal.call('open')
  await modal.expectView('Account')
  await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = modal.dialog.getByRole('tabpanel').getByRole('listitem')
  await expect(rows.first()).toBeVisible()
  return rows.first()
}

test('an ERC20 transfer sent by another account shows in Activity as received, with its amount', async ({
  page,
  anvil,
  demoWallet,
}) => {
  const modal = new ModalPage(page)
  await modal.goto()
  await modal.connectDemoWallet()
  const owner = (await demoWallet.address()) as Address
  const usdc = DEMO_TOKENS(31337).find((t) => t.decimals === 6)!
  const before = await erc20BalanceOf(anvil.a.public, usdc.address as Address, owner)
  await transferErc20(anvil.a, usdc.address as Address, owner, parseUnits('7.654321', 6), 2)
  expect(await erc20BalanceOf(anvil.a.public, usdc.address as Address, owner)).toBe(before + parseUnits('7.654321', 6))

  const first = await newestActivityRow(modal)
  await expect(first).toContainText(`+7.654 ${usdc.symbol}`)
  await expect(first).toContainText('Received')
})

test('an SPL transfer into the wallet’s existing token account shows in Activity as received', async ({
  page,
  solana,
  solanaWallet,
}) => {
  const modal = new ModalPage(page)
  await modal.goto()
  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
  await expect(modal.dialog).toBeHidden()
  await modal.connectDemoWallet()
  const owner = new PublicKey(await solanaWallet.address())
  const usdc = DEMO_TOKENS('solana')[0]!
  const mint = new PublicKey(usdc.address)
  const sender = SOLANA_DEV_KEYPAIRS[2]!
  const ownerAta = getAssociatedTokenAddressSync(mint, owner)
  // The account exists already: the transfer's keys are the two token accounts, the mint and the sender.
  expect(await solana.connection.getAccountInfo(ownerAta)).not.toBeNull()
  const transfer = new SolanaTransaction().add(
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, sender.publicKey),
      mint,
      ownerAta,
      sender.publicKey,
      2_718_281n,
      SOLANA_USDC_DECIMALS,
    ),
  )
  const signature = await solana.connection.sendTransaction(transfer, [sender])
  await solana.confirm(signature)
  const tx = await solana.connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(tx!.transaction.message.accountKeys.map((k) => k.pubkey.toBase58())).not.toContain(owner.toBase58())

  const first = await newestActivityRow(modal)
  await expect(first).toContainText(`+2.718 ${usdc.symbol}`)
  await expect(first).toContainText('Received')
})
