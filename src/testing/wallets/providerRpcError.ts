/**
 * An EIP-1193 `ProviderRpcError`: an Error with a numeric `code` (EIP-1193 §"Provider Errors",
 * EIP-1474 for -32xxx) that dapps and wagmi map by code.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** 4001 'User rejected the request.' (EIP-1193). */
export function userRejectedError(): ProviderRpcError {
  return new ProviderRpcError(4001, 'User rejected the request.')
}

/** 4100: signing or sending before the dapp was granted the account (EIP-1193). */
export function unauthorizedError(): ProviderRpcError {
  return new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
}

/** 4901: the wallet sits on a chain it has no RPC for (EIP-1193). */
export function chainDisconnectedError(chainId: number): ProviderRpcError {
  return new ProviderRpcError(4901, `The provider is disconnected from the specified chain (${chainId}).`)
}

/** 4900: sent with the `disconnect` event (EIP-1193). */
export function disconnectedError(): ProviderRpcError {
  return new ProviderRpcError(4900, 'The provider is disconnected from all chains.')
}

/** 4902: `wallet_switchEthereumChain` to a chain the wallet does not know (MetaMask's text). */
export function unrecognizedChainError(hexChainId: string): ProviderRpcError {
  return new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${hexChainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )
}

/** -32602 invalid params (EIP-1474). */
export function invalidParamsError(message: string): ProviderRpcError {
  return new ProviderRpcError(-32602, message)
}
