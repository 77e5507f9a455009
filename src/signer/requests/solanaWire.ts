/**
 * The Solana transaction wire format, read and written in the signer (legacy and v0 messages; see
 * the Solana docs, "Transactions"): small and exact, so the Approve screen shows what the bytes say.
 */
import { base58 } from '@scure/base'

/** A transaction: its signatures (64 bytes each, all zero when missing) and its message bytes. */
export interface WireTransaction {
  signatures: Uint8Array[]
  message: Uint8Array
}

/** A compiled instruction: indexes into the message's accounts. */
export interface WireInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

/** A decoded message. */
export interface WireMessage {
  version: 'legacy' | 0
  numRequiredSignatures: number
  numReadonlySigned: number
  numReadonlyUnsigned: number
  /** base58 static account keys; the first `numRequiredSignatures` sign, the first pays the fee. */
  accountKeys: string[]
  recentBlockhash: string
  instructions: WireInstruction[]
  /** v0 only: accounts loaded from lookup tables, which this decoder cannot resolve. */
  lookupCount: number
}

/** Malformed bytes. */
export class WireFormatError extends Error {
  override name = 'WireFormatError'
}

class Reader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.offset >= this.bytes.length) throw new WireFormatError('unexpected end')
    return this.bytes[this.offset++]!
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new WireFormatError('unexpected end')
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** compact-u16: 7 bits per byte, at most 3 bytes. */
  shortVec(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = this.byte()
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw new WireFormatError('bad length')
  }
  end(): void {
    if (this.offset !== this.bytes.length) throw new WireFormatError('trailing bytes')
  }
}

function shortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, byte]
    out.push(byte | 0x80)
  }
}

/** Splits a wire transaction into signatures and message bytes. @throws WireFormatError */
export function decodeTransaction(bytes: Uint8Array): WireTransaction {
  const reader = new Reader(bytes)
  const count = reader.shortVec()
  const signatures = Array.from({ length: count }, () => reader.take(64).slice())
  return { signatures, message: bytes.slice(reader.offset) }
}

/** The wire bytes of a transaction. */
export function encodeTransaction(transaction: WireTransaction): Uint8Array {
  const head = shortVec(transaction.signatures.length)
  const out = new Uint8Array(head.length + 64 * transaction.signatures.length + transaction.message.length)
  out.set(head, 0)
  transaction.signatures.forEach((signature, i) => out.set(signature, head.length + 64 * i))
  out.set(transaction.message, head.length + 64 * transaction.signatures.length)
  return out
}

/** Decodes message bytes (legacy or v0). @throws WireFormatError for other versions or malformed bytes */
export function decodeMessage(bytes: Uint8Array): WireMessage {
  const reader = new Reader(bytes)
  let version: 'legacy' | 0 = 'legacy'
  if ((bytes[0] ?? 0) & 0x80) {
    const v = reader.byte() & 0x7f
    if (v !== 0) throw new WireFormatError(`version ${v}`)
    version = 0
  }
  const numRequiredSignatures = reader.byte()
  const numReadonlySigned = reader.byte()
  const numReadonlyUnsigned = reader.byte()
  const accountKeys = Array.from({ length: reader.shortVec() }, () => base58.encode(reader.take(32)))
  const recentBlockhash = base58.encode(reader.take(32))
  const instructions = Array.from({ length: reader.shortVec() }, (): WireInstruction => {
    const programIdIndex = reader.byte()
    const accounts = Array.from(reader.take(reader.shortVec()))
    return { programIdIndex, accounts, data: reader.take(reader.shortVec()).slice() }
  })
  let lookupCount = 0
  if (version === 0) {
    const tables = reader.shortVec()
    for (let i = 0; i < tables; i++) {
      reader.take(32)
      lookupCount += reader.take(reader.shortVec()).length
      lookupCount += reader.take(reader.shortVec()).length
    }
  }
  reader.end()
  if (numRequiredSignatures === 0 || numRequiredSignatures > accountKeys.length) throw new WireFormatError('bad header')
  return {
    version,
    numRequiredSignatures,
    numReadonlySigned,
    numReadonlyUnsigned,
    accountKeys,
    recentBlockhash,
    instructions,
    lookupCount,
  }
}

/** Reads a little-endian unsigned integer of `size` bytes at `offset`. @throws WireFormatError */
export function readUint(data: Uint8Array, offset: number, size: 1 | 4 | 8): bigint {
  if (offset + size > data.length) throw new WireFormatError('unexpected end')
  let value = 0n
  for (let i = size - 1; i >= 0; i--) value = (value << 8n) | BigInt(data[offset + i]!)
  return value
}
