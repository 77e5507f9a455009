/**
 * The modal's view router as pure functions over an immutable state (spec 2):
 * a history stack of views; "Going back pops the view history; with a single
 * entry the modal closes." Every function returns a new state, or the same
 * state object when nothing changes, so store subscribers can skip no-ops.
 *
 * This is navigation.ts's kernel and the home of the view types: views, actions and the element
 * navigate and read the history through navigation.ts only, never by indexing `router.history`.
 */
import type { CaipAddress, CaipNetworkId } from './caip.js'

/**
 * Every view of spec section 2 and the data it is opened with (`undefined`: none). The keys are
 * the closed {@link ViewName} union: a feature that adds a view adds it here, beside the data its
 * component receives as props (features/<feature>/index.ts registers the component).
 */
export interface ViewData {
  Connect: undefined
  /** The connector being connected (connect() pushes it). */
  ConnectingExternal: { connectorId?: string } | undefined
  GetWallet: undefined
  AllWallets: undefined
  ConnectWallets: undefined
  /** The WalletConnect connector id (connect()) or the catalogue wallet chosen in AllWallets. */
  ConnectingWalletConnect: { connectorId?: string; wallet?: CatalogueWalletRef } | undefined
  Networks: undefined
  /** The network a connected wallet is asked to switch to. */
  SwitchNetwork: { caipNetworkId: CaipNetworkId }
  /** A network of a namespace without a connected account yet. */
  SwitchActiveChain: { caipNetworkId: CaipNetworkId }
  UnsupportedChain: undefined
  Account: undefined
  SIWXSignMessage: undefined
  WalletSend: undefined
  WalletReceive: undefined
  Swap: undefined
  OnRampTokenSelect: undefined
  OnRampProviders: undefined
  OnRampFiatSelect: undefined
  RegisterAccountName: undefined
  /** The name just registered and the account it was registered for. */
  RegisterAccountNameSuccess: { name: string; caipAddress?: CaipAddress }
  ProfileWallets: undefined
  EmailLogin: undefined
  UpdateEmailWallet: undefined
  ApproveTransaction: undefined
  DataCapture: undefined
  /** The social provider ('google', 'github') and the header's title (its name). */
  ConnectingSocial: SocialRouteData
  /** Farcaster's connecting view (its QR code), with the same data as ConnectingSocial. */
  ConnectingFarcaster: SocialRouteData
}

/** The route data of a social login's connecting view. */
export interface SocialRouteData {
  provider: string
  title: string
}

/** The part of a catalogue wallet (features/wallets' `Wallet`) its WalletConnect view is opened with. */
export interface CatalogueWalletRef {
  id: string
  name: string
}

/** A view of spec section 2: the closed union of {@link ViewData}'s keys. */
export type ViewName = keyof ViewData

/** The arguments after the view's name: its data, required when the view cannot open without it. */
export type ViewArgs<V extends ViewName> = undefined extends ViewData[V] ? [data?: ViewData[V]] : [data: ViewData[V]]

/** One history entry: a view and the data it was opened with (e.g. the chosen wallet). */
export interface RouterEntry {
  view: ViewName
  data?: Record<string, unknown>
}

/** Whether the modal is open and its view history, the current view last. */
export interface RouterState {
  open: boolean
  history: RouterEntry[]
}

/** Closed, with no history. */
export const initialRouterState: RouterState = { open: false, history: [] }

const CLOSED: RouterState = initialRouterState

function entryOf(view: ViewName, data?: Record<string, unknown>): RouterEntry {
  return data === undefined ? { view } : { view, data }
}

// Structural equality of plain data (objects, arrays, primitives) so pushing a fresh but equal object is still a no-op.
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  const proto = Object.getPrototypeOf(a) as unknown
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false
  const aRecord = a as Record<string, unknown>
  const bRecord = b as Record<string, unknown>
  const keys = Object.keys(aRecord)
  if (keys.length !== Object.keys(bRecord).length) return false
  return keys.every((key) => Object.hasOwn(bRecord, key) && sameData(aRecord[key], bRecord[key]))
}

/** The entry on top of the history (the view shown while open), or undefined when the history is empty. */
export function currentView(state: Pick<RouterState, 'history'>): RouterEntry | undefined {
  return state.history[state.history.length - 1]
}

/** Opens the modal on `view`, dropping any previous history: `{ open: true, history: [entry] }`. */
export function openRouter(state: RouterState, view: ViewName, data?: Record<string, unknown>): RouterState {
  return { ...state, open: true, history: [entryOf(view, data)] }
}

/**
 * Pushes `view` on top of the history; `open` is unchanged. Pushing the view
 * already on top with equal data (structurally) is ignored and returns `state`,
 * so a double click does not stack the same view twice.
 */
export function push(state: RouterState, view: ViewName, data?: Record<string, unknown>): RouterState {
  const top = currentView(state)
  if (top && top.view === view && sameData(top.data, data)) return state
  return { ...state, history: [...state.history, entryOf(view, data)] }
}

/** Replaces the top entry with `view` (pushes it when the history is empty); `open` is unchanged. */
export function replace(state: RouterState, view: ViewName, data?: Record<string, unknown>): RouterState {
  return { ...state, history: [...state.history.slice(0, -1), entryOf(view, data)] }
}

/** Pops the top entry; with a single entry (or none) the modal closes: `{ open: false, history: [] }` (spec 2). */
export function goBack(state: RouterState): RouterState {
  if (state.history.length <= 1) return close(state)
  return { ...state, history: state.history.slice(0, -1) }
}

/** Makes `view` the only entry (e.g. after connecting, Account replaces the connect flow); `open` is unchanged. */
export function reset(state: RouterState, view: ViewName, data?: Record<string, unknown>): RouterState {
  return { ...state, history: [entryOf(view, data)] }
}

/** Closes the modal and clears the history: `{ open: false, history: [] }`. Returns `state` when already so. */
export function close(state: RouterState): RouterState {
  if (!state.open && state.history.length === 0) return state
  return { ...CLOSED, history: [] }
}
