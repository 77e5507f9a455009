/**
 * Fixed Solana keys of the local chain, safe to bundle for the browser (no node: imports).
 * Each is a readable 32-byte seed with its public key written out: `Keypair.fromSeed` would compute
 * the same key (devKeys.test.ts checks it), but that ed25519 multiplication, four times, cost every
 * page that loads the Solana test wallet ~30 ms. The addresses never change.
 * Dev keys only: anyone can read these secrets.
 */
import { Keypair, PublicKey } from '@solana/web3.js'

/** A 32-byte seed: the label's UTF-8 bytes, zero-padded. */
function seed(label: string): Uint8Array {
  const bytes = new Uint8Array(32)
  bytes.set(new TextEncoder().encode(label).slice(0, 32))
  return bytes
}

/** The keypair of `label`'s seed, whose public key is `publicKey` (base58), taken as given. */
function keypair(label: string, publicKey: string): Keypair {
  const secretKey = new Uint8Array(64)
  secretKey.set(seed(label))
  secretKey.set(new PublicKey(publicKey).toBytes(), 32)
  return Keypair.fromSecretKey(secretKey, { skipValidation: true })
}

/** The three funded dev accounts (100 SOL and 1,000 USDC each after seeding). */
export const SOLANA_DEV_KEYPAIRS: readonly Keypair[] = [
  keypair('wallet-modal solana dev 1', '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u'),
  keypair('wallet-modal solana dev 2', '395uhcvACNqCvC47Rw326Bt1s8RZdJWcaiCWt93pp5oN'),
  keypair('wallet-modal solana dev 3', 'Ga1HLQsSJUxNCnE1fTi9ZASiVsj34XWQ5eacXnobsJy9'),
]

/** Their 64-byte secret keys (ed25519 seed + public key, as `Keypair.fromSecretKey` takes them). */
export const SOLANA_DEV_SECRET_KEYS: Uint8Array[] = SOLANA_DEV_KEYPAIRS.map((keypair) =>
  Uint8Array.from(keypair.secretKey),
)

/** Their addresses, base58. */
export const SOLANA_DEV_PUBLIC_KEYS: string[] = SOLANA_DEV_KEYPAIRS.map((keypair) => keypair.publicKey.toBase58())

/** The keypair of the USDC-like mint (its address; the mint authority is dev key 1). */
export const SOLANA_USDC_MINT_KEYPAIR: Keypair = keypair(
  'wallet-modal solana usdc mint',
  'FWTxpBuPMZgz7qgrjzeBRnPGhxbyWAT63FrNoG5rtMpz',
)

/** The USDC-like SPL mint (classic Token program), base58. */
export const SOLANA_USDC_MINT: string = SOLANA_USDC_MINT_KEYPAIR.publicKey.toBase58()

/** Decimals of {@link SOLANA_USDC_MINT}. */
export const SOLANA_USDC_DECIMALS = 6

/** The faucet behind `requestAirdrop`: it pays the fee and the amount of every airdrop. */
export const SOLANA_FAUCET_KEYPAIR: Keypair = keypair(
  'wallet-modal solana faucet',
  'GFXnTsFqQqpVC51hHmgsyf4bsDMAscamnMp8hRjh1WA7',
)
