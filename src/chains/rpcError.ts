/**
 * An EIP-1193 provider error: an Error whose `code` is the JSON-RPC / EIP-1193 code (4001 user
 * rejected, 4100 unauthorized, 4200 unsupported method, 4900 disconnected, 4901 chain
 * disconnected, 4902 unrecognized chain, EIP-5792's 57xx, JSON-RPC's -32xxx), which wagmi and viem
 * map to their typed errors. The one helper the modal's own providers (embedded, WalletConnect)
 * throw and emit.
 */
export function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}
