// The shop's checkout, tested the way its QA team would: only wallet-modal/testing, the page as a
// visitor sees it, and the local chains for the truth about money.
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'wallet-modal/testing'

test('a visitor connects, signs in and pays 0.01 ETH', async ({ page, modal, evmWallet, localStack }) => {
  const shop = privateKeyToAccount(generatePrivateKey()).address
  const chain = createPublicClient({ transport: http(localStack.chains[0].url) })

  await page.goto('/')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const connected = await modal.connect('Demo Wallet')
  expect(connected.caipAddress).toBe(`eip155:31337:${evmWallet.accounts[0]}`)
  await modal.signIn()
  await expect(page.getByTestId('account')).toHaveText(`Signed in as eip155:31337:${evmWallet.accounts[0]}`)

  await modal.send({ amount: '0.01', to: shop })
  expect(await chain.getBalance({ address: shop })).toBe(parseEther('0.01'))
})

test('a rejected signature keeps the sign-in view, and closing it from the page does not skip it', async ({
  page,
  modal,
  evmWallet,
}) => {
  await page.goto('/')
  await modal.connect('Demo Wallet')
  await evmWallet.rejectNext()
  await expect(modal.signIn()).rejects.toThrow('Error signing message')
  const afterClose = await modal.close()
  expect(afterClose).toMatchObject({ open: true, view: 'SIWXSignMessage' })
  await modal.signIn()
})

test('the wallet waits for the test: nothing is sent until approveNext()', async ({
  page,
  modal,
  evmWallet,
  localStack,
}) => {
  const shop = privateKeyToAccount(generatePrivateKey()).address
  const chain = createPublicClient({ transport: http(localStack.chains[0].url) })
  await page.goto('/')
  await modal.connect('Demo Wallet')
  await modal.signIn()

  await evmWallet.setAutoApprove(false)
  const sending = modal.send({ amount: '0.02', to: shop })
  expect(await evmWallet.waitForPrompt()).toBe('eth_sendTransaction')
  expect(await chain.getBalance({ address: shop })).toBe(0n)
  await evmWallet.approveNext()
  await sending
  expect(await chain.getBalance({ address: shop })).toBe(parseEther('0.02'))
})

test('on Local Solana the same wallet signs in and pays 0.05 SOL', async ({
  page,
  modal,
  solanaWallet,
  localStack,
}) => {
  const shop = Keypair.generate().publicKey
  await page.goto('/')
  await modal.switchNetwork('Local Solana')
  const connected = await modal.connect('Demo Wallet')
  expect(connected.caipAddress).toBe(`${localStack.solana!.caipNetworkId}:${solanaWallet.accounts[0]}`)
  await modal.signIn()

  await modal.send({ amount: '0.05', to: shop.toBase58() })
  const balance = await new Connection(localStack.solana!.url, 'confirmed').getBalance(shop)
  expect(balance).toBe(0.05 * LAMPORTS_PER_SOL)
})
