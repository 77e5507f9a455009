/**
 * Checks the namespaces a WalletConnect wallet approved.
 * The relay and the wallet are not trusted: sign-client only checks the shape of `namespace:chain:address`.
 *
 * Two layers:
 * - {@link checkSessionNamespaces}: the WalletConnect Sign namespaces spec's dapp-side validation
 *   (specs.walletconnect.com, "Namespaces", cases 2.1–2.11), with the spec's error messages and
 *   codes. It refuses only what the spec refuses: accounts on chains the proposal did not name
 *   (2.8), several accounts per chain (2.5), extra methods and events (2.6), namespaces that were
 *   not asked for and optional methods not approved (2.11) are all valid.
 * - {@link validateApprovedNamespaces}: what this modal does with a valid session: it uses the
 *   accounts on the chains the host configured (each must be an address of its namespace) and
 *   ignores every other account (never shown, never signed for).
 */
import {
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  type CaipAddress,
  type CaipNetworkId,
} from '../../core/caip.js'
import { WalletModalError } from '../../core/errors.js'
import { walletAnswersMessages as messages } from '../walletAnswers.js'

/** What the modal asked for, per CAIP-2 namespace ('eip155', 'solana'): the CAIP-2 chains (and, optionally, methods and events). */
export type RequestedNamespaces = Record<
  string,
  { chains: readonly string[]; methods?: readonly string[]; events?: readonly string[] }
>

/** A proposal namespace as sent: `chains` may be omitted when the key is a chain ('eip155:10'). */
export type ProposalNamespace = { chains?: readonly string[]; methods?: readonly string[]; events?: readonly string[] }

/** The proposal a session answers: required namespaces (all must be approved) and optional ones (any subset). */
export interface SessionProposalNamespaces {
  requiredNamespaces?: Record<string, ProposalNamespace>
  optionalNamespaces?: Record<string, ProposalNamespace>
}

/** Per namespace, whether a text is an address of it (EVM: EIP-55 when mixed-case; Solana: 32-byte base58). */
export type AddressCheckers = Partial<Record<string, (address: string) => boolean>>

/** One approved account, parsed (CAIP-10). */
export interface SessionAccount {
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
  namespace: string
  address: string
}

/**
 * The spec's refusals, with its messages and codes (Sign namespaces, "Validation test cases"; the
 * codes are sign-client's SDK error codes). `MALFORMED_NAMESPACES` is sign-client's own shape
 * check (`isValidNamespaces`), which the spec's cases take for granted.
 */
export const SESSION_NAMESPACE_ERRORS = {
  /** 2.1 */
  ACCOUNTS_EMPTY: { code: 5001, message: 'Accounts must not be empty' },
  /** 2.2 */
  ACCOUNTS_NOT_CAIP10: { code: 5001, message: 'Accounts must be CAIP-10 compliant' },
  /** 2.3 */
  METHODS_NOT_APPROVED: { code: 5002, message: 'All methods must be approved' },
  /** 2.4 */
  CHAIN_WITHOUT_ACCOUNT: { code: 5001, message: 'All chains must have at least one account' },
  /** 2.7 */
  ACCOUNTS_OUTSIDE_NAMESPACE: { code: 5103, message: 'Accounts must be defined in matching namespace' },
  /** 2.9 */
  NAMESPACES_NOT_APPROVED: { code: 5000, message: 'All namespaces must be approved' },
  /** 2.10 */
  EVENTS_NOT_APPROVED: { code: 5003, message: 'All events must be approved' },
  /** 1.7, for a session namespace's key */
  NAMESPACE_KEY: { code: 5104, message: 'Namespace formatting must match CAIP-2' },
  /** sign-client's isValidNamespaces: `namespaces should be an object with data` (INTERNAL MISSING_OR_INVALID) */
  MALFORMED_NAMESPACES: { code: 3, message: 'Namespaces must be an object of namespaces' },
} as const

export type SessionNamespaceErrorKind = keyof typeof SESSION_NAMESPACE_ERRORS

/** A session the spec refuses: `code` and `message` are the spec's; `subject` is what failed (an account, a namespace key, a chain, a method). */
export class SessionNamespacesError extends Error {
  override name = 'SessionNamespacesError'
  readonly code: number
  constructor(
    readonly kind: SessionNamespaceErrorKind,
    readonly subject?: unknown,
  ) {
    super(SESSION_NAMESPACE_ERRORS[kind].message)
    this.code = SESSION_NAMESPACE_ERRORS[kind].code
  }
}

const NAMESPACE_KEY = /^[-a-z0-9]{3,8}$/
const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((item) => typeof item === 'string')
const namespaceOf = (key: string) => key.split(':')[0]!
const chainOfAccount = (account: string) => account.split(':').slice(0, 2).join(':')

