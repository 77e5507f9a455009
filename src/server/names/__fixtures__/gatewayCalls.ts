/** Test support (tests only): the call data a CCIP-read client sends the name gateway. */
import { encodeFunctionData, type Hex, namehash, toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { NAME_GATEWAY_ABI, RESOLVER_PROFILE_ABI } from '../gatewayAbi.js'

/** `resolve(dns, inner)` for `name`: `inner` asked of its resolver, `dns` its DNS-encoded name unless told. */
export const resolveCall = (name: string, inner: Hex, dns: Hex = toHex(packetToBytes(name))): Hex =>
  encodeFunctionData({ abi: NAME_GATEWAY_ABI, functionName: 'resolve', args: [dns, inner] })

/** `addr(node)`: the EVM address of the name whose node is `namehash(name)`. */
export const addr = (name: string): Hex =>
  encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'addr', args: [namehash(name)] })
