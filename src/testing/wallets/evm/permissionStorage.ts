/** localStorage key that remembers the dapp was granted the account, as MetaMask does across reloads. */
export const PERMISSION_STORAGE_KEY = 'demo-wallet:permitted'

/** The key of a second instance: `demo-wallet:<rdns>:permitted`, so each remembers its own grant. */
export const permissionKeyOf = (rdns: string): string => `demo-wallet:${rdns}:permitted`

/** Whether an earlier visit granted the permission; false where storage is unavailable. */
export function loadPermission(key = PERMISSION_STORAGE_KEY): boolean {
  try {
    return window.localStorage.getItem(key) === 'true'
  } catch {
    return false // opaque origins and sandboxed frames throw on access
  }
}

/** Remembers (or forgets) the permission; ignores storage that is unavailable. */
export function savePermission(permitted: boolean, key = PERMISSION_STORAGE_KEY): void {
  try {
    if (permitted) window.localStorage.setItem(key, 'true')
    else window.localStorage.removeItem(key)
  } catch {
    // Without storage the permission lasts for this page only.
  }
}
