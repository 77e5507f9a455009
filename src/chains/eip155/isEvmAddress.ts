import { isAddress } from 'viem'

/** True for a 0x address of 20 bytes, EIP-55 checksummed when mixed-case (all-lowercase passes). */
export function isEvmAddress(value: string): boolean {
  return isAddress(value, { strict: true })
}
