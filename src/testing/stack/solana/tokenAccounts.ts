/**
 * SPL token accounts and mints (classic Token and Token-2022) in the RPC's `jsonParsed` shapes,
 * read straight from LiteSVM.
 */
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, unpackAccount, unpackMint, type Account } from '@solana/spl-token'
import { PublicKey, type AccountInfo } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'
import { address } from '@solana/kit'

/** Base58 ids of the two token programs. */
export const TOKEN_PROGRAM_IDS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]

/** `{ amount, decimals, uiAmount, uiAmountString }`: `amount` in base units, as a decimal string. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/** Formats base units with `decimals`: 1000000000n, 6 → '1000' / 1000; 1500000n, 6 → '1.5'. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** An account as stored in LiteSVM, with its owner in base58; `null` when it does not exist. */
export function readAccount(
  svm: LiteSVM,
  key: string,
): { data: Buffer; owner: string; lamports: bigint; executable: boolean } | null {
  const account = svm.getAccount(address(key))
  if (!account.exists) return null
  return {
    data: Buffer.from(account.data),
    owner: account.programAddress,
    lamports: account.lamports,
    executable: account.executable,
  }
}

/**
 * The account at `key` unpacked by `unpack` (spl-token's `unpackAccount` or `unpackMint`) with its
 * owner as the program id, or `null` when no token program owns it or it does not unpack.
 */
function unpackTokenProgramAccount<T>(
  svm: LiteSVM,
  key: string,
  unpack: (address: PublicKey, info: AccountInfo<Buffer>, programId: PublicKey) => T,
): { unpacked: T; programId: string } | null {
  const account = readAccount(svm, key)
  if (!account || !TOKEN_PROGRAM_IDS.includes(account.owner)) return null
  try {
    const programId = new PublicKey(account.owner)
    const info = { data: account.data, owner: programId, lamports: Number(account.lamports), executable: false }
    return { unpacked: unpack(new PublicKey(key), info, programId), programId: account.owner }
  } catch {
    return null
  }
}

/** The token account at `key`, or `null` when it is not an initialised token account. */
export function readTokenAccount(svm: LiteSVM, key: string): (Account & { programId: string }) | null {
  const token = unpackTokenProgramAccount(svm, key, unpackAccount)
  return token?.unpacked.isInitialized ? { ...token.unpacked, programId: token.programId } : null
}

/** Decimals of the mint at `key`, or `null` when it is not a mint. */
export function readMintDecimals(svm: LiteSVM, key: string): number | null {
  return parseMint(svm, key)?.info.decimals ?? null
}

/** `{ type: 'mint', info }` of the mint at `key`, or `null` when it is not a mint. */
export function parseMint(
  svm: LiteSVM,
  key: string,
): { type: 'mint'; info: Record<string, unknown> & { decimals: number } } | null {
  const mint = unpackTokenProgramAccount(svm, key, unpackMint)?.unpacked
  if (!mint) return null
  return {
    type: 'mint',
    info: {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority?.toBase58() ?? null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority?.toBase58() ?? null,
      supply: mint.supply.toString(),
    },
  }
}

/** `{ type: 'account', info }` of the token account at `key` (its mint gives the decimals), or `null`. */
export function parseTokenAccount(
  svm: LiteSVM,
  key: string,
): { type: 'account'; info: Record<string, unknown> } | null {
  const token = readTokenAccount(svm, key)
  if (!token) return null
  const decimals = readMintDecimals(svm, token.mint.toBase58()) ?? 0
  return {
    type: 'account',
    info: {
      isNative: token.isNative,
      mint: token.mint.toBase58(),
      owner: token.owner.toBase58(),
      state: token.isFrozen ? 'frozen' : 'initialized',
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(token.delegate
        ? { delegate: token.delegate.toBase58(), delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }
        : {}),
    },
  }
}

/** The `jsonParsed` data of a token account or mint, or `null` for any other account. */
export function parsedTokenData(
  svm: LiteSVM,
  key: string,
  space: number,
): { program: string; parsed: unknown; space: number } | null {
  const parsed = parseTokenAccount(svm, key) ?? parseMint(svm, key)
  if (!parsed) return null
  const owner = readAccount(svm, key)?.owner
  return { program: owner === TOKEN_PROGRAM_IDS[0] ? 'spl-token' : 'spl-token-2022', parsed, space }
}
