/**
 * Fixed Solana keys of the local chain, safe to bundle for the browser (no node: imports).
 * Derived with `Keypair.fromSeed` from readable 32-byte seeds, so the addresses never change.
 * Dev keys only: anyone can read these secrets.
 */
import { Keypair } from '@solana/web3.js'

/** A 32-byte seed: the label's UTF-8 bytes, zero-padded. */
function seed(label: string): Uint8Array {
  const bytes = new Uint8Array(32)
  bytes.set(new TextEncoder().encode(label).slice(0, 32))
  return bytes
}

/** The three funded dev accounts (100 SOL and 1,000 USDC each after seeding). */
export const SOLANA_DEV_KEYPAIRS: readonly Keypair[] = [1, 2, 3].map((n) => Keypair.fromSeed(seed(`wallet-modal solana dev ${n}`)))

/** Their 64-byte secret keys (ed25519 seed + public key, as `Keypair.fromSecretKey` takes them). */
export const SOLANA_DEV_SECRET_KEYS: Uint8Array[] = SOLANA_DEV_KEYPAIRS.map((keypair) => Uint8Array.from(keypair.secretKey))

/** Their addresses, base58. */
export const SOLANA_DEV_PUBLIC_KEYS: string[] = SOLANA_DEV_KEYPAIRS.map((keypair) => keypair.publicKey.toBase58())

/** The keypair of the USDC-like mint (its address; the mint authority is dev key 1). */
export const SOLANA_USDC_MINT_KEYPAIR: Keypair = Keypair.fromSeed(seed('wallet-modal solana usdc mint'))

/** The USDC-like SPL mint (classic Token program), base58. */
export const SOLANA_USDC_MINT: string = SOLANA_USDC_MINT_KEYPAIR.publicKey.toBase58()

/** Decimals of {@link SOLANA_USDC_MINT}. */
export const SOLANA_USDC_DECIMALS = 6

/** The faucet behind `requestAirdrop`: it pays the fee and the amount of every airdrop. */
export const SOLANA_FAUCET_KEYPAIR: Keypair = Keypair.fromSeed(seed('wallet-modal solana faucet'))
