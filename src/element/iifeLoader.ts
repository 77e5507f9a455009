/**
 * The classic-script build (`dist/wallet-modal.iife.js`, for hosts that cannot use
 * `<script type="module">`): a small loader that `import()`s the ES module entry
 * `wallet-modal.js` next to it, so a classic-script host loads exactly what a module host loads.
 * Every browser with custom elements supports dynamic `import()`. `<wallet-modal>` and
 * `window.WalletModal` exist once that module has run: wait for
 * `customElements.whenDefined('wallet-modal')` before calling the API.
 *
 * The entry is resolved against this script's own URL without its query or hash, the URL its lazy
 * chunks import it by (a different URL would evaluate a second copy). A failed load is reported
 * on the console and as the rejected `window.WalletModalLoading` promise.
 */
declare global {
  interface Window {
    /** Resolves once the ES entry has run (`<wallet-modal>` defined); rejects if it fails to load. */
    WalletModalLoading?: Promise<unknown>
  }
}

const script = document.currentScript as HTMLScriptElement | null
const base = script?.src ? script.src.replace(/[?#].*$/, '') : location.href
const entry = new URL('wallet-modal.js', base).href
window.WalletModalLoading = import(/* @vite-ignore */ entry)
window.WalletModalLoading.catch((error: unknown) => console.error(`wallet-modal: could not load ${entry}`, error))

export {}
