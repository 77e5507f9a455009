/**
 * `wallet-modal/testing`: the QA kit. Playwright fixtures over a page that hosts `<wallet-modal>`
 * (`modal`, and test wallets injected into the page: `evmWallet`, `solanaWallet`, `bitcoinWallet`, plus a
 * WalletConnect phone wallet in Node, `walletConnectWallet`), and `startLocalStack()`, the local
 * chains and services they run against (the same launcher as `npm run demo`).
 *
 * Node only. Optional peer dependencies, needed by what uses them: `@playwright/test` (the
 * fixtures), `litesvm` (the Solana RPC), foundry's `anvil` (on PATH, or the npm package
 * `@foundry-rs/anvil-linux-amd64` on Linux x64), `@reown/walletkit` and `@walletconnect/core` (the
 * WalletConnect wallet). See docs/testing/index.md, "Testing your site".
 *
 * @module wallet-modal/testing
 */
export {
  test,
  expect,
  type WalletConnectTestWallet,
  type WalletModalFixtures,
  type WalletModalTestOptions,
  type WalletModalWorkerFixtures,
  type WalletModalWorkerOptions,
} from './fixtures.js'
export { ModalPage, type SendParameters, type WaitOptions } from './modalPage.js'
export { EvmTestWallet, type EvmWalletOptions, type RequestOutcome } from './evmWallet.js'
export { SolanaTestWallet, type SolanaWalletOptions } from './solanaWallet.js'
export { BitcoinTestWallet, type BitcoinWalletOptions } from './bitcoinWallet.js'
export type { BitcoinWalletProvider } from './wallets/bitcoin/bitcoinWalletConfig.js'
export { BITCOIN_DEV_FUNDING } from './stack/bitcoinService.js'
export { BITCOIN_REGTEST_ID } from '../core/bitcoinNetworks.js'
export { TestWallet } from './testWallet.js'
export type { PromptMode } from './wallets/prompts.js'
export type { TestWcWallet, TestWcWalletMode, TestWcRequest } from './walletConnect/walletConnectWallet.js'
export {
  startLocalStack,
  LOCAL_WALLETCONNECT_PROJECT_ID,
  type LocalStack,
  type LocalStackChain,
  type LocalStackOptions,
  type LocalStackPorts,
  type LocalStackService,
  type LocalStackServices,
} from './stack/startLocalStack.js'
export { anvilInstallMessage, resolveAnvilBinary } from './stack/anvil.js'
export { LITESVM_MISSING } from './stack/solanaService.js'
export type { StackNetwork, StackToken } from './stack/networks.js'
export { SIWX_MOUNT } from './stack/siwxBackend.js'
export { DEMO_ENS_NAMES, MULTICALL3_ADDRESS } from './stack/evm/tokens.js'
export { UNISWAP_DEPLOYER, UNISWAP_SEED_LIQUIDITY, UNISWAP_V2_ADDRESSES } from './stack/evm/uniswapV2Addresses.js'
export { ERC4337_ADDRESSES } from './stack/erc4337/erc4337Addresses.js'
export { DEV_PAYMASTER_SIGNER_KEY, VERIFYING_PAYMASTER } from './stack/erc4337/verifyingPaymasterAddresses.js'
export { ALTO_MISSING } from './stack/erc4337/altoBundler.js'
export { SOLANA_CAIP_NETWORK_ID } from './stack/solana/constants.js'
export { SOLANA_USDC_MINT } from './stack/solana/devKeys.js'
export type { WalletModalState } from '../element/types.js'
export {
  startRampSandbox,
  type RampSandboxServerOptions,
  type RunningRampSandbox,
} from './stack/ramp/startRampSandbox.js'
export {
  createRampSandbox,
  SESSION_TOKEN_TTL_MS,
  type RampSandbox,
  type RampSandboxOptions,
  type SandboxFlavour,
  type SandboxProviderConfig,
} from './stack/ramp/rampSandbox.js'
export {
  SANDBOX_SOLANA_TREASURY,
  type SandboxEvmNetwork,
  type SandboxSolanaNetwork,
} from './stack/ramp/sandboxDelivery.js'
export { sandboxFeeBps, SANDBOX_FIATS } from './stack/ramp/sandboxPricing.js'