interface ParsedSessionNamespace {
  key: string
  namespace: string
  accounts: string[]
  /** Every chain the namespace covers: its key when that is a chain, its `chains`, its accounts' chains. */
  chains: Set<string>
  methods: string[]
  events: string[]
}

/**
 * The WalletConnect Sign spec's dapp-side validation of Session Namespaces against the proposal
 * they answer (cases 2.1–2.11, plus sign-client's shape checks):
 * - the namespaces are an object; each key is a CAIP-2 namespace or chain (else 5104);
 * - `accounts` is a non-empty array (2.1, 5001 'Accounts must not be empty') of CAIP-10 ids
 *   (2.2, 5001 'Accounts must be CAIP-10 compliant'), each in its key's namespace, and on the key's
 *   chain when the key is one (2.7, 5103 'Accounts must be defined in matching namespace');
 * - every required namespace is approved (2.9, 5000 'All namespaces must be approved'), every
 *   required chain has an account (2.4, 5001 'All chains must have at least one account'), with
 *   every required method (2.3, 5002 'All methods must be approved') and event (2.10, 5003
 *   'All events must be approved').
 * Valid: several accounts per chain (2.5), methods and events beyond the proposal's (2.6),
 * accounts on chains the proposal did not name (2.8), optional namespaces partly or not approved
 * (2.11), namespaces the proposal did not name.
 * @throws SessionNamespacesError with the first failure found.
 */
export function checkSessionNamespaces(namespaces: unknown, proposal: SessionProposalNamespaces = {}): void {
  parseSessionNamespaces(namespaces, proposal)
}

function parseSessionNamespaces(namespaces: unknown, proposal: SessionProposalNamespaces): ParsedSessionNamespace[] {
  if (typeof namespaces !== 'object' || namespaces === null || Array.isArray(namespaces))
    throw new SessionNamespacesError('MALFORMED_NAMESPACES', namespaces)
  const parsed: ParsedSessionNamespace[] = []
  for (const [key, value] of Object.entries(namespaces as Record<string, unknown>)) {
    const keyIsChain = key.includes(':')
    if (keyIsChain ? !isCaipNetworkId(key) : !NAMESPACE_KEY.test(key))
      throw new SessionNamespacesError('NAMESPACE_KEY', key)
    const namespace = namespaceOf(key)
    const { accounts, methods, events, chains } = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >
    if (!Array.isArray(accounts)) throw new SessionNamespacesError('ACCOUNTS_NOT_CAIP10', accounts)
    if (accounts.length === 0) throw new SessionNamespacesError('ACCOUNTS_EMPTY', key)
    for (const account of accounts as unknown[]) {
      if (!isCaipAddress(account)) throw new SessionNamespacesError('ACCOUNTS_NOT_CAIP10', account)
      if (namespaceOf(account) !== namespace || (keyIsChain && chainOfAccount(account) !== key))
        throw new SessionNamespacesError('ACCOUNTS_OUTSIDE_NAMESPACE', account)
    }
    const covered = new Set<string>((accounts as string[]).map(chainOfAccount))
    if (keyIsChain) covered.add(key)
    if (isStringArray(chains)) for (const chain of chains) if (namespaceOf(chain) === namespace) covered.add(chain)
    // Methods and events the wallet did not list (or listed malformed) count as none approved:
    // the spec refuses that only where the proposal required some (2.3, 2.10).
    parsed.push({
      key,
      namespace,
      accounts: accounts as string[],
      chains: covered,
      methods: isStringArray(methods) ? methods : [],
      events: isStringArray(events) ? events : [],
    })
  }
  for (const [key, required] of Object.entries(proposal.requiredNamespaces ?? {})) {
    const namespace = namespaceOf(key)
    const approved = parsed.filter((p) => p.namespace === namespace)
    if (approved.length === 0) throw new SessionNamespacesError('NAMESPACES_NOT_APPROVED', key)
    const chains = key.includes(':') ? [key] : [...(required.chains ?? [])]
    for (const chain of chains) {
      const on = approved.filter((p) => p.accounts.some((a) => chainOfAccount(a) === chain))
      if (on.length === 0) throw new SessionNamespacesError('CHAIN_WITHOUT_ACCOUNT', chain)
      const missingMethod = (required.methods ?? []).find((m) => !on.some((p) => p.methods.includes(m)))
      if (missingMethod !== undefined) throw new SessionNamespacesError('METHODS_NOT_APPROVED', missingMethod)
      const missingEvent = (required.events ?? []).find((e) => !on.some((p) => p.events.includes(e)))
      if (missingEvent !== undefined) throw new SessionNamespacesError('EVENTS_NOT_APPROVED', missingEvent)
    }
  }
  return parsed
}

