/**
 * Transaction fees as LiteSVM charges them: 5,000 lamports per signature plus the priority fee
 * (compute-unit price × limit, micro-lamports, rounded up) set by Compute Budget instructions.
 */
import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js'

/** Lamports per signature (LiteSVM's and mainnet's default). */
export const LAMPORTS_PER_SIGNATURE = 5_000

const DEFAULT_UNITS_PER_INSTRUCTION = 200_000
const MAX_UNITS = 1_400_000

/** The fee in lamports that executing `message` costs its fee payer. */
export function feeForMessage(message: VersionedMessage): number {
  const computeBudget = ComputeBudgetProgram.programId.toBase58()
  let unitLimit: number | undefined
  let microLamportsPerUnit = 0n
  let otherInstructions = 0
  for (const instruction of message.compiledInstructions) {
    if (message.staticAccountKeys[instruction.programIdIndex]?.toBase58() !== computeBudget) {
      otherInstructions += 1
      continue
    }
    const data = Buffer.from(instruction.data)
    if (data[0] === 2 && data.length >= 5) unitLimit = data.readUInt32LE(1)
    if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = data.readBigUInt64LE(1)
  }
  const units = BigInt(unitLimit ?? Math.min(MAX_UNITS, otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION))
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n
  return message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + Number(priority)
}
