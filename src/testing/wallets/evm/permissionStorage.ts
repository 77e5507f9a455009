/** localStorage key that remembers the dapp was granted the account, as MetaMask does across reloads. */
export const PERMISSION_STORAGE_KEY = 'demo-wallet:permitted'

/** Whether an earlier visit granted the permission; false where storage is unavailable. */
export function loadPermission(): boolean {
  try {
    return window.localStorage.getItem(PERMISSION_STORAGE_KEY) === 'true'
  } catch {
    return false; // opaque origins and sandboxed frames throw on access
  }
}

/** Remembers (or forgets) the permission; ignores storage that is unavailable. */
export function savePermission(permitted: boolean): void {
  try {
    if (permitted) window.localStorage.setItem(PERMISSION_STORAGE_KEY, 'true')
    else window.localStorage.removeItem(PERMISSION_STORAGE_KEY)
  } catch {
    // Without storage the permission lasts for this page only.
  }
}
