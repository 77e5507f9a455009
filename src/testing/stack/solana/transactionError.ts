/**
 * LiteSVM's transaction errors in the JSON shape of Solana's RPC (`TransactionError` as serde
 * writes it): `'InsufficientFundsForFee'`, `{ InstructionError: [0, { Custom: 1 }] }`, ...
 * litesvm's error codes are TypeScript const enums, absent at run time: the names are listed here
 * in the enums' order (litesvm 1.5, dist/internal.d.ts).
 */
import type { FailedTransactionMetadata } from 'litesvm'

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]

/** A `TransactionError` as the RPC serialises it (a string, or a one-key object). */
export type RpcTransactionError = string | Record<string, unknown>

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`
  const fields = error as { code?: number; msg?: string }
  if (typeof fields.code === 'number') return { Custom: fields.code }
  if (typeof fields.msg === 'string') return { BorshIoError: fields.msg }
  return String(error)
}

/** The RPC form of `failed.err()`. */
export function rpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const error: unknown = failed.err()
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  const fields = error as { index?: number; accountIndex?: number; err?: () => unknown; constructor: { name: string } }
  if (typeof fields.err === 'function') return { InstructionError: [fields.index, instructionError(fields.err())] }
  const name = fields.constructor.name.replace(/^TransactionError/, '')
  return { [name]: fields.index !== undefined ? fields.index : { account_index: fields.accountIndex } }
}

/** A one-line description, as in 'Transaction simulation failed: <description>'. */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return error
  const instruction = error.InstructionError as [number, unknown] | undefined
  if (instruction) return `Error processing Instruction ${instruction[0]}: ${JSON.stringify(instruction[1])}`
  return JSON.stringify(error)
}
