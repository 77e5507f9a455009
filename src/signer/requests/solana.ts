import { base58 } from '@scure/base'
import type { SignerRpcCall } from '../../core/embedded/protocol.js'
import type { WalletKeys } from '../keys/derive.js'
import {
  decodeMessage,
  decodeTransaction,
  encodeTransaction,
  readUint,
  type WireMessage,
  type WireTransaction,
} from './solanaWire.js'
import { formatUnits, invalidParams, SignerRpcError, signMessageDetails, type PreparedRequest } from './types.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

function bytesParam(params: unknown, name: 'message' | 'transaction'): Uint8Array {
  const value = (params as Record<string, unknown> | undefined)?.[name]
  if (typeof value !== 'string' || value.length > 64 * 1024 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    throw invalidParams(`${name} must be base64`)
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))

/** One decoded instruction as a row of the Approve screen, plus any warning it raises. */
function describeInstruction(
  program: string,
  accounts: string[],
  data: Uint8Array,
  me: string,
): { label: string; value: string; warning?: string } {
  try {
    if (program === SYSTEM_PROGRAM && data.length === 12 && readUint(data, 0, 4) === 2n) {
      const warning = accounts[0] !== me ? { warning: 'A transfer here is not from this wallet.' } : {}
      return { label: 'Send', value: `${formatUnits(readUint(data, 4, 8), 9)} SOL to ${accounts[1]}`, ...warning }
    }
    if (program === TOKEN_PROGRAM && data[0] === 12 && data.length === 10) {
      return {
        label: 'Send token',
        value: `${formatUnits(readUint(data, 1, 8), data[9]!)} of mint ${accounts[1]} to token account ${accounts[2]}`,
      }
    }
    if (program === TOKEN_PROGRAM && data[0] === 3 && data.length === 9) {
      return {
        label: 'Send token',
        value: `${readUint(data, 1, 8).toString()} base units to token account ${accounts[1]}`,
      }
    }
    if (program === TOKEN_PROGRAM) {
      return {
        label: 'Token program',
        value: `instruction ${data[0]}`,
        warning: `This transaction runs token instruction ${data[0]}, which the wallet does not describe.`,
      }
    }
    if (program === ASSOCIATED_TOKEN_PROGRAM && (data.length === 0 || (data.length === 1 && data[0]! <= 1))) {
      return { label: 'Create token account', value: `for ${accounts[2]} (mint ${accounts[3]})` }
    }
    if (program === COMPUTE_BUDGET_PROGRAM)
      return { label: 'Compute budget', value: 'Sets the priority fee or compute limit' }
  } catch {
    // Falls through: a known program's instruction that does not decode is shown as unknown.
  }
  return {
    label: 'Program call',
    value: program,
    warning: `This transaction calls a program the wallet cannot read (${program}). Approve only if you trust the site.`,
  }
}

/**
 * Decodes a Solana request for the Approve screen and prepares its signature:
 * solana_signMessage `{ message: base64 }` → `{ signature: base58 }`;
 * solana_signTransaction / solana_signAndSendTransaction `{ transaction: base64 wire format }` →
 * `{ transaction: base64, signed by this wallet }`. Legacy and v0 messages; SystemProgram
 * transfers, SPL Token transfers, associated-token-account creation and compute-budget instructions
 * are decoded, other programs named and warned about. The wallet must be one of the message's
 * signers. The host sends the signed bytes itself (the signer does no chain RPC).
 * @throws SignerRpcError -32602 'Invalid params: …' | 4100 'The requested account is not this wallet' | 4200 for other methods
 */
export function prepareSolanaRequest(keys: WalletKeys, call: SignerRpcCall): PreparedRequest {
  const me = keys.solana.address
  if (call.method === 'solana_signMessage') {
    const message = bytesParam(call.params, 'message')
    const hex = `0x${Array.from(message, (b) => b.toString(16).padStart(2, '0')).join('')}`
    return {
      details: signMessageDetails(me, message, hex),
      sign: async () => ({ signature: base58.encode(keys.solana.sign(message)) }),
    }
  }
  if (call.method !== 'solana_signTransaction' && call.method !== 'solana_signAndSendTransaction') {
    throw new SignerRpcError(4200, `The method ${call.method} is not supported by this wallet yet`)
  }
  let transaction: WireTransaction
  let message: WireMessage
  try {
    transaction = decodeTransaction(bytesParam(call.params, 'transaction'))
    message = decodeMessage(transaction.message)
  } catch (error) {
    if (error instanceof SignerRpcError) throw error
    throw invalidParams('transaction does not decode')
  }
  if (transaction.signatures.length !== message.numRequiredSignatures)
    throw invalidParams('transaction does not decode')
  const signerIndex = message.accountKeys.slice(0, message.numRequiredSignatures).indexOf(me)
  if (signerIndex < 0) throw new SignerRpcError(4100, 'The requested account is not this wallet')
  const accountAt = (index: number) =>
    message.accountKeys[index] ?? `lookup table account #${index - message.accountKeys.length}`
  const rows = [
    { label: 'Network', value: call.display?.networkName ?? 'Solana' },
    { label: 'Fee payer', value: message.accountKeys[0]! },
  ]
  const warnings: string[] = []
  if (message.accountKeys[0] !== me) warnings.push('Another account pays the fee of this transaction.')
  if (message.lookupCount > 0)
    warnings.push('This transaction loads accounts from lookup tables that the wallet cannot show.')
  for (const instruction of message.instructions) {
    const described = describeInstruction(
      accountAt(instruction.programIdIndex),
      instruction.accounts.map(accountAt),
      instruction.data,
      me,
    )
    rows.push({ label: described.label, value: described.value })
    if (described.warning) warnings.push(described.warning)
  }
  return {
    details: {
      title: call.method === 'solana_signAndSendTransaction' ? 'Send transaction' : 'Sign transaction',
      rows,
      warnings,
    },
    sign: async () => {
      const signatures = transaction.signatures.map((s, i) =>
        i === signerIndex ? keys.solana.sign(transaction.message) : s,
      )
      return { transaction: toBase64(encodeTransaction({ signatures, message: transaction.message })) }
    },
  }
}
