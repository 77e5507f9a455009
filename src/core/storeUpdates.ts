/**
 * Store updates that only lazily loaded code makes (an account after a connection, a flow's error):
 * apart from store.ts so the script-tag entry does not carry them.
 */
import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { ChainNamespace } from './options.js'
import type { FlowError, ModalFlow } from './errorMessage.js'
import { reportModalError, type ModalErrorEvent } from './analytics/modalErrors.js'
import {
  activeAccount,
  findNetwork,
  type AccountState,
  type EmailFlowState,
  type ModalStore,
  type SocialFlowState,
} from './store.js'

/**
 * `next`, keeping the primary name (spec section 3: profileName) `previous` held when both are the
 * same CAIP-10 account: a wallet that reports its account again must not blank the name. Another
 * account or network starts without it.
 */
function keepProfileName(previous: AccountState | undefined, next: AccountState): AccountState {
  return previous?.profileName !== undefined && !('profileName' in next) && previous.caipAddress === next.caipAddress
    ? { ...next, profileName: previous.profileName }
    : next
}

/**
 * Records a connected account and the network its wallet is on in one update, so subscribers
 * (DOM events) never see the new network with the old account. The same account reported again
 * keeps its primary name.
 */
export function setConnectedAccount(
  store: ModalStore,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  account: AccountState,
): void {
  store.setState((s) => {
    const network = findNetwork(s, caipNetworkId)
    return {
      accounts: { ...s.accounts, [namespace]: keepProfileName(s.accounts[namespace], account) },
      activeNamespace: namespace,
      network: { ...s.network, caipNetwork: network ?? s.network.caipNetwork },
    }
  })
}

/**
 * Records the connected account of a wallet that connects several namespaces at once (the embedded
 * wallet): like {@link setConnectedAccount}, except that while another namespace's account is the
 * connected, active one, it stays active (one login must not flip the active network).
 */
export function setLinkedAccount(
  store: ModalStore,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  account: AccountState,
): void {
  const state = store.getState()
  if (state.activeNamespace && state.activeNamespace !== namespace && activeAccount(state).status === 'connected') {
    store.setState((s) => ({
      accounts: { ...s.accounts, [namespace]: keepProfileName(s.accounts[namespace], account) },
    }))
  } else setConnectedAccount(store, namespace, caipNetworkId, account)
}

/**
 * Sets the primary name (spec section 3: profileName; undefined: it has none) of the connected
 * account `caipAddress`, in whichever namespace holds it. Nothing happens when no connected account
 * has that id any more (the answer came after a disconnect or an account change) or when the name
 * is already that one, so subscribers hear of real changes only.
 */
export function setProfileName(store: ModalStore, caipAddress: CaipAddress, profileName: string | undefined): void {
  const { accounts } = store.getState()
  const namespace = (Object.keys(accounts) as ChainNamespace[]).find(
    (ns) => accounts[ns]?.status === 'connected' && accounts[ns]?.caipAddress === caipAddress,
  )
  const account = namespace && accounts[namespace]
  if (!account || account.profileName === profileName) return
  store.setState((s) => ({ accounts: { ...s.accounts, [namespace]: { ...account, profileName } } }))
}

/** Sets (or clears) the email flow in progress. */
export function setEmailFlow(store: ModalStore, emailFlow: EmailFlowState | undefined): void {
  store.setState((s) => ({ embedded: { ...s.embedded, emailFlow } }))
}

/** Sets (or clears) the social login in progress. */
export function setSocialFlow(store: ModalStore, social: SocialFlowState | undefined): void {
  store.setState((s) => ({ embedded: { ...s.embedded, social } }))
}

/** Clears the failure of `flow` (a new attempt starts, or its view is left). */
export function clearFlowError(store: ModalStore, flow: ModalFlow): void {
  if (store.getState().errors[flow] !== undefined)
    store.setState((s) => ({ errors: { ...s.errors, [flow]: undefined } }))
}

/** The error-analytics event of each flow's failure (core/analytics/errorEvent.ts). */
const FLOW_EVENTS: Record<ModalFlow, ModalErrorEvent> = {
  connect: 'CONNECT_ERROR',
  switchNetwork: 'SWITCH_NETWORK_ERROR',
  send: 'SEND_ERROR',
  signIn: 'SIWX_ERROR',
  email: 'EMAIL_ERROR',
}

/**
 * Records the failure of `flow` for its view, as its user sentence and code (core/errorMessage.ts,
 * loaded on the first failure: nothing needs it before the first paint), and reports it to error
 * analytics (core/analytics/modalErrors.ts).
 */
export async function setFlowError(store: ModalStore, flow: ModalFlow, error: unknown): Promise<FlowError> {
  reportModalError(store, FLOW_EVENTS[flow], error)
  const { toFlowError } = await import('./errorMessage.js')
  const flowError = toFlowError(error, flow)
  store.setState((s) => ({ errors: { ...s.errors, [flow]: flowError } }))
  return flowError
}
