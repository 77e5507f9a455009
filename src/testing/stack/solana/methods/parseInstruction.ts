/**
 * `jsonParsed` instructions: System transfers and SPL Token transfers parsed as Solana's RPC
 * does; every other instruction partially decoded (`{ programId, accounts, data }`, data base58).
 */
import { getBase58Decoder } from '@solana/kit'
import { SystemProgram } from '@solana/web3.js'
import { TOKEN_PROGRAM_IDS, uiTokenAmount } from '../tokenAccounts.js'

/** A compiled instruction with its accounts resolved to base58 keys. */
export interface ResolvedInstruction {
  programId: string
  accounts: string[]
  data: Uint8Array
  stackHeight: number | null
}

function parse(
  instruction: ResolvedInstruction,
): { program: string; parsed: { type: string; info: Record<string, unknown> } } | null {
  const data = Buffer.from(instruction.data)
  const [a0, a1, a2, a3] = instruction.accounts
  if (
    instruction.programId === SystemProgram.programId.toBase58() &&
    data.length === 12 &&
    data.readUInt32LE(0) === 2
  ) {
    return {
      program: 'system',
      parsed: { type: 'transfer', info: { source: a0, destination: a1, lamports: Number(data.readBigUInt64LE(4)) } },
    }
  }
  if (!TOKEN_PROGRAM_IDS.includes(instruction.programId)) return null
  const program = instruction.programId === TOKEN_PROGRAM_IDS[0] ? 'spl-token' : 'spl-token-2022'
  if (data[0] === 3 && data.length === 9) {
    return {
      program,
      parsed: {
        type: 'transfer',
        info: { source: a0, destination: a1, authority: a2, amount: data.readBigUInt64LE(1).toString() },
      },
    }
  }
  if (data[0] === 12 && data.length === 10) {
    const tokenAmount = uiTokenAmount(data.readBigUInt64LE(1), data[9]!)
    return {
      program,
      parsed: { type: 'transferChecked', info: { source: a0, mint: a1, destination: a2, authority: a3, tokenAmount } },
    }
  }
  return null
}

/** The instruction as `getParsedTransaction` reads it. */
export function parsedInstruction(instruction: ResolvedInstruction): Record<string, unknown> {
  const parsed = parse(instruction)
  if (parsed) return { ...parsed, programId: instruction.programId, stackHeight: instruction.stackHeight }
  return {
    programId: instruction.programId,
    accounts: instruction.accounts,
    data: getBase58Decoder().decode(instruction.data),
    stackHeight: instruction.stackHeight,
  }
}
