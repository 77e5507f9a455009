/**
 * Snapshots of the local chain's state, as anvil's evm_snapshot / evm_revert give the EVM chains
 * (each e2e test starts from known state, the dev accounts' balances included): the
 * accounts the chain's users can change (owned by the System, Token and Token-2022 programs, and
 * every account a logged transaction named) and the transaction log. The clock and the slot go on:
 * a revert is a chain on which the transactions since the snapshot never happened.
 */
import { address, lamports, type Address, type EncodedAccount } from '@solana/kit'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { SystemProgram } from '@solana/web3.js'
import type { SolanaChain } from './chain.js'

const OWNERS = [SystemProgram.programId, TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((id) => address(id.toBase58()))

/** What {@link takeSnapshot} keeps: each account's full state (undefined: it did not exist), and the log's length. */
export interface ChainSnapshot {
  accounts: Map<Address, EncodedAccount | undefined>
  logSize: number
}

/** The addresses whose state a snapshot keeps: the user-changeable accounts that exist now, and those the log names. */
function knownAddresses(chain: SolanaChain): Set<Address> {
  const found = new Set<Address>(
    OWNERS.flatMap((owner) => chain.svm.getProgramAccounts(owner).map((account) => account.address)),
  )
  for (const key of chain.log.addresses()) found.add(address(key))
  return found
}

/** The state of every known, non-executable account, and the log's length. */
export function takeSnapshot(chain: SolanaChain): ChainSnapshot {
  const accounts = new Map<Address, EncodedAccount | undefined>()
  for (const key of knownAddresses(chain)) {
    const account = chain.svm.getAccount(key)
    if (account.exists && account.executable) continue
    accounts.set(key, account.exists ? account : undefined)
  }
  return { accounts, logSize: chain.log.size }
}

/**
 * Puts back every account `snapshot` kept, and deletes (zero lamports, no data) each account
 * created since; forgets the transactions logged since.
 */
export function revertToSnapshot(chain: SolanaChain, snapshot: ChainSnapshot): void {
  for (const key of knownAddresses(chain)) {
    if (snapshot.accounts.has(key)) continue
    const account = chain.svm.getAccount(key)
    if (!account.exists || account.executable) continue
    chain.svm.setAccount({ ...account, lamports: lamports(0n), data: new Uint8Array(), space: 0n })
  }
  for (const [key, account] of snapshot.accounts) {
    if (account) chain.svm.setAccount(account)
    else {
      const now = chain.svm.getAccount(key)
      if (now.exists) chain.svm.setAccount({ ...now, lamports: lamports(0n), data: new Uint8Array(), space: 0n })
    }
  }
  chain.log.truncate(snapshot.logSize)
}
