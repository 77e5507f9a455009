/**
 * Token icons of the icon set (@web3icons/core, MIT; the "background" variant, shown in a
 * circle): the native currencies of the networks networkIcons.ts knows and the common tokens (the
 * spec's fund-wallet tokens USDC and USDT among them), by the token's address on its network, then
 * by symbol, each its own module loaded with a dynamic `import()`. This table is a lazy chunk
 * itself (loadIcon.ts imports it on the first token icon).
 */
import type { IconModule, IconTable } from './iconTypes.js'

const modules: Record<string, IconModule> = {
  ETH: () => import('@web3icons/core/svgs/tokens/background/ETH.svg.js'),
  USDC: () => import('@web3icons/core/svgs/tokens/background/USDC.svg.js'),
  USDT: () => import('@web3icons/core/svgs/tokens/background/USDT.svg.js'),
  DAI: () => import('@web3icons/core/svgs/tokens/background/DAI.svg.js'),
  SOL: () => import('@web3icons/core/svgs/tokens/background/SOL.svg.js'),
  BTC: () => import('@web3icons/core/svgs/tokens/background/BTC.svg.js'),
  WBTC: () => import('@web3icons/core/svgs/tokens/background/WBTC.svg.js'),
  POL: () => import('@web3icons/core/svgs/tokens/background/POL.svg.js'),
  MATIC: () => import('@web3icons/core/svgs/tokens/background/MATIC.svg.js'),
  BNB: () => import('@web3icons/core/svgs/tokens/background/BNB.svg.js'),
  AVAX: () => import('@web3icons/core/svgs/tokens/background/AVAX.svg.js'),
  ARB: () => import('@web3icons/core/svgs/tokens/background/ARB.svg.js'),
  OP: () => import('@web3icons/core/svgs/tokens/background/OP.svg.js'),
  EURC: () => import('@web3icons/core/svgs/tokens/background/EURC.svg.js'),
  CELO: () => import('@web3icons/core/svgs/tokens/background/CELO.svg.js'),
  GNO: () => import('@web3icons/core/svgs/tokens/background/GNO.svg.js'),
  MNT: () => import('@web3icons/core/svgs/tokens/background/MNT.svg.js'),
  LINK: () => import('@web3icons/core/svgs/tokens/background/LINK.svg.js'),
  AAVE: () => import('@web3icons/core/svgs/tokens/background/AAVE.svg.js'),
}

/**
 * Token addresses (lower case; `<CAIP-2 id>:<address>` keys for Solana mints, which are case
 * sensitive) of the spec's fund-wallet tokens (core/tokens.ts) and wrapped ether, so a token whose
 * list gives another symbol still shows its icon. Wrapped ether shows ether's.
 */
const byAddress: Record<string, string> = {
  '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913': 'USDC',
  '0x036cbd53842c5426634e7929541ec2318f3dcf7e': 'USDC',
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 'USDC',
  '0xaf88d065e77c8cc2239327c5edb3a432268e5831': 'USDC',
  '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359': 'USDC',
  '0xdac17f958d2ee523a2206206994597c13d831ec7': 'USDT',
  '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9': 'USDT',
  '0xc2132d05d31c914a87c6611c10748aeb04b58e8f': 'USDT',
  '0x94b008aa00579c1307b0ef2c499ad98a8ce58e58': 'USDT',
  '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': 'ETH',
  '0x4200000000000000000000000000000000000006': 'ETH',
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: 'USDC',
  Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: 'USDT',
}

/** Symbols that name another token's icon: wrapped ether is ether. */
const symbolAliases: Record<string, string> = { WETH: 'ETH' }

/** Finds a token's icon by address (EVM addresses in any case), then by symbol (in any case). */
export const tokenIcons: IconTable = {
  modules,
  find(keys) {
    for (const key of keys) {
      const upper = key.toUpperCase()
      const name =
        byAddress[key] ?? byAddress[key.toLowerCase()] ?? (Object.hasOwn(modules, upper) ? upper : symbolAliases[upper])
      if (name) return name
    }
    return undefined
  },
}
