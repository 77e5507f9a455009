/**
 * Generated filler wallets ('Test Wallet 0001'…) so the demo catalogue holds 1,000+ entries and
 * AllWallets' paging, search and the 1,000-wallet render bench have something to chew on.
 * They are clearly fake: example.com links, no rdns.
 */
import type { Wallet } from '../../src/features/wallets/types.js'

const CHAIN_SETS: string[][] = [['eip155'], ['solana'], ['eip155', 'solana'], ['eip155:1', 'eip155:8453']]

/** `count` filler wallets: ids 'test-wallet-0001'…, chains cycling EVM / Solana / both / two EVM networks, links alternating scheme and universal. */
export function generateFillerWallets(count: number): Wallet[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0')
    const id = `test-wallet-${n}`
    return {
      id,
      name: `Test Wallet ${n}`,
      image_id: id,
      chains: CHAIN_SETS[i % CHAIN_SETS.length] ?? ['eip155'],
      mobile_link: i % 2 === 0 ? `testwallet${n}://` : `https://${id}.example.com`,
      desktop_link: i % 5 === 0 ? `testwallet${n}://` : null,
      webapp_link: i % 7 === 0 ? `https://${id}.example.com/app` : null,
      rdns: null,
      homepage: `https://${id}.example.com`,
    }
  })
}
