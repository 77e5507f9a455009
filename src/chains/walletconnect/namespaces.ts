/**
 * Checks the namespaces a WalletConnect wallet approved against what the modal asked for (issue 11,
 * defect 3; DESIGN.md: "every account a wallet reports checked against what was requested"). The
 * relay and the wallet are not trusted: sign-client only checks the shape of `namespace:chain:address`.
 */
import { parseCaipAddress, type CaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { WalletModalError } from '../../core/errors.js'
import { walletAnswersMessages as messages } from '../../core/messages/walletAnswers.js'

/** What the modal asked for, per CAIP-2 namespace ('eip155', 'solana'): the CAIP-2 chains. */
export type RequestedNamespaces = Record<string, { chains: readonly string[] }>

/** Per namespace, whether a text is an address of it (EVM: EIP-55 when mixed-case; Solana: 32-byte base58). */
export type AddressCheckers = Partial<Record<string, (address: string) => boolean>>

/** One approved account, parsed (CAIP-10). */
export interface SessionAccount {
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
  namespace: string
  address: string
}

/** Options of {@link validateApprovedNamespaces}. */
export interface ValidateNamespacesOptions {
  /** Namespaces that must have at least one account (the one being connected). */
  required?: readonly string[]
  /** Address checks by namespace; a namespace without one gets only the CAIP-10 grammar. */
  isAddress?: AddressCheckers
}

// Wallet text goes into the message verbatim (React renders it as text); keep it short.
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

const refuse = (message: string) => new WalletModalError(message, { code: 'INVALID_ACCOUNTS' })

/**
 * Validates a session's `namespaces` (as approved, or after a `session_update`) against `requested`:
 * - `approved` is an object of namespaces, each with an array `accounts`;
 * - every account parses as CAIP-10 and its namespace is the one it is listed under (a key such as
 *   'eip155:1' counts as 'eip155'), and its address passes `isAddress` for that namespace, else
 *   'The wallet approved an invalid account (<account>). The connection was closed.';
 * - every account's chain is one of the requested chains of its namespace, else
 *   'The wallet approved an account on a network this app did not ask for (<account>). The connection was closed.';
 * - every `required` namespace has at least one account, else
 *   'The wallet approved no <EVM|Solana> account on the networks this app asked for. The connection was closed.'
 * @returns the accounts by namespace, in the wallet's order, duplicates removed.
 * @throws WalletModalError with one of the messages above (code 'INVALID_ACCOUNTS').
 */
export function validateApprovedNamespaces(
  approved: unknown,
  requested: RequestedNamespaces,
  { required = [], isAddress = {} }: ValidateNamespacesOptions = {},
): Record<string, SessionAccount[]> {
  if (typeof approved !== 'object' || approved === null || Array.isArray(approved)) throw refuse(messages.wcInvalidAccount(shown(approved)))
  const byNamespace: Record<string, SessionAccount[]> = {}
  for (const [key, namespace] of Object.entries(approved as Record<string, unknown>)) {
    const listedUnder = key.split(':')[0]!
    const accounts = (namespace as { accounts?: unknown } | null)?.accounts
    if (!Array.isArray(accounts)) throw refuse(messages.wcInvalidAccount(shown(accounts)))
    for (const account of accounts as unknown[]) {
      const parsed = typeof account === 'string' ? tryParse(account) : undefined
      const check = parsed && isAddress[parsed.namespace]
      if (!parsed || parsed.namespace !== listedUnder || (check && !check(parsed.address))) throw refuse(messages.wcInvalidAccount(shown(account)))
      if (!requested[parsed.namespace]?.chains.includes(parsed.caipNetworkId)) throw refuse(messages.wcUnrequestedAccount(shown(account)))
      const list = (byNamespace[parsed.namespace] ??= [])
      if (!list.some((a) => a.caipAddress === parsed.caipAddress)) list.push(parsed)
    }
  }
  for (const namespace of required) {
    if (!byNamespace[namespace]?.length) throw refuse(messages.wcNoAccount(messages.namespaceNames[namespace] ?? namespace))
  }
  return byNamespace
}

function tryParse(account: string): SessionAccount | undefined {
  try {
    const { namespace, address, caipNetworkId } = parseCaipAddress(account)
    return { caipAddress: account as CaipAddress, caipNetworkId, namespace, address }
  } catch {
    return undefined
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