/** Options of {@link validateApprovedNamespaces}. */
export interface ValidateNamespacesOptions {
  /** Namespaces that must have at least one usable account (the one being connected). */
  required?: readonly string[]
  /** Address checks by namespace; a namespace without one gets only the CAIP-10 grammar. */
  isAddress?: AddressCheckers
}

// Wallet text goes into the message verbatim (React renders it as text); keep it short.
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

const refuse = (message: string, cause?: SessionNamespacesError) =>
  new WalletModalError(message, cause ? { code: 'INVALID_ACCOUNTS', cause } : { code: 'INVALID_ACCOUNTS' })

/**
 * Validates a session's `namespaces` (as approved, restored, or after a `session_update`) and picks
 * the accounts this modal uses:
 * - the namespaces must pass {@link checkSessionNamespaces} against the proposal the modal sends
 *   (`requested`, as optional namespaces); a refused account (not CAIP-10, outside its namespace)
 *   gives 'The wallet approved an invalid account (<account>). The connection was closed.', any
 *   other refusal 'The wallet approved a session WalletConnect does not allow (<spec message>).
 *   The connection was closed.' (the spec's error, with its code, as the `cause`);
 * - accounts on the requested chains are used, each an address of its namespace (`isAddress`),
 *   else the invalid-account message above; accounts on other chains, or in namespaces not asked
 *   for, are valid (spec case 2.8) and ignored: not returned, so never shown nor signed for;
 * - every `required` namespace has at least one usable account, else
 *   'The wallet approved no <EVM|Solana> account on the networks this app asked for. The connection was closed.'
 * @returns the usable accounts by namespace, in the wallet's order, duplicates removed.
 * @throws WalletModalError with one of the messages above (code 'INVALID_ACCOUNTS').
 */
export function validateApprovedNamespaces(
  approved: unknown,
  requested: RequestedNamespaces,
  { required = [], isAddress = {} }: ValidateNamespacesOptions = {},
): Record<string, SessionAccount[]> {
  let parsed: ParsedSessionNamespace[]
  try {
    parsed = parseSessionNamespaces(approved, { optionalNamespaces: requested })
  } catch (error) {
    if (!(error instanceof SessionNamespacesError)) throw error
    const accountError = error.kind === 'ACCOUNTS_NOT_CAIP10' || error.kind === 'ACCOUNTS_OUTSIDE_NAMESPACE'
    throw refuse(
      accountError ? messages.wcInvalidAccount(shown(error.subject)) : messages.wcInvalidSession(error.message),
      error,
    )
  }
  const byNamespace: Record<string, SessionAccount[]> = {}
  for (const { accounts } of parsed) {
    for (const account of accounts) {
      const usable = parseCaipAddress(account)
      if (!requested[usable.namespace]?.chains.includes(usable.caipNetworkId)) continue
      const check = isAddress[usable.namespace]
      if (check && !check(usable.address)) throw refuse(messages.wcInvalidAccount(shown(account)))
      const list = (byNamespace[usable.namespace] ??= [])
      if (!list.some((a) => a.caipAddress === account))
        list.push({
          caipAddress: account as CaipAddress,
          caipNetworkId: usable.caipNetworkId,
          namespace: usable.namespace,
          address: usable.address,
        })
    }
  }
  for (const namespace of required) {
    if (!byNamespace[namespace]?.length)
      throw refuse(messages.wcNoAccount(messages.namespaceNames[namespace] ?? namespace))
  }
  return byNamespace
}

/**
 * Every CAIP-2 chain a session's `namespaces` cover in `namespace` (keys that are chains, `chains`,
 * the accounts' chains), the ones the host did not configure included: a wallet's `chainChanged`
 * to one of them is a move to a network the host does not support (UnsupportedChain).
 */
export function sessionChains(namespaces: unknown, namespace: string): string[] {
  try {
    return [
      ...new Set(
        parseSessionNamespaces(namespaces, {})
          .filter((p) => p.namespace === namespace)
          .flatMap((p) => [...p.chains]),
      ),
    ]
  } catch {
    return []
  }
}

/**
 * The addresses a session holds on one CAIP-2 chain, in the session's order; for EVM compared
 * without regard to letter case. Used to take the active account from the active chain, and to
 * accept an `accountsChanged` only when it names accounts of the session.
 */
export function accountsOn(accounts: readonly SessionAccount[], caipNetworkId: string): string[] {
  return accounts.filter((a) => a.caipNetworkId === caipNetworkId).map((a) => a.address)
}

/** True when two addresses of `namespace` are the same account (EVM: case-insensitive hex). */
export function sameAddress(namespace: string, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}
