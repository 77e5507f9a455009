import { base58 } from '@scure/base'
import { Connection, Keypair, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFakeSigner, EMBEDDED_ACCOUNT } from '../../actions/testContext.js'
import { SOLANA_DEV_KEYPAIRS } from '../../testing/stack/solana/devKeys.js'
import { startSolanaRpc, type RunningSolanaRpc } from '../../testing/stack/solana/server.js'
import { createEmbeddedSolanaWallet } from './embeddedWallet.js'

const payer = SOLANA_DEV_KEYPAIRS[0]!
const ACCOUNT = { ...EMBEDDED_ACCOUNT, solana: payer.publicKey.toBase58() }
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

type Features = Record<string, Record<string, (...args: never[]) => Promise<unknown>> & { on?: unknown }>

let rpc: RunningSolanaRpc
beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
})
afterAll(async () => {
  await rpc.stop()
})

function setup(signedIn = true) {
  const signer = createFakeSigner()
  if (signedIn) signer.setAccount(ACCOUNT)
  const wallet = createEmbeddedSolanaWallet({
    host: signer.host,
    rpcUrl: () => rpc.url,
    networkName: () => 'Solana Local',
  })
  const features = wallet.features as unknown as Features
  const connect = (input?: { silent?: boolean }) =>
    (
      features['standard:connect']!.connect as (i?: {
        silent?: boolean
      }) => Promise<{ accounts: { address: string }[] }>
    )(input)
  const on = features['standard:events']!.on as unknown as (
    event: string,
    listener: (p: { accounts?: readonly { address: string }[] }) => void,
  ) => () => void
  return { signer, wallet, features, connect, on }
}

/** An unsigned transfer from the dev key to a fresh account, as a dapp hands it over (under 890,880 lamports it fails for rent). */
async function unsignedTransfer(lamports: number): Promise<Uint8Array> {
  const { blockhash } = await new Connection(rpc.url).getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
  transaction.add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  )
  return transaction.serialize({ requireAllSignatures: false })
}

