import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { HistorySource } from './history.js'
import type { ChainNamespace } from './options.js'
import type { SiwxMessageFields } from './siwx.js'
import type { TokenConfig } from './tokens.js'

/** A native balance read from the chain: `value` in base units (wei, lamports, sats). */
export interface NativeBalance {
  value: bigint
  decimals: number
  symbol: string
  /** Fraction digits to show; absent: 3 (spec section 9). Bitcoin: 8. */
  displayDecimals?: number
}

/** A token balance read from the chain: `value` in the token's base units. */
export interface TokenAmount {
  token: TokenConfig
  value: bigint
}

/** A name resolved by a name service: the name as the service normalised it, and its address. */
export interface ResolvedName {
  /** ENS: normalised per ENSIP-15 (case folded, confusables mapped), which is what was looked up. */
  name: string
  address: string
}

/** What {@link ChainAdapter.connectWithSignIn} gives back: the signed message, whose account, and the step that publishes it. */
export interface SignedInAtConnect {
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
  /** The exact text the wallet signed. */
  message: string
  /** base58 of the 64-byte ed25519 signature. */
  signature: string
  /** Publishes the connected account (and keeps the wallet as the namespace's). */
  complete(): void
}

/** A transfer to send: `value` in base units (wei, lamports, token units); no `token` = native. */
export interface TransferRequest {
  to: string
  value: bigint
  token?: TokenConfig
}

/** An EVM contract call: `data` 0x hex, `value` in wei. */
export interface ContractCall {
  to: string
  data: string
  value: bigint
}

