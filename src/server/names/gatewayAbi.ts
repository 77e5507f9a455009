/**
 * The EIP-3668 (CCIP-read) protocol between the resolver contract
 * (demo/names/contracts/NamesUniversalResolver.sol) and the name service's gateway: the calls the
 * contract sends, the answer's encoding and the hash the gateway signs. The signing scheme is ENS
 * offchain-resolver's SignatureVerifier, so the same gateway can serve an ENSIP-10 wildcard
 * OffchainResolver on the operator's ENS name in production.
 */
import { encodePacked, keccak256, parseAbi, parseAbiParameters, type Address, type Hex } from 'viem'

/** The calls a resolver sends the gateway: `resolve` as ENS's OffchainResolver sends it, and `reverse`. */
export const NAME_GATEWAY_ABI = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)',
  'function reverse(bytes addr, uint256 coinType) view returns (bytes result, uint64 expires, bytes sig)',
])

/** The resolver profiles `resolve` answers (ENSIP-1 addr, ENSIP-9 multicoin addr, ENSIP-5 text). */
export const RESOLVER_PROFILE_ABI = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** The gateway's answer, ABI-encoded: `(bytes result, uint64 expires, bytes sig)`. */
export const GATEWAY_ANSWER_PARAMETERS = parseAbiParameters('bytes result, uint64 expires, bytes sig')

/**
 * The hash the gateway signs (raw secp256k1, no EIP-191 prefix) and the contract recovers:
 * `keccak256(0x1900 ‖ target ‖ expires ‖ keccak256(request) ‖ keccak256(result))`, where `target`
 * is the resolver contract, `expires` Unix seconds, `request` the call data the contract sent.
 */
export function gatewaySignatureHash(target: Address, expires: bigint, request: Hex, result: Hex): Hex {
  return keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', target, expires, keccak256(request), keccak256(result)],
    ),
  )
}

/**
 * The labels of a DNS wire-format name (RFC 1035 section 3.1, as ENS's Universal Resolver takes
 * names), e.g. 0x05616c696365056d6f64616c02696400 → 'alice.modal.id'; undefined when malformed.
 */
export function decodeDnsName(bytes: Uint8Array): string | undefined {
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset]!
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.') : undefined
    const label = bytes.subarray(offset + 1, offset + 1 + length)
    if (label.length !== length) return undefined
    try {
      labels.push(new TextDecoder('utf-8', { fatal: true }).decode(label))
    } catch {
      return undefined
    }
    offset += 1 + length
  }
  return undefined
}
