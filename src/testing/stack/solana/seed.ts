/**
 * The demo's starting state: 100 SOL for each dev key (airdrops, so they show in its history) and
 * a USDC-like mint (6 decimals, mint authority dev key 1) with an associated token account of
 * 1,000.000000 for each dev key, written straight into the accounts.
 */
import { address, lamports } from '@solana/kit'
import {
  AccountLayout,
  AccountState,
  MINT_SIZE,
  MintLayout,
  ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { SolanaChain } from './chain.js'
import { SOLANA_DEV_PUBLIC_KEYS, SOLANA_USDC_DECIMALS, SOLANA_USDC_MINT } from './devKeys.js'

/** Lamports each dev key starts with (100 SOL). */
export const SEED_LAMPORTS = 100 * LAMPORTS_PER_SOL

/** USDC base units each dev key's token account starts with (1,000.000000). */
export const SEED_USDC_UNITS = 1_000_000_000n

function writeTokenProgramAccount(chain: SolanaChain, key: string, data: Uint8Array): void {
  chain.svm.setAccount({
    address: address(key),
    lamports: lamports(chain.svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: address(TOKEN_PROGRAM_ID.toBase58()),
    executable: false,
    space: BigInt(data.length),
    data,
  })
}

/** Seeds `chain`; call once, on a fresh chain. */
export function seedSolanaChain(chain: SolanaChain): void {
  for (const key of SOLANA_DEV_PUBLIC_KEYS) chain.airdrop(key, SEED_LAMPORTS)

  const mint = new PublicKey(SOLANA_USDC_MINT)
  const mintData = Buffer.alloc(MINT_SIZE)
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: new PublicKey(SOLANA_DEV_PUBLIC_KEYS[0]!),
      supply: SEED_USDC_UNITS * BigInt(SOLANA_DEV_PUBLIC_KEYS.length),
      decimals: SOLANA_USDC_DECIMALS,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    mintData,
  )
  writeTokenProgramAccount(chain, SOLANA_USDC_MINT, mintData)

  for (const key of SOLANA_DEV_PUBLIC_KEYS) {
    const owner = new PublicKey(key)
    const accountData = Buffer.alloc(ACCOUNT_SIZE)
    AccountLayout.encode(
      {
        mint,
        owner,
        amount: SEED_USDC_UNITS,
        delegateOption: 0,
        delegate: PublicKey.default,
        state: AccountState.Initialized,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 0n,
        closeAuthorityOption: 0,
        closeAuthority: PublicKey.default,
      },
      accountData,
    )
    writeTokenProgramAccount(chain, getAssociatedTokenAddressSync(mint, owner).toBase58(), accountData)
  }
}