/**
 * What the modal needs from one ecosystem (docs/contributing/architecture.md, chains/): the only way features and actions
 * reach chain libraries (wagmi, viem, @solana/web3.js, @solana/wallet-standard-util). An adapter
 * reports account and network changes into the instance's store itself; these calls start them.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Prompts the wallet. Rejects with a UserRejectedError when the user declines. */
  connect(connectorId: string): Promise<void>
  /**
   * Solana: true when wallet `connectorId` connects and signs the sign-in message in one
   * prompt (the Wallet Standard's `solana:signIn`, Sign-In With Solana: Phantom, Solflare, Backpack).
   */
  canSignInAtConnect?(connectorId: string): boolean
  /**
   * Solana: connects wallet `connectorId` and has it sign the sign-in message built
   * from `fields` (the wallet picks the account; `chainId` is the network connected to) in one
   * prompt. The account is published to the store only when `complete()` is called, so the sign-in
   * can be verified first. Rejects like `connect` when the user declines.
   */
  connectWithSignIn?(
    connectorId: string,
    fields: Omit<SiwxMessageFields, 'accountAddress' | 'chainId'>,
  ): Promise<SignedInAtConnect>
  /**
   * Restores a stored connection without a prompt; resolves false when the wallet no longer grants it.
   * `others` (multi-wallet): more connectors of this namespace to restore alongside it;
   * `connectorId` stays the active one when it comes back. One that no longer grants is left out.
   */
  reconnect(connectorId: string, others?: readonly string[]): Promise<boolean>
  /** Disconnects every wallet of this namespace. */
  disconnect(): Promise<void>
  /**
   * Multi-wallet (spec section 2 ProfileWallets): makes the connected wallet `connectorId`
   * the active one (its account becomes this namespace's account in the store).
   * @throws ConnectorNotFoundError 'Failed to connect' when no such wallet is connected.
   */
  switchConnection?(connectorId: string): Promise<void>
  /**
   * Multi-wallet: disconnects the wallet `connectorId` only; when it was the active one, another
   * connected wallet of the namespace becomes active, or the namespace is disconnected when none is left.
   */
  disconnectConnector?(connectorId: string): Promise<void>
  /** Asks the wallet to switch (EVM: wallet_switchEthereumChain, then wallet_addEthereumChain on 4902). */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  getBalance(caipAddress: CaipAddress): Promise<NativeBalance>
  /**
   * Asks the wallet to sign `message` (UTF-8 text) with the connected account: EVM `personal_sign`
   * (EIP-191) returning a 0x hex signature; Solana `solana:signMessage` returning base58 of the
   * 64-byte ed25519 signature. Rejects with the wallet's error (user rejection: code 4001).
   */
  signMessage(message: string): Promise<string>
  /**
   * Balances of `tokens` held by the account (EVM: one multicall of ERC20 balanceOf; Solana: SPL
   * token accounts via getTokenAccountsByOwner, adding held mints not in `tokens`).
   */
  getTokenBalances(caipAddress: CaipAddress, tokens: TokenConfig[]): Promise<TokenAmount[]>
  /**
   * Sends native currency or a token from the connected account and waits until the chain has it
   * (EVM receipt; Solana confirmed). Solana SPL sends create the recipient's associated token
   * account when missing.
   * @returns the transaction hash (EVM) or signature (Solana).
   * @throws the wallet's rejection (code 4001) or the chain's error (e.g. 'execution reverted').
   */
  sendTransfer(request: TransferRequest): Promise<string>
  /**
   * Bitcoin: the network fee `sendTransfer(request)` would pay now, shown before the
   * wallet is asked to sign: `value` in sats, with the fee rate in sat/vB (fractions kept).
   * Optional: the other namespaces' wallets show their fee themselves.
   * @throws what `sendTransfer` throws before signing ('Insufficient funds', 'Invalid address'…).
   */
  estimateTransferFee?(request: TransferRequest): Promise<NativeBalance & { feeRate: number }>
  /**
   * EVM: sends a prepared contract call (`data` 0x hex, `value` in wei) from the connected account,
   * e.g. a swap or an ERC-20 approval, with the node's gas estimate plus 20%, and waits for its
   * receipt. Optional: EVM only (swaps).
   * @returns the transaction hash.
   * @throws the wallet's rejection (code 4001), the node's error (a revert reason such as
   *   'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' in its message when gas estimation fails), or
   *   WalletModalError 'execution reverted' for a mined transaction that reverted.
   */
  sendCall?(call: ContractCall): Promise<string>
  /**
   * EVM: true when the connected wallet executes batches atomically on its current chain (EIP-5792
   * v2 `atomic` capability 'supported' or 'ready'); false for a wallet without EIP-5792. Optional: EVM only.
   */
  supportsAtomicBatch?(): Promise<boolean>
  /**
   * EVM: sends `calls` as ONE atomic EIP-5792 batch (`wallet_sendCalls`, one approval in the
   * wallet, all land or none) and waits for its status; only for a wallet whose
   * `supportsAtomicBatch()` is true. Optional: EVM only.
   * @returns the hash of the transaction that carried the batch.
   * @throws the wallet's rejection (code 4001); WalletModalError 'execution reverted' for a failed batch.
   */
  sendCalls?(calls: readonly ContractCall[]): Promise<string>
  /**
   * EVM: true when the active account's network fee is paid by a paymaster: the embedded wallet as
   * a smart account on a network whose provider reports EIP-5792's `paymasterService` (ERC-7677).
   * Send then says "Network fee: sponsored". Optional: EVM only.
   */
  sponsoredFees?(): Promise<boolean>
  /** EVM: the active network's gas price, in wei (eth_gasPrice). Optional: EVM only. */
  getGasPrice?(): Promise<bigint>
  /**
   * The address a name points to on a network (EVM: ENS through the network's Universal Resolver),
   * with the name as normalised per ENSIP-15, which is the name that was looked up; undefined when
   * it has none or the network has no name service.
   * @throws the normaliser's error for a name ENSIP-15 disallows; the resolver's error.
   */
  resolveName(name: string, caipNetworkId: CaipNetworkId): Promise<ResolvedName | undefined>
  /**
   * The primary name of an account (reverse resolution): EVM through the network's ENS Universal
   * Resolver (viem getEnsName) where one is configured; undefined when it has none or no resolver.
   * Optional: adapters without a reverse resolver leave it out.
   * @throws the resolver's error
   */
  lookupName?(caipAddress: CaipAddress): Promise<string | undefined>
  /**
   * True when `address` is an account address of this namespace: EVM a 0x address, EIP-55
   * checksummed when mixed-case; Solana a base58 public key of 32 bytes. Synchronous: the adapter
   * is loaded once an account is connected.
   */
  isAddress(address: string): boolean
  /**
   * The text to sign for a SIWX session message (spec section 3): EIP-4361 on EVM (viem/siwe),
   * CAIP-122 Sign-In With Solana on Solana, whose `Chain ID:` line carries the full CAIP-2 id.
   */
  createSignInMessage(fields: SiwxMessageFields): Promise<string>
  /**
   * The history source of a configured network, loaded on first use (docs/contributing/architecture.md, data sources):
   * EVM Otterscan on the network's RPC (default), a Blockscout v2 API, or none (`options.history`);
   * Solana getSignaturesForAddress + getTransaction on its RPC. Undefined when it has none.
   * @throws NetworkNotFoundError 'Network not found' for an unconfigured network.
   */
  historySource(caipNetworkId: CaipNetworkId): Promise<HistorySource | undefined>
  /**
   * The connected wallet's own provider, for the host's calls (`getProvider()` of the JS API): EVM
   * the connector's EIP-1193 provider; Solana the Wallet Standard wallet. Undefined when not connected.
   */
  getProvider(): Promise<unknown>
  destroy(): void
}

/** One instance's chain adapters, each loaded as its own chunk on first use (see element/adapters.ts). */
export interface ChainAdapters {
  /** Loads (once) the adapter chunk of a namespace. */
  load(namespace: ChainNamespace): Promise<ChainAdapter>
  /** The adapter if its chunk was already loaded or is loading. */
  loaded(namespace: ChainNamespace): Promise<ChainAdapter> | undefined
  /** Starts wallet discovery for the configured namespaces (Solana's chunk only when asked). */
  discover(namespaces: ChainNamespace[]): void
  destroy(): void
}
