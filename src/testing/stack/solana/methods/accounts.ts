/**
 * Account and token methods: getBalance, getAccountInfo, getMultipleAccounts,
 * getMinimumBalanceForRentExemption, getTokenAccountsByOwner, getTokenAccountBalance.
 */
import { address } from '@solana/kit'
import type { SolanaChain } from '../chain.js'
import { invalidParams, type RpcMethod } from '../jsonRpc.js'
import { TOKEN_PROGRAM_IDS, readMintDecimals, readTokenAccount, uiTokenAmount } from '../tokenAccounts.js'
import { encodeAccount } from './encodeAccount.js'
import { configParam, integerParam, pubkeyParam } from './params.js'

/** Upper bound of getMultipleAccounts, as on Solana's RPC. */
const MAX_MULTIPLE_ACCOUNTS = 100

export function accountMethods(chain: SolanaChain): Record<string, RpcMethod> {
  const { svm } = chain
  const withContext = <T>(value: T): { context: { slot: number }; value: T } => ({
    context: { slot: chain.slot },
    value,
  })
  return {
    getBalance: (params) => withContext(Number(svm.getBalance(address(pubkeyParam(params, 0, 'address'))) ?? 0n)),

    getAccountInfo: (params) =>
      withContext(encodeAccount(svm, pubkeyParam(params, 0, 'address'), configParam(params, 1))),

    getMultipleAccounts: (params) => {
      const keys = params[0]
      if (!Array.isArray(keys) || keys.length > MAX_MULTIPLE_ACCOUNTS)
        throw invalidParams(`expected an array of at most ${MAX_MULTIPLE_ACCOUNTS} addresses`)
      const config = configParam(params, 1)
      return withContext(keys.map((_, index) => encodeAccount(svm, pubkeyParam(keys, index, 'address'), config)))
    },

    getMinimumBalanceForRentExemption: (params) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(integerParam(params, 0, 'data length')))),

    getTokenAccountsByOwner: (params) => {
      const owner = pubkeyParam(params, 0, 'owner')
      const filter = configParam(params, 1)
      const config = configParam(params, 2)
      const mint = filter.mint === undefined ? undefined : pubkeyParam([filter.mint], 0, 'mint')
      const programId = filter.programId === undefined ? undefined : pubkeyParam([filter.programId], 0, 'programId')
      if ((mint === undefined) === (programId === undefined))
        throw invalidParams('filter must be { mint } or { programId }')
      if (programId !== undefined && !TOKEN_PROGRAM_IDS.includes(programId))
        throw invalidParams('unrecognized Token program id')
      const programs = programId ? [programId] : TOKEN_PROGRAM_IDS
      const accounts = programs
        .flatMap((program) => svm.getProgramAccounts(address(program)))
        .flatMap((account) => {
          const token = readTokenAccount(svm, account.address)
          if (!token || token.owner.toBase58() !== owner || (mint && token.mint.toBase58() !== mint)) return []
          return [{ pubkey: account.address as string, account: encodeAccount(svm, account.address, config) }]
        })
      return withContext(accounts)
    },

    getTokenAccountBalance: (params) => {
      const token = readTokenAccount(svm, pubkeyParam(params, 0, 'address'))
      if (!token) throw invalidParams('not a Token account')
      return withContext(uiTokenAmount(token.amount, readMintDecimals(svm, token.mint.toBase58()) ?? 0))
    },
  }
}
