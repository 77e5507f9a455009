import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../../core/bitcoinNetworks.js'
import { BITCOIN_DEV_ACCOUNT_COUNT, bitcoinDevAccount } from '../wallets/bitcoin/devKeys.js'
import { startBitcoinRegtest, type RunningBitcoinRegtest } from './bitcoin/server.js'

/** What each dev account's payment address holds when the stack starts: 1 BTC, in sats. */
export const BITCOIN_DEV_FUNDING = 100_000_000n

/** The running regtest chain, as the stack keeps it. */
export type RunningBitcoinService = RunningBitcoinRegtest

/**
 * Starts the local Bitcoin regtest chain (an Esplora-compatible API over an in-memory UTXO set,
 * ./bitcoin/) and funds each dev account's payment address with {@link BITCOIN_DEV_FUNDING},
 * confirmed in block 1.
 * @throws Error 'bitcoin regtest: port <port> on <host> is already in use'
 */
export async function startBitcoinService(options: { port: number; host: string }): Promise<RunningBitcoinService> {
  const running = await startBitcoinRegtest(options)
  const { encoding } = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!
  for (let i = 0; i < BITCOIN_DEV_ACCOUNT_COUNT; i++)
    running.faucet(bitcoinDevAccount(i, encoding).payment.address, BITCOIN_DEV_FUNDING)
  running.mine(1)
  return running
}
