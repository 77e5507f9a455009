/** localStorage key that remembers the dapp was granted the Solana account, across reloads. */
export const SOLANA_PERMISSION_STORAGE_KEY = 'solana-demo-wallet:permitted'

/** Whether an earlier visit granted the permission; false where storage is unavailable. */
export function loadSolanaPermission(): boolean {
  try {
    return window.localStorage.getItem(SOLANA_PERMISSION_STORAGE_KEY) === 'true'
  } catch {
    return false // opaque origins and sandboxed frames throw on access
  }
}

/** Remembers (or forgets) the permission; ignores storage that is unavailable. */
export function saveSolanaPermission(permitted: boolean): void {
  try {
    if (permitted) window.localStorage.setItem(SOLANA_PERMISSION_STORAGE_KEY, 'true')
    else window.localStorage.removeItem(SOLANA_PERMISSION_STORAGE_KEY)
  } catch {
    // Without storage the permission lasts for this page only.
  }
}
