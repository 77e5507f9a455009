import { ed25519 } from '@noble/curves/ed25519'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { SOLANA_DEV_ACCOUNTS, expect, test, type FeatureOutcome } from './fixtures.js'

// The Solana side of the Demo Wallet on its own, in the demo page, driven the way a dapp drives
// a Wallet Standard wallet. Sends land on the local Solana chain (src/testing/stack/solana).

interface PlainAccount {
  address: string
  publicKey: number[]
  chains: string[]
  features: string[]
}

interface SolanaDemoConfigWindow {
  DEMO_CONFIG: { solana: { caipNetworkId: string } }
}

function resultOf<T>(outcome: FeatureOutcome): T {
  if (!outcome.ok) throw new Error(`feature call failed: ${JSON.stringify(outcome.error)}`)
  return outcome.result as T
}

test.beforeEach(async ({ page, solanaWallet }) => {
  await page.goto('/')
  await solanaWallet.ready()
})

test('registers as the Wallet Standard wallet "Demo Wallet" on the local cluster', async ({
  page,
  solanaWallet,
  demoWallet,
}) => {
  const caipNetworkId = await page.evaluate(
    () => (window as unknown as SolanaDemoConfigWindow).DEMO_CONFIG.solana.caipNetworkId,
  )

  const wallets = await solanaWallet.registeredWallets()

  const wallet = wallets.find((candidate) => candidate.name === 'Demo Wallet')
  expect(wallet).toMatchObject({ version: '1.0.0', chains: expect.arrayContaining(['solana:localnet', caipNetworkId]) })
  expect(wallet?.features).toEqual(
    expect.arrayContaining([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ]),
  )
  // Same name and icon as the EVM side, so the modal can merge both into one entry.
  const [evmInfo] = (await demoWallet.announcements()).filter((info) => info.name === 'Demo Wallet')
  expect(wallet?.icon).toBe(evmInfo?.icon)
})

test('connect returns the first dev key, remembered across a reload', async ({ page, solanaWallet }) => {
  expect(await solanaWallet.connected()).toBe(false)

  const { accounts } = resultOf<{ accounts: PlainAccount[] }>(await solanaWallet.connect())

  expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV_ACCOUNTS[0]])
  expect(accounts[0]?.chains).toContain('solana:localnet')
  expect(new PublicKey(accounts[0]!.publicKey).toBase58()).toBe(SOLANA_DEV_ACCOUNTS[0])
  expect(await solanaWallet.address()).toBe(SOLANA_DEV_ACCOUNTS[0])

  await page.reload()
  expect(await solanaWallet.connected()).toBe(true)
  const silent = resultOf<{ accounts: PlainAccount[] }>(await solanaWallet.connect({ silent: true }))
  expect(silent.accounts.map((account) => account.address)).toEqual([SOLANA_DEV_ACCOUNTS[0]])

  resultOf(await solanaWallet.disconnect())
  expect(await solanaWallet.connected()).toBe(false)
  expect(await solanaWallet.methods()).toEqual(['standard:connect', 'standard:disconnect'])
})

test('in reject mode, connect fails with code 4001; a silent connect never prompts', async ({ solanaWallet }) => {
  await solanaWallet.setMode('reject')

  expect(await solanaWallet.connect()).toEqual({
    ok: false,
    error: { code: 4001, message: 'User rejected the request.', isError: true },
  })
  expect(await solanaWallet.connect({ silent: true })).toEqual({ ok: true, result: { accounts: [] } })
  expect(await solanaWallet.connected()).toBe(false)
})

test('in delay mode, connect waits on the prompt before it is approved', async ({ solanaWallet }) => {
  await solanaWallet.setMode('delay', 400)

  const connecting = solanaWallet.connect()
  await expect.poll(() => solanaWallet.pendingPrompts()).toBe(1)

  expect(resultOf<{ accounts: PlainAccount[] }>(await connecting).accounts).toHaveLength(1)
  expect(await solanaWallet.pendingPrompts()).toBe(0)
})

