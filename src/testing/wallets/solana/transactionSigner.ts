import { ed25519 } from '@noble/curves/ed25519'
import { type Connection, Transaction, VersionedTransaction, type Keypair, type SendOptions } from '@solana/web3.js'

/** A transaction after the wallet signed it: wire bytes, and its first (fee payer's) signature. */
export interface SignedSolanaTransaction {
  serialized: Uint8Array
  /** 64 bytes; the transaction id once base58-encoded. */
  signature: Uint8Array
}

/** An ed25519 signature (64 bytes) of `message` by `keypair`, as Solana wallets sign messages. */
export function signSolanaMessage(keypair: Keypair, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, keypair.secretKey.slice(0, 32))
}

/**
 * Adds `keypair`'s signature to a wire-format transaction, legacy or v0, keeping the others
 * (a partial sign: other signers may still be missing).
 * @throws Error from web3.js when the bytes are no transaction or `keypair` is not one of its signers
 */
export function signSolanaTransaction(keypair: Keypair, bytes: Uint8Array): SignedSolanaTransaction {
  const versioned = VersionedTransaction.deserialize(bytes)
  if (versioned.version === 'legacy') {
    // Transaction.from keeps the compiled message, so the bytes others signed stay the same.
    const legacy = Transaction.from(bytes)
    legacy.partialSign(keypair)
    const serialized = legacy.serialize({ requireAllSignatures: false, verifySignatures: false })
    return { serialized: new Uint8Array(serialized), signature: new Uint8Array(legacy.signatures[0]!.signature ?? []) }
  }
  versioned.sign([keypair])
  return { serialized: versioned.serialize(), signature: new Uint8Array(versioned.signatures[0]!) }
}

/**
 * Sends signed wire bytes with `sendTransaction` (preflight unless `options.skipPreflight`) and
 * returns the signature the node reports, base58.
 * @throws SendTransactionError from web3.js when preflight or the node refuses it
 */
export async function sendSolanaTransaction(
  connection: Connection,
  serialized: Uint8Array,
  options: SendOptions = {},
): Promise<string> {
  return connection.sendRawTransaction(serialized, options)
}
