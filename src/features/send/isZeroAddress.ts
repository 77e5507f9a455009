/**
 * True for the all-zero account of a namespace, where whatever is sent is lost: EVM's
 * zero address 0x0000000000000000000000000000000000000000 (any letter case of the prefix), and
 * Solana's 32 zero bytes, 11111111111111111111111111111111 in base58 (the System Program's id).
 */
export function isZeroAddress(namespace: string | undefined, address: string | undefined): boolean {
  if (!address) return false
  const text = address.trim()
  if (namespace === 'eip155') return /^0x0{40}$/i.test(text)
  if (namespace === 'solana') return text === '11111111111111111111111111111111'
  return false
}