test('signMessage produces an ed25519 signature that verifies in Node', async ({ solanaWallet }) => {
  resultOf(await solanaWallet.connect())
  const message = new TextEncoder().encode(`Sign in to wallet-modal demo: ${Date.now()}`)

  const [output] = resultOf<{ signedMessage: number[]; signature: number[]; signatureType: string }[]>(
    await solanaWallet.signMessage(message),
  )

  expect(output?.signatureType).toBe('ed25519')
  expect(Uint8Array.from(output!.signedMessage)).toEqual(message)
  const publicKey = new PublicKey(SOLANA_DEV_ACCOUNTS[0]!).toBytes()
  expect(ed25519.verify(Uint8Array.from(output!.signature), message, publicKey)).toBe(true)
})

test('signAndSendTransaction of a SOL transfer lands on the local chain', async ({ solanaWallet, solana }) => {
  resultOf(await solanaWallet.connect())
  const from = new PublicKey(SOLANA_DEV_ACCOUNTS[0]!)
  const to = Keypair.generate().publicKey
  const lamports = 123_456_789 // odd on purpose, and above the rent-exempt minimum of an empty account
  const { blockhash } = await solana.connection.getLatestBlockhash()
  const transfer = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )

  const [output] = resultOf<{ signature: number[] }[]>(
    await solanaWallet.signAndSendTransaction(transfer.serialize({ requireAllSignatures: false })),
  )

  const signature = bs58.encode(Uint8Array.from(output!.signature))
  await solana.confirm(signature)
  expect(await solana.connection.getBalance(to)).toBe(lamports)
  expect(await solanaWallet.methods()).toEqual(['standard:connect', 'solana:signAndSendTransaction'])
})

test('signTransaction signs a v0 transaction the dapp then sends itself', async ({ solanaWallet, solana }) => {
  resultOf(await solanaWallet.connect())
  const from = new PublicKey(SOLANA_DEV_ACCOUNTS[0]!)
  const to = Keypair.generate().publicKey
  const lamports = 987_654_321
  const { blockhash } = await solana.connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })],
  }).compileToV0Message()

  const [output] = resultOf<{ signedTransaction: number[] }[]>(
    await solanaWallet.signTransaction(new VersionedTransaction(message).serialize()),
  )

  const signed = VersionedTransaction.deserialize(Uint8Array.from(output!.signedTransaction))
  expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), from.toBytes())).toBe(true)
  const signature = await solana.connection.sendRawTransaction(signed.serialize())
  await solana.confirm(signature)
  expect(await solana.connection.getBalance(to)).toBe(lamports)
})

test('signing before connect is refused', async ({ solanaWallet }) => {
  const outcome = await solanaWallet.signMessage(new TextEncoder().encode('hello'))

  expect(outcome).toMatchObject({ ok: false, error: { code: 4100 } })
})

test('the solana fixture airdrops exact lamports to a fresh address', async ({ solana }) => {
  const address = Keypair.generate().publicKey.toBase58()

  await solana.airdrop(address, 1_000_000_001)

  expect(await solana.connection.getBalance(new PublicKey(address))).toBe(1_000_000_001)
})

test('under the strict CSP page, the wallet loads and its sends reach the RPC', async ({
  page,
  solanaWallet,
  solana,
}) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text())
  })
  await page.goto('/csp/')
  resultOf(await solanaWallet.connect())
  const from = new PublicKey(SOLANA_DEV_ACCOUNTS[0]!)
  const to = Keypair.generate().publicKey
  const { blockhash } = await solana.connection.getLatestBlockhash()
  const transfer = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_000_003 }),
  )

  const [output] = resultOf<{ signature: number[] }[]>(
    await solanaWallet.signAndSendTransaction(transfer.serialize({ requireAllSignatures: false })),
  )

  await solana.confirm(bs58.encode(Uint8Array.from(output!.signature)))
  expect(await solana.connection.getBalance(to)).toBe(1_000_003)
  expect(violations).toEqual([])
})
