import { describe, expect, it } from 'vitest'
import {
  encodeFunctionData,
  erc20Abi,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { createTransferCheckedInstruction } from '@solana/spl-token'
import { deriveWalletKeys } from '../keys/derive.js'
import { prepareEvmRequest } from './evm.js'
import { prepareSolanaRequest } from './solana.js'
import { decodeMessage, decodeTransaction, encodeTransaction, WireFormatError } from './solanaWire.js'
import { formatUnits, SignerRpcError } from './types.js'

const keys = await deriveWalletKeys(`${'abandon '.repeat(11)}about`)
const me = keys.evm.address
const display = { networkName: 'Anvil A', nativeSymbol: 'ETH', nativeDecimals: 18 }
const evm = (method: string, params: unknown) =>
  prepareEvmRequest(keys, { namespace: 'eip155', method, params, display })
const TYPED = {
  domain: {
    name: 'Demo',
    version: '1',
    chainId: 31337,
    verifyingContract: '0x0000000000000000000000000000000000000001',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!' },
} as const

describe('EVM requests in the signer', () => {
  it('personal_sign shows the text and signs it (EIP-191)', async () => {
    const prepared = evm('personal_sign', [toHex('Hello from the demo'), me])
    expect(prepared.details).toMatchObject({ title: 'Sign message', body: 'Hello from the demo', warnings: [] })
    const signature = (await prepared.sign()) as `0x${string}`
    expect(await verifyMessage({ address: me, message: 'Hello from the demo', signature })).toBe(true)
  })

  it('eth_signTypedData_v4 shows the domain and message and signs (EIP-712)', async () => {
    const prepared = evm('eth_signTypedData_v4', [me, JSON.stringify(TYPED)])
    expect(prepared.details.rows).toContainEqual({ label: 'Site name', value: 'Demo' })
    expect(prepared.details.body).toContain('Hello, Bob!')
    const signature = (await prepared.sign()) as `0x${string}`
    const { EIP712Domain: _, ...types } = TYPED.types
    expect(
      await verifyTypedData({
        address: me,
        domain: TYPED.domain,
        types,
        primaryType: 'Mail',
        message: TYPED.message,
        signature,
      }),
    ).toBe(true)
  })

  it('eth_sendTransaction shows amount and fee, decodes an ERC-20 transfer, and signs the filled transaction', async () => {
    const tx = {
      from: me,
      to: '0x0000000000000000000000000000000000000002',
      value: toHex(10n ** 18n),
      chainId: toHex(31337),
      nonce: '0x5',
      gas: toHex(21000),
      maxFeePerGas: toHex(2n * 10n ** 9n),
      maxPriorityFeePerGas: toHex(10n ** 9n),
    }
    const prepared = evm('eth_sendTransaction', [tx])
    expect(prepared.details.rows).toContainEqual({ label: 'Amount', value: '1 ETH' })
    expect(prepared.details.rows).toContainEqual({ label: 'Network', value: 'Anvil A (chain ID 31337)' })
    expect(prepared.details.rows).toContainEqual({ label: 'Max network fee', value: '0.000042 ETH' })
    const raw = (await prepared.sign()) as `0x${string}`
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(me)
    expect(parseTransaction(raw)).toMatchObject({ chainId: 31337, nonce: 5, value: 10n ** 18n, type: 'eip1559' })

    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x0000000000000000000000000000000000000003', 1234n],
    })
    const token = evm('eth_sendTransaction', [{ ...tx, value: '0x0', data }])
    expect(token.details.rows.find((r) => r.label === 'Token transfer')?.value).toContain('1234 base units')
  })

  it('refuses another account, unfilled transactions, and methods it does not sign', () => {
    expect(() => evm('personal_sign', ['0x01', '0x0000000000000000000000000000000000000009'])).toThrow(
      new SignerRpcError(4100, 'The requested account is not this wallet'),
    )
    expect(() => evm('eth_sendTransaction', [{ from: me, to: me, value: '0x1' }])).toThrow(
      'Invalid params: chainId is required (the host fills it)',
    )
    expect(() => evm('wallet_sendCalls', [])).toThrow(expect.objectContaining({ code: 4200 }))
  })
})

