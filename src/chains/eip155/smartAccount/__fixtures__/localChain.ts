/** The local stack's anvil A with its bundler, as the smart-account tests use it: clients, USDC, funding. */
import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, type Hex, http } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { demoEvmTokens } from '../../../../testing/stack/evm/tokens.js'
import { type LocalStack, startLocalStack } from '../../../../testing/stack/startLocalStack.js'

/** Dev account 0: holds the stack's USDC. */
export const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A stack with one bundler per anvil (no Solana, WalletConnect or Bitcoin), and anvil A's clients and token helpers. */
export async function startSmartAccountChain() {
  const stack: LocalStack = await startLocalStack({
    bundler: true,
    solana: false,
    walletConnect: false,
    bitcoin: false,
  })
  const chain = stack.chains[0]
  const viemChain = defineChain({
    id: chain.chainId,
    name: `anvil ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
  const transport = http(chain.url)
  const publicClient = createPublicClient({ chain: viemChain, transport, cacheTime: 0, pollingInterval: 100 })
  const wallet = createWalletClient({ chain: viemChain, transport, cacheTime: 0 })
  const usdc = demoEvmTokens(chain.chainId)[0]!.address
  return {
    stack,
    chain,
    viemChain,
    public: publicClient,
    test: createTestClient({ chain: viemChain, mode: 'anvil', transport, cacheTime: 0 }),
    usdc,
    usdcOf: (address: Hex) =>
      publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    async fundUsdc(to: Hex, amount: bigint) {
      const hash = await wallet.writeContract({
        account: DEV_0,
        chain: viemChain,
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
      await publicClient.waitForTransactionReceipt({ hash })
    },
  }
}

/** A fresh address nobody holds a key to. */
export const freshAddress = () => `0x${generatePrivateKey().slice(26)}` as Hex
