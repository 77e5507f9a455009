import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction as SolanaTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOLANA_DEV_KEYPAIRS,
  SOLANA_FAUCET_KEYPAIR,
  SOLANA_USDC_DECIMALS,
  SOLANA_USDC_MINT,
} from '../../testing/stack/solana/devKeys.js'
import { startSolanaRpc, type RunningSolanaRpc } from '../../testing/stack/solana/server.js'
import { appendPage, initialHistoryState } from '../../features/activity/historyState.js'
import { createSolanaHistorySource, type SolanaHistoryToken } from './history.js'

const payer = SOLANA_DEV_KEYPAIRS[0]!
const friend = SOLANA_DEV_KEYPAIRS[1]!
const newcomer = Keypair.generate()
const mint = new PublicKey(SOLANA_USDC_MINT)
const USDC: SolanaHistoryToken = { address: SOLANA_USDC_MINT, name: 'USD Coin', symbol: 'USDC' }

describe('createSolanaHistorySource against the local Solana RPC', () => {
  let rpc: RunningSolanaRpc
  let connection: Connection
  const signatures: Record<string, string> = {}

  const source = () =>
    createSolanaHistorySource({
      rpcUrl: rpc.url,
      caipNetworkId: rpc.caipNetworkId as `${string}:${string}`,
      tokens: [USDC],
    })
  /** The first page (10 transactions) of `address`'s history on the local RPC. */
  const firstPage = (address: string) =>
    source().fetchPage({ address, caipNetworkId: rpc.caipNetworkId as `${string}:${string}`, pageSize: 10 })
  const usdc = (units: bigint) =>
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, payer.publicKey),
      mint,
      getAssociatedTokenAddressSync(mint, friend.publicKey),
      payer.publicKey,
      units,
      SOLANA_USDC_DECIMALS,
    )

  beforeAll(async () => {
    rpc = await startSolanaRpc({ port: 0 })
    connection = new Connection(rpc.url, 'confirmed')
    const send = async (name: string, ...instructions: Parameters<SolanaTransaction['add']>) => {
      signatures[name] = await sendAndConfirmTransaction(connection, new SolanaTransaction().add(...instructions), [
        payer,
      ])
    }
    await send(
      'sendSol',
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: friend.publicKey,
        lamports: 1.5 * LAMPORTS_PER_SOL,
      }),
    )
    const newcomerAta = getAssociatedTokenAddressSync(mint, newcomer.publicKey)
    await send(
      'usdcToNewcomer',
      createAssociatedTokenAccountInstruction(payer.publicKey, newcomerAta, newcomer.publicKey, mint),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mint, payer.publicKey),
        mint,
        newcomerAta,
        payer.publicKey,
        2_500_000n,
        SOLANA_USDC_DECIMALS,
      ),
    )
    await send('usdcToFriend', usdc(1_234_567n))
  }, 60_000)
  afterAll(async () => rpc?.stop())

  it('pages newest → oldest across the wallet and its token accounts, each signature once', async () => {
    const address = payer.publicKey.toBase58()
    const caip = rpc.caipNetworkId as `${string}:${string}`
    const all = await source().fetchPage({ address, caipNetworkId: caip, pageSize: 100 })
    expect(all.next).toBeUndefined()
    expect(all.data.slice(0, 3).map((t) => t.id)).toEqual([
      signatures.usdcToFriend,
      signatures.usdcToNewcomer,
      signatures.sendSol,
    ])
    const paged: string[] = []
    let cursor: string | undefined
    do {
      const page = await source().fetchPage({
        address,
        caipNetworkId: caip,
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      })
      expect(page.data.length).toBeGreaterThan(0)
      paged.push(...page.data.map((t) => t.id))
      cursor = page.next
    } while (cursor)
    expect(paged).toEqual(all.data.map((t) => t.id))
    // The seeding airdrop is the oldest.
    const oldest = all.data.at(-1)!
    expect(oldest.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: SOLANA_FAUCET_KEYPAIR.publicKey.toBase58(),
      sentTo: address,
    })
    expect(oldest.transfers).toEqual([
      { direction: 'in', quantity: { numeric: '100', decimals: 9 }, fungible_info: { name: 'Solana', symbol: 'SOL' } },
    ])
  })

  it('lists an SPL transfer into a token account the wallet already had (the owner is no key of it)', async () => {
    const address = friend.publicKey.toBase58()
    const { data } = await firstPage(address)
    const received = data.find((t) => t.id === signatures.usdcToFriend)
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: payer.publicKey.toBase58(),
      sentTo: address,
    })
    expect(received?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1.234567', decimals: 6 },
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
      },
    ])
  })

  it('maps a SOL send without its fee, and SPL sends from token balances', async () => {
    const address = payer.publicKey.toBase58()
    const { data } = await firstPage(address)
    const byId = new Map(data.map((t) => [t.id, t]))
    expect(byId.get(signatures.sendSol!)).toEqual({
      id: signatures.sendSol,
      metadata: {
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
        chain: rpc.caipNetworkId,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: address,
        sentTo: friend.publicKey.toBase58(),
        hash: signatures.sendSol,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5', decimals: 9 },
          fungible_info: { name: 'Solana', symbol: 'SOL' },
        },
      ],
    })
    expect(byId.get(signatures.usdcToFriend!)!.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1.234567', decimals: 6 },
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
      },
    ])
    expect(byId.get(signatures.usdcToFriend!)!.metadata).toMatchObject({
      operationType: 'send',
      sentTo: friend.publicKey.toBase58(),
    })
    // Creating the newcomer's token account cost the payer its rent, which shows as SOL sent.
    const toNewcomer = byId.get(signatures.usdcToNewcomer!)!
    expect(toNewcomer.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'SOL'],
      ['out', 'USDC'],
    ])
    expect(toNewcomer.transfers[1]!.quantity.numeric).toBe('2.5')
  })

  it('shows the receiving side when the owner is one of the keys', async () => {
    const address = newcomer.publicKey.toBase58()
    const { data, next } = await firstPage(address)
    expect(next).toBeUndefined()
    expect(data).toHaveLength(1)
    expect(data[0]!.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: payer.publicKey.toBase58(),
      sentTo: address,
      status: 'confirmed',
    })
    expect(data[0]!.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '2.5', decimals: 6 },
        fungible_info: { name: 'USD Coin', symbol: 'USDC' },
      },
    ])
  })

  it('marks a failed transaction, with no transfers', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, 0.01 * LAMPORTS_PER_SOL))
    const transfer = new SolanaTransaction().add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: friend.publicKey, lamports: LAMPORTS_PER_SOL }),
    )
    const signature = await connection.sendTransaction(transfer, [poor], { skipPreflight: true })
    await connection.confirmTransaction(signature)
    const { data } = await firstPage(poor.publicKey.toBase58())
    expect(data[0]!.id).toBe(signature)
    expect(data[0]!.metadata).toMatchObject({
      status: 'failed',
      operationType: 'execute',
      sentFrom: poor.publicKey.toBase58(),
    })
    expect(data[0]!.transfers).toEqual([])
  })

  it('names unknown mints by their truncated address, and feeds the reducers', async () => {
    const caip = rpc.caipNetworkId as `${string}:${string}`
    const bare = createSolanaHistorySource({ rpcUrl: rpc.url, caipNetworkId: caip })
    const page = await bare.fetchPage({ address: payer.publicKey.toBase58(), caipNetworkId: caip, pageSize: 1 })
    expect(page.data[0]!.transfers[0]!.fungible_info).toEqual({
      name: SOLANA_USDC_MINT,
      symbol: `${SOLANA_USDC_MINT.slice(0, 4)}…${SOLANA_USDC_MINT.slice(-6)}`,
    })
    const state = appendPage(initialHistoryState, page, caip)
    expect(state.transactions).toHaveLength(1)
    expect(state.next).toBe(page.next)
  })

  it('rejects another network', async () => {
    await expect(
      source().fetchPage({ address: payer.publicKey.toBase58(), caipNetworkId: 'solana:other', pageSize: 1 }),
    ).rejects.toThrow(`Solana RPC serves ${rpc.caipNetworkId}, not solana:other`)
  })
})
