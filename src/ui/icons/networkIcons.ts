/**
 * Network icons of the icon set (@web3icons/core, MIT; the "background" variant, shown in a
 * circle), by CAIP-2 network id, each its own module loaded with a dynamic `import()`. This table
 * is a lazy chunk itself (loadIcon.ts imports it on the first network icon).
 */
import type { IconModule, IconTable } from './iconTypes.js'

const modules: Record<string, IconModule> = {
  ethereum: () => import('@web3icons/core/svgs/networks/background/ethereum.svg.js'),
  base: () => import('@web3icons/core/svgs/networks/background/base.svg.js'),
  'arbitrum-one': () => import('@web3icons/core/svgs/networks/background/arbitrum-one.svg.js'),
  'arbitrum-nova': () => import('@web3icons/core/svgs/networks/background/arbitrum-nova.svg.js'),
  optimism: () => import('@web3icons/core/svgs/networks/background/optimism.svg.js'),
  polygon: () => import('@web3icons/core/svgs/networks/background/polygon.svg.js'),
  'polygon-zkevm': () => import('@web3icons/core/svgs/networks/background/polygon-zkevm.svg.js'),
  'binance-smart-chain': () => import('@web3icons/core/svgs/networks/background/binance-smart-chain.svg.js'),
  avalanche: () => import('@web3icons/core/svgs/networks/background/avalanche.svg.js'),
  gnosis: () => import('@web3icons/core/svgs/networks/background/gnosis.svg.js'),
  zksync: () => import('@web3icons/core/svgs/networks/background/zksync.svg.js'),
  linea: () => import('@web3icons/core/svgs/networks/background/linea.svg.js'),
  scroll: () => import('@web3icons/core/svgs/networks/background/scroll.svg.js'),
  zora: () => import('@web3icons/core/svgs/networks/background/zora.svg.js'),
  blast: () => import('@web3icons/core/svgs/networks/background/blast.svg.js'),
  celo: () => import('@web3icons/core/svgs/networks/background/celo.svg.js'),
  mantle: () => import('@web3icons/core/svgs/networks/background/mantle.svg.js'),
  unichain: () => import('@web3icons/core/svgs/networks/background/unichain.svg.js'),
  fantom: () => import('@web3icons/core/svgs/networks/background/fantom.svg.js'),
  cronos: () => import('@web3icons/core/svgs/networks/background/cronos.svg.js'),
  moonbeam: () => import('@web3icons/core/svgs/networks/background/moonbeam.svg.js'),
  ronin: () => import('@web3icons/core/svgs/networks/background/ronin.svg.js'),
  world: () => import('@web3icons/core/svgs/networks/background/world.svg.js'),
  ink: () => import('@web3icons/core/svgs/networks/background/ink.svg.js'),
  soneium: () => import('@web3icons/core/svgs/networks/background/soneium.svg.js'),
  sonic: () => import('@web3icons/core/svgs/networks/background/sonic.svg.js'),
  berachain: () => import('@web3icons/core/svgs/networks/background/berachain.svg.js'),
  'hyper-evm': () => import('@web3icons/core/svgs/networks/background/hyper-evm.svg.js'),
  solana: () => import('@web3icons/core/svgs/networks/background/solana.svg.js'),
  bitcoin: () => import('@web3icons/core/svgs/networks/background/bitcoin.svg.js'),
}

/** CAIP-2 ids of the EVM networks (mainnets and their testnets) whose icon the set has. */
const byCaip2: Record<string, string> = {
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:17000': 'ethereum',
  'eip155:8453': 'base',
  'eip155:84532': 'base',
  'eip155:42161': 'arbitrum-one',
  'eip155:421614': 'arbitrum-one',
  'eip155:42170': 'arbitrum-nova',
  'eip155:10': 'optimism',
  'eip155:11155420': 'optimism',
  'eip155:137': 'polygon',
  'eip155:80002': 'polygon',
  'eip155:1101': 'polygon-zkevm',
  'eip155:56': 'binance-smart-chain',
  'eip155:97': 'binance-smart-chain',
  'eip155:43114': 'avalanche',
  'eip155:43113': 'avalanche',
  'eip155:100': 'gnosis',
  'eip155:324': 'zksync',
  'eip155:59144': 'linea',
  'eip155:534352': 'scroll',
  'eip155:7777777': 'zora',
  'eip155:81457': 'blast',
  'eip155:42220': 'celo',
  'eip155:5000': 'mantle',
  'eip155:130': 'unichain',
  'eip155:250': 'fantom',
  'eip155:25': 'cronos',
  'eip155:1284': 'moonbeam',
  'eip155:2020': 'ronin',
  'eip155:480': 'world',
  'eip155:57073': 'ink',
  'eip155:1868': 'soneium',
  'eip155:146': 'sonic',
  'eip155:80094': 'berachain',
  'eip155:999': 'hyper-evm',
}

/** Namespaces with one runtime, whatever the cluster: any Solana cluster (a local one too) is Solana, any BIP-122 chain Bitcoin. */
const byNamespace: Record<string, string> = { solana: 'solana', bip122: 'bitcoin' }

/** Finds a network's icon by its CAIP-2 id, then by its namespace (Solana, Bitcoin). */
export const networkIcons: IconTable = {
  modules,
  find(keys) {
    for (const key of keys) {
      const name = byCaip2[key] ?? byNamespace[key.split(':')[0]!]
      if (name) return name
    }
    return undefined
  },
}
