import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  PublicKey as PublicKeyCtor,
  type Connection,
  type PublicKey,
  type TransactionInstruction,
} from '@solana/web3.js'
import type { TokenAmount } from '../../core/chainAdapter.js'
import type { TokenConfig } from '../../core/tokens.js'

interface ParsedTokenAccount {
  mint: string
  tokenAmount: { amount: string; decimals: number }
}

const isParsedTokenAccount = (v: unknown): v is ParsedTokenAccount => {
  const info = v as ParsedTokenAccount
  return (
    typeof info?.mint === 'string' &&
    typeof info.tokenAmount?.amount === 'string' &&
    typeof info.tokenAmount.decimals === 'number'
  )
}

/**
 * SPL balances of `owner` through getTokenAccountsByOwner (jsonParsed): every configured token
 * (0 when no account), plus held mints that are not configured (named by their mint). Amounts of
 * several accounts of one mint are added up. 0-decimal mints are dropped (spec section 5).
 */
export async function readTokenBalances(
  connection: Connection,
  owner: PublicKey,
  tokens: TokenConfig[],
): Promise<TokenAmount[]> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
  const held = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of value) {
    const info = (account.data as { parsed?: { info?: unknown } }).parsed?.info
    if (!isParsedTokenAccount(info)) continue
    const prev = held.get(info.mint)
    held.set(info.mint, {
      amount: (prev?.amount ?? 0n) + BigInt(info.tokenAmount.amount),
      decimals: info.tokenAmount.decimals,
    })
  }
  const known = tokens.map((token) => ({ token, value: held.get(token.address)?.amount ?? 0n }))
  const unknown = [...held.entries()]
    .filter(([mint, h]) => !tokens.some((t) => t.address === mint) && h.decimals > 0)
    .map(([mint, h]) => ({
      token: { address: mint, name: `${mint.slice(0, 4)}…${mint.slice(-4)}`, symbol: 'SPL', decimals: h.decimals },
      value: h.amount,
    }))
  return [...known, ...unknown]
}

/**
 * Instructions for an SPL transfer of `value` base units: creates the recipient's associated
 * token account first when it does not exist (the sender pays its rent), then transferChecked.
 */
export async function buildSplTransfer(
  connection: Connection,
  { owner, recipient, token, value }: { owner: PublicKey; recipient: PublicKey; token: TokenConfig; value: bigint },
): Promise<TransactionInstruction[]> {
  const mint = new PublicKeyCtor(token.address)
  const source = getAssociatedTokenAddressSync(mint, owner, true)
  const destination = getAssociatedTokenAddressSync(mint, recipient, true)
  const instructions: TransactionInstruction[] = []
  if (!(await connection.getAccountInfo(destination, 'confirmed')))
    instructions.push(createAssociatedTokenAccountInstruction(owner, destination, recipient, mint))
  instructions.push(createTransferCheckedInstruction(source, mint, destination, owner, value, token.decimals))
  return instructions
}
