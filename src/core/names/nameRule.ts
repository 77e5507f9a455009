/**
 * The name rule and the coin types of the name service (spec section 5: "A registrable name
 * needs at least 4 characters of letters, digits or hyphens"; section 7: register with coinType).
 * Pure and shared: the name service (src/server/names) enforces it after ENSIP-15 normalisation,
 * the modal (RegisterAccountName) shows it as the visitor types.
 */

/** The rule as the visitor reads it (spec section 5, verbatim). */
export const NAME_RULE = 'A registrable name needs at least 4 characters of letters, digits or hyphens'

/** A normalised label that passes {@link NAME_RULE}: lowercase ASCII letters, digits, hyphens, 4 or more. */
export const NAME_LABEL_PATTERN = /^[a-z0-9-]{4,}$/

/** Longest label accepted, in characters (a DNS label holds 63 bytes). */
export const MAX_NAME_LABEL_LENGTH = 63

/** ENSIP-9 coin type of EVM addresses (Ethereum's SLIP-44 60). */
export const EVM_COIN_TYPE = 60

/** ENSIP-9 coin type of Solana addresses (SLIP-44 501). */
export const SOLANA_COIN_TYPE = 501

/**
 * ENSIP-11: the coin type of an EVM chain's addresses, `0x80000000 | chainId` (chain ids below
 * 2^31); Ethereum mainnet keeps SLIP-44's 60.
 */
export function evmChainCoinType(chainId: number): number {
  return (0x80000000 | chainId) >>> 0
}

/**
 * True for an ENSIP-11 coin type of an EVM chain other than Ethereum mainnet: `0x80000000 | chainId`
 * with a chain id from 2 to 2^31 − 1 (chain 1 is coin type 60; `0x80000000` itself, chain id 0, is
 * ENSIP-19's default EVM coin type, not an address of one chain).
 */
export function isEvmChainCoinType(coinType: number): boolean {
  return Number.isInteger(coinType) && coinType > 0x80000001 && coinType <= 0xffffffff
}

/** The coin types the modal registers with: EVM (60) and Solana (501). */
export type NameCoinType = typeof EVM_COIN_TYPE | typeof SOLANA_COIN_TYPE

/** The coin type of a CAIP-2 namespace: 'eip155' → 60, 'solana' → 501, anything else undefined. */
export function coinTypeOfNamespace(namespace: string): NameCoinType | undefined {
  if (namespace === 'eip155') return EVM_COIN_TYPE
  if (namespace === 'solana') return SOLANA_COIN_TYPE
  return undefined
}

/** True when `label` (already normalised) passes {@link NAME_RULE} and fits a DNS label. */
export function isRegistrableLabel(label: string): boolean {
  return label.length <= MAX_NAME_LABEL_LENGTH && NAME_LABEL_PATTERN.test(label)
}

/**
 * The label a visitor typed, as the modal previews it before the service normalises it: trimmed,
 * lowercased, and without the operator's `.suffix` when typed in full ('Alice.modal.id' → 'alice').
 * ENSIP-15's full normalisation runs on the server; for the characters the rule admits
 * (ASCII letters, digits, hyphen) it is exactly this lowercasing.
 */
export function previewLabel(input: string, suffix: string): string {
  const lower = input.trim().toLowerCase()
  const tail = `.${suffix.toLowerCase()}`
  return lower.endsWith(tail) ? lower.slice(0, -tail.length) : lower
}

/** `label.suffix`, e.g. ('alice1234', 'modal.id') → 'alice1234.modal.id'. */
export function fullName(label: string, suffix: string): string {
  return `${label}.${suffix}`
}
