/**
 * The WalletConnect feature's slice of the instance store. A slice module imports core only, so
 * the store, actions and chains may read it (features/slices.ts).
 */

/** WalletConnect: the pairing URI to show (QR), and whether a request waits for the wallet. */
export interface WalletConnectState {
  uri: string | undefined
  pending: boolean
}

/** The WalletConnect feature's part of the store state. */
export interface WalletConnectSlice {
  walletConnect: WalletConnectState
}

/** Its initial value: no pairing, nothing pending. */
export const walletConnectSlice: WalletConnectSlice = { walletConnect: { uri: undefined, pending: false } }