describe('the embedded Solana wallet (Wallet Standard)', () => {
  it("is the 'Email' wallet on every Solana cluster, with no account before connecting", () => {
    const { wallet } = setup()
    expect(wallet.name).toBe('Email')
    expect(wallet.chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'])
    expect(wallet.accounts).toEqual([])
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it("connect: 4100 'Sign in with your email first' before the login; a silent connect just finds none", async () => {
    const { connect, wallet } = setup(false)
    await expect(connect()).rejects.toMatchObject({ code: 4100, message: 'Sign in with your email first' })
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(wallet.accounts).toEqual([])
  })

  it("connect lists the login's Solana account and tells listeners once; disconnect empties it", async () => {
    const { connect, on, features, wallet } = setup()
    const changes = vi.fn()
    const other = vi.fn()
    on('change', changes)
    const offOther = on('standard:other', other)
    const { accounts } = await connect()
    expect(accounts).toEqual([
      {
        address: ACCOUNT.solana,
        publicKey: payer.publicKey.toBytes(),
        chains: wallet.chains,
        features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'],
      },
    ])
    await connect()
    expect(changes).toHaveBeenCalledTimes(1)
    await (features['standard:disconnect']!.disconnect as () => Promise<void>)()
    expect(wallet.accounts).toEqual([])
    expect(changes).toHaveBeenLastCalledWith({ accounts: [] })
    expect(other).not.toHaveBeenCalled()
    expect(offOther()).toBeUndefined()
  })

  it("follows the frame's login: another account, then a sign-out; a listener that left hears nothing", async () => {
    const { connect, on, signer, wallet } = setup()
    const onAccount = vi.spyOn(signer.client, 'onAccount')
    const changes = vi.fn()
    const off = on('change', changes)
    await connect()
    await connect()
    expect(onAccount).toHaveBeenCalledTimes(1)
    const next = SOLANA_DEV_KEYPAIRS[1]!.publicKey.toBase58()
    signer.setAccount({ ...ACCOUNT, solana: next })
    expect(wallet.accounts.map((a) => a.address)).toEqual([next])
    signer.setAccount(undefined)
    expect(wallet.accounts).toEqual([])
    off()
    signer.setAccount(ACCOUNT)
    expect(changes).toHaveBeenCalledTimes(3)
  })

  it('a restored session counts as the login', async () => {
    const { connect, signer } = setup(false)
    signer.client.session = async () => ACCOUNT
    expect((await connect()).accounts.map((a) => a.address)).toEqual([ACCOUNT.solana])
  })

  it('signTransaction and signMessage ask the frame for each input, in order, showing the network', async () => {
    const { features, signer } = setup()
    signer.handle.mockImplementation(async (_method, params) => {
      const { method, params: p } = params as { method: string; params: { transaction?: string; message?: string } }
      if (method === 'solana_signMessage')
        return { result: { signature: base58.encode(new Uint8Array(64).fill(fromBase64(p.message!)[0]!)) } }
      return { result: { transaction: toBase64(fromBase64(p.transaction!).reverse()) } }
    })
    const signTransaction = features['solana:signTransaction']!.signTransaction as unknown as (
      ...inputs: { transaction: Uint8Array }[]
    ) => Promise<{ signedTransaction: Uint8Array }[]>
    const signed = await signTransaction({ transaction: Uint8Array.of(1, 2, 3) }, { transaction: Uint8Array.of(4, 5) })
    expect(signed).toEqual([{ signedTransaction: Uint8Array.of(3, 2, 1) }, { signedTransaction: Uint8Array.of(5, 4) }])
    expect(signer.handle).toHaveBeenCalledWith('rpc', {
      namespace: 'solana',
      method: 'solana_signTransaction',
      params: { transaction: 'AQID' },
      display: { networkName: 'Solana Local', nativeSymbol: 'SOL', nativeDecimals: 9 },
    })

    const signMessage = features['solana:signMessage']!.signMessage as unknown as (
      ...inputs: { message: Uint8Array }[]
    ) => Promise<unknown[]>
    const message = new TextEncoder().encode('hi')
    expect(await signMessage({ message })).toEqual([
      { signedMessage: message, signature: new Uint8Array(64).fill(104), signatureType: 'ed25519' },
    ])
    expect(signer.handle).toHaveBeenLastCalledWith(
      'rpc',
      expect.objectContaining({ method: 'solana_signMessage', params: { message: 'aGk=' } }),
    )
  })

  it('signAndSendTransaction has the frame sign, then sends the signed bytes through the host RPC', async () => {
    const { features, signer } = setup()
    signer.handle.mockImplementation(async (_method, params) => {
      const transaction = VersionedTransaction.deserialize(
        fromBase64((params as { params: { transaction: string } }).params.transaction),
      )
      transaction.sign([payer])
      return { result: { transaction: toBase64(transaction.serialize()) } }
    })
    const send = features['solana:signAndSendTransaction']!.signAndSendTransaction as unknown as (
      ...inputs: { transaction: Uint8Array; options?: { skipPreflight?: boolean; maxRetries?: number } }[]
    ) => Promise<{ signature: Uint8Array }[]>
    const connection = new Connection(rpc.url)
    const [sent] = await send({ transaction: await unsignedTransfer(10_000_000) })
    expect((await connection.getSignatureStatus(base58.encode(sent!.signature))).value?.err).toBeNull()
    expect(signer.handle).toHaveBeenCalledWith(
      'rpc',
      expect.objectContaining({ method: 'solana_signAndSendTransaction' }),
    )
    // The dapp's send options reach the RPC: without preflight a failing transaction is sent and fails on chain.
    await expect(send({ transaction: await unsignedTransfer(1_000) })).rejects.toThrow('Transaction simulation failed')
    const [failed] = await send({
      transaction: await unsignedTransfer(1_000),
      options: { skipPreflight: true, maxRetries: 0 },
    })
    expect((await connection.getSignatureStatus(base58.encode(failed!.signature))).value?.err).toEqual({
      InsufficientFundsForRent: { account_index: 1 },
    })
  })
})
