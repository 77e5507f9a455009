/**
 * The Bitcoin networks (BIP-122 namespace) as data: their CAIP-2 ids, address encodings
 * and the names wallets give them. Shared by the bip122 chain adapter, the SIWX back end and the
 * QA kit; pure data, so nothing here reaches the first paint's code.
 */
import type { CaipNetworkId } from './caip.js'

/**
 * Address encodings of a network, in the shape @scure/btc-signer takes (`NETWORK`): the bech32
 * prefix of segwit addresses (BIP-173/350), the base58check version bytes of P2PKH and P2SH
 * addresses, and the WIF prefix of private keys.
 */
export interface BitcoinAddressEncoding {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** One Bitcoin network. */
export interface BitcoinNetwork {
  /**
   * CAIP-2 id: 'bip122:' and the first 32 hex characters of the genesis block's hash (BIP-122,
   * CAIP-2 bip122 namespace). Checked here by hashing each genesis header.
   */
  caipNetworkId: CaipNetworkId
  /** 'mainnet' | 'testnet' | 'signet' | 'regtest'. */
  name: 'mainnet' | 'testnet' | 'signet' | 'regtest'
  encoding: BitcoinAddressEncoding
  /** The Bitcoin Wallet Standard chain ('bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'). */
  walletStandardChain: `bitcoin:${string}`
  /** The network name sats-connect wallets report (`wallet_getNetwork`: 'Mainnet', 'Testnet', 'Signet', 'Regtest'). */
  satsConnectName: 'Mainnet' | 'Testnet' | 'Signet' | 'Regtest'
  /** BIP-44 coin type of its derivation paths: 0 on mainnet, 1 on every test network. */
  coinType: 0 | 1
}

const MAIN: BitcoinAddressEncoding = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TEST: BitcoinAddressEncoding = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: BitcoinAddressEncoding = { ...TEST, bech32: 'bcrt' }

/** Bitcoin mainnet: genesis 000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f. */
export const BITCOIN_MAINNET_ID = 'bip122:000000000019d6689c085ae165831e93' as const
/** Bitcoin testnet (testnet3): genesis 000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943. */
export const BITCOIN_TESTNET_ID = 'bip122:000000000933ea01ad0ee984209779ba' as const
/** Bitcoin signet (the default signet): genesis 00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6. */
export const BITCOIN_SIGNET_ID = 'bip122:00000008819873e925422c1ff0f99f7c' as const
/** Bitcoin regtest (every regtest chain shares it): genesis 0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206. */
export const BITCOIN_REGTEST_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** The known Bitcoin networks, mainnet first. */
export const BITCOIN_NETWORKS: readonly BitcoinNetwork[] = [
  {
    caipNetworkId: BITCOIN_MAINNET_ID,
    name: 'mainnet',
    encoding: MAIN,
    walletStandardChain: 'bitcoin:mainnet',
    satsConnectName: 'Mainnet',
    coinType: 0,
  },
  {
    caipNetworkId: BITCOIN_TESTNET_ID,
    name: 'testnet',
    encoding: TEST,
    walletStandardChain: 'bitcoin:testnet',
    satsConnectName: 'Testnet',
    coinType: 1,
  },
  {
    caipNetworkId: BITCOIN_SIGNET_ID,
    name: 'signet',
    encoding: TEST,
    walletStandardChain: 'bitcoin:signet',
    satsConnectName: 'Signet',
    coinType: 1,
  },
  {
    caipNetworkId: BITCOIN_REGTEST_ID,
    name: 'regtest',
    encoding: REGTEST,
    walletStandardChain: 'bitcoin:regtest',
    satsConnectName: 'Regtest',
    coinType: 1,
  },
]

/** The Bitcoin network of a CAIP-2 id, or undefined for an unknown one (another namespace, another chain). */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetwork | undefined {
  return BITCOIN_NETWORKS.find((n) => n.caipNetworkId === caipNetworkId)
}