describe('Solana requests in the signer', () => {
  const blockhash = base58.encode(new Uint8Array(32).fill(7))
  const sol = (method: string, params: unknown) => prepareSolanaRequest(keys, { namespace: 'solana', method, params })

  it('solana_signMessage signs the bytes (ed25519)', async () => {
    const message = new TextEncoder().encode('Sign in to the demo')
    const prepared = sol('solana_signMessage', { message: Buffer.from(message).toString('base64') })
    expect(prepared.details.body).toBe('Sign in to the demo')
    const { signature } = (await prepared.sign()) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(keys.solana.address))).toBe(true)
  })

  it('decodes a SOL transfer and an SPL transferChecked, and signs the message bytes', async () => {
    const from = new PublicKey(keys.solana.address)
    const to = Keypair.generate().publicKey
    const mint = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: from, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 1_500_000_000 }))
      .add(
        createTransferCheckedInstruction(
          Keypair.generate().publicKey,
          mint,
          Keypair.generate().publicKey,
          from,
          2_500_000n,
          6,
        ),
      )
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
    const prepared = sol('solana_signAndSendTransaction', { transaction: wire })
    expect(prepared.details.title).toBe('Send transaction')
    expect(prepared.details.rows).toContainEqual({ label: 'Send', value: `1.5 SOL to ${to.toBase58()}` })
    expect(prepared.details.rows.find((r) => r.label === 'Send token')?.value).toContain(
      `2.5 of mint ${mint.toBase58()}`,
    )
    expect(prepared.details.warnings).toEqual([])
    const signed = Transaction.from(
      Buffer.from(((await prepared.sign()) as { transaction: string }).transaction, 'base64'),
    )
    expect(signed.verifySignatures()).toBe(true)
  })

  it('warns about programs it cannot read, and refuses a transaction this wallet does not sign', () => {
    const from = new PublicKey(keys.solana.address)
    const unknown = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add({
      programId: Keypair.generate().publicKey,
      keys: [],
      data: Buffer.from([1, 2]),
    })
    const prepared = sol('solana_signTransaction', {
      transaction: unknown.serialize({ requireAllSignatures: false }).toString('base64'),
    })
    expect(prepared.details.warnings[0]).toMatch(/calls a program the wallet cannot read/)
    const other = Keypair.generate().publicKey
    const foreign = new Transaction({ feePayer: other, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: from, lamports: 1 }),
    )
    expect(() =>
      sol('solana_signTransaction', {
        transaction: foreign.serialize({ requireAllSignatures: false }).toString('base64'),
      }),
    ).toThrow('The requested account is not this wallet')
    expect(() => sol('solana_signTransaction', { transaction: 'AAAA' })).toThrow(
      'Invalid params: transaction does not decode',
    )
  })
})

describe('the Solana wire format', () => {
  const blockhash = base58.encode(new Uint8Array(32).fill(9))
  it('reads v0 messages, counts lookup-table accounts, and writes back the same bytes', () => {
    const payer = new PublicKey(keys.solana.address)
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [Keypair.generate().publicKey],
      },
    })
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: table.state.addresses[0]!, lamports: 5 }),
        { programId: SystemProgram.programId, keys: [], data: Buffer.alloc(200, 1) },
      ],
    }).compileToV0Message([table])
    const wire = Buffer.from(new VersionedTransaction(message).serialize())
    const decoded = decodeTransaction(wire)
    expect(Buffer.from(encodeTransaction(decoded))).toEqual(wire)
    const parsed = decodeMessage(decoded.message)
    expect([parsed.version, parsed.lookupCount, parsed.accountKeys[0], parsed.recentBlockhash]).toEqual([
      0,
      1,
      payer.toBase58(),
      blockhash,
    ])
    expect(parsed.instructions[1]!.data).toHaveLength(200)
    const prepared = prepareSolanaRequest(keys, {
      namespace: 'solana',
      method: 'solana_signTransaction',
      params: { transaction: wire.toString('base64') },
    })
    expect(prepared.details.rows).toContainEqual({ label: 'Send', value: '0.000000005 SOL to lookup table account #0' })
    expect(prepared.details.warnings).toContain(
      'This transaction loads accounts from lookup tables that the wallet cannot show.',
    )
  })

  it('refuses truncated and padded bytes', () => {
    const tx = new Transaction({ feePayer: new PublicKey(keys.solana.address), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(keys.solana.address),
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    const message = tx.serializeMessage()
    expect(() => decodeMessage(message.subarray(0, message.length - 1))).toThrow(WireFormatError)
    expect(() => decodeMessage(Buffer.concat([message, Buffer.from([0])]))).toThrow('trailing bytes')
  })
})

describe('formatUnits', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1_500_000_000n, 9, '1.5'],
    [10n, 0, '10'],
    [-25n, 1, '-2.5'],
  ] as const)('%s with %s decimals is %s', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text)
  })
})
