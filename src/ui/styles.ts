import { MODAL_WIDTH_PX, VIEW_TRANSITION_MS } from '../core/constants.js'

/**
 * The stylesheet of the first paint (theme tokens, the dialog, lists, buttons, the Connect view),
 * adopted by the shadow root as a constructable stylesheet so a host with `style-src 'self'` needs
 * no 'unsafe-inline'. Hosts theme it through `--wm-*` custom properties on the element, and
 * `::part()`, or AppKit's theme variables (the `themeVariables` option, themeStyle.ts). Views that
 * need more bring their own sheet (formStyles.ts, accountStyles.ts) and adopt it with `useStylesheet`
 * (useStylesheet.ts). Motion: the overlay fades in, the dialog pops in (a bottom sheet
 * slides up), views fade in while the frame's height follows them (ViewFrame.tsx), toasts come and
 * go; with `prefers-reduced-motion: reduce` nothing animates at all. Under 430 px wide the dialog is
 * a bottom sheet: full width, rounded on top, clear of the safe-area insets.
 */
export const stylesheet = /* css */ `
:host {
  --wm-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --wm-font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  --wm-accent: #3b63f6;
  --wm-accent-contrast: #ffffff;
  --wm-bg: #ffffff;
  --wm-bg-2: #f1f3f7;
  --wm-bg-hover: #e6e9f0;
  --wm-fg: #141824;
  --wm-fg-2: #4a5163;
  --wm-border: #d9dde6;
  --wm-error: #b42318;
  --wm-success: #067647;
  --wm-overlay: rgba(10, 12, 20, 0.55);
  --wm-radius: 16px;
  --wm-radius-item: 12px;
  --wm-radius-pill: 999px;
  --wm-focus: 0 0 0 3px color-mix(in srgb, var(--wm-accent) 45%, transparent);
  --wm-duration-view: ${VIEW_TRANSITION_MS}ms;
  --wm-width: ${MODAL_WIDTH_PX}px;
  font-family: var(--wm-font-family);
}
.wm-root[data-theme='dark'] {
  --wm-accent: #7b9bff;
  --wm-accent-contrast: #0b0e17;
  --wm-bg: #16181f;
  --wm-bg-2: #22252f;
  --wm-bg-hover: #2d313d;
  --wm-fg: #f2f4f8;
  --wm-fg-2: #b4bac8;
  --wm-border: #3a3f4c;
  --wm-error: #ff8a80;
  --wm-success: #6ce9a6;
  --wm-overlay: rgba(0, 0, 0, 0.7);
}
.wm-root[data-mix] { --wm-m1: var(--wm-bg); --wm-m2: var(--wm-bg-2); --wm-m3: var(--wm-bg-hover); --wm-m4: var(--wm-border); }
.wm-root[data-mix] > * {
  --wm-bg: color-mix(in srgb, var(--wm-color-mix) var(--wm-color-mix-strength), var(--wm-m1));
  --wm-bg-2: color-mix(in srgb, var(--wm-color-mix) var(--wm-color-mix-strength), var(--wm-m2));
  --wm-bg-hover: color-mix(in srgb, var(--wm-color-mix) var(--wm-color-mix-strength), var(--wm-m3));
  --wm-border: color-mix(in srgb, var(--wm-color-mix) var(--wm-color-mix-strength), var(--wm-m4));
}
*, *::before, *::after { box-sizing: border-box; }
.wm-root { font-family: var(--wm-font-family); }
.wm-warm-up { position: fixed; top: 0; left: 0; transform: translateX(-200vw); visibility: hidden; pointer-events: none; }
.wm-overlay {
  position: fixed; inset: 0; z-index: var(--wm-z-index, 2147483000);
  display: flex; align-items: center; justify-content: center;
  background: var(--wm-overlay); touch-action: none; animation: wm-fade var(--wm-duration-view) ease-out;
}
.wm-dialog {
  width: var(--wm-width); max-width: calc(100vw - 24px); max-height: calc(100vh - 24px); overflow: auto; overscroll-behavior: contain;
  background: var(--wm-bg); color: var(--wm-fg); border-radius: var(--wm-radius);
  border: 1px solid var(--wm-border); box-shadow: 0 16px 48px rgba(0, 0, 0, 0.28);
  font-size: 15px; line-height: 1.4; padding: 0 0 16px;
  animation: wm-pop var(--wm-duration-view) ease-out;
}
@media (max-width: 430px) {
  .wm-overlay { align-items: flex-end; }
  .wm-dialog {
    width: 100%; max-width: none; max-height: calc(100dvh - env(safe-area-inset-top, 0px) - 16px);
    border-width: 1px 0 0; border-radius: var(--wm-radius) var(--wm-radius) 0 0;
    padding: 0 env(safe-area-inset-right, 0px) calc(16px + env(safe-area-inset-bottom, 0px)) env(safe-area-inset-left, 0px);
    animation-name: wm-sheet;
  }
}
.wm-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; }
.wm-title { margin: 0; font-size: 17px; font-weight: 600; text-align: center; }
.wm-icon-button {
  width: 36px; height: 36px; border-radius: 10px; border: 0; background: transparent; color: var(--wm-fg-2);
  display: inline-flex; align-items: center; justify-content: center; cursor: pointer;
}
.wm-icon-button:hover { background: var(--wm-bg-hover); color: var(--wm-fg); }
/* Arrows point the way the text reads (Arabic is right to left). */
[dir='rtl'] .wm-flip { transform: scaleX(-1); }
button:focus-visible, [tabindex]:focus-visible, a:focus-visible { outline: none; box-shadow: var(--wm-focus); }
.wm-frame { overflow: hidden; transition: height var(--wm-duration-view) ease-out; }
.wm-view { padding: 8px 16px 0; animation: wm-view-in var(--wm-duration-view) ease-out; }
@keyframes wm-view-in { from { opacity: 0; transform: translateY(6px); } to { opacity: 1; transform: none; } }
@keyframes wm-fade { from { opacity: 0; } }
@keyframes wm-pop { from { opacity: 0; transform: scale(0.97); } }
@keyframes wm-sheet { from { transform: translateY(100%); } }
.wm-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.wm-item {
  width: 100%; display: flex; align-items: center; gap: 12px; padding: 10px 12px; border-radius: var(--wm-radius-item);
  border: 1px solid transparent; background: var(--wm-bg-2); color: var(--wm-fg); font: inherit; text-align: start; cursor: pointer;
  transition: background-color 0.1s;
}
.wm-item:hover { background: var(--wm-bg-hover); }
.wm-item[aria-current='true'] { border-color: var(--wm-accent); }
.wm-item-name { flex: 1; font-weight: 500; }
.wm-logo {
  flex: none; width: 36px; height: 36px; border-radius: 10px; object-fit: cover; overflow: hidden;
  display: inline-grid; place-items: center; background: var(--wm-bg-hover); color: #fff; font-size: 13px; font-weight: 700; line-height: 1;
}
.wm-logo-network, .wm-logo-token { border-radius: 50%; }
.wm-logo-sm { width: 20px; height: 20px; border-radius: 5px; font-size: 8px; }
.wm-logo-md { width: 28px; height: 28px; font-size: 11px; }
.wm-logo-xl { width: 56px; height: 56px; border-radius: 16px; font-size: 20px; }
.wm-logo-plain { background: var(--wm-bg); color: var(--wm-fg-2); }
.wm-logo-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 3px; padding: 5px; background: var(--wm-bg); }
.wm-logo-grid > * { width: 100%; height: 100%; border-radius: 4px; }
.wm-badge { font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: var(--wm-radius-pill); background: var(--wm-bg); color: var(--wm-fg-2); border: 1px solid var(--wm-border); }
.wm-badge-accent { color: var(--wm-accent); border-color: currentColor; }
.wm-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 12px 8px; }
.wm-muted { color: var(--wm-fg-2); margin: 0; }
.wm-error { color: var(--wm-error); font-weight: 600; margin: 0; }
.wm-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 8px 16px;
  border-radius: var(--wm-radius-pill); border: 1px solid var(--wm-border); background: var(--wm-bg-2); color: var(--wm-fg); font: inherit; font-weight: 600; cursor: pointer;
}
.wm-button:hover { background: var(--wm-bg-hover); }
.wm-button-primary { background: var(--wm-accent); border-color: var(--wm-accent); color: var(--wm-accent-contrast); }
.wm-button-primary:hover { background: var(--wm-accent); filter: brightness(1.08); }
.wm-button-row { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.wm-wallet-logo { position: relative; width: 72px; height: 72px; display: grid; place-items: center; }
.wm-wallet-logo img { width: 56px; height: 56px; border-radius: 16px; }
.wm-spinner {
  position: absolute; inset: 0; border-radius: 50%; border: 3px solid var(--wm-border); border-top-color: var(--wm-accent);
  animation: wm-spin 0.9s linear infinite;
}
@keyframes wm-spin { to { transform: rotate(360deg); } }
.wm-skeleton {
  display: block; border-radius: 6px;
  background: linear-gradient(90deg, var(--wm-bg-2) 30%, var(--wm-bg-hover) 50%, var(--wm-bg-2) 70%) 0 0 / 300% 100%;
  animation: wm-shimmer 1.2s linear infinite;
}
@keyframes wm-shimmer { from { background-position: 100% 0; } to { background-position: 0 0; } }
.wm-avatar { width: 64px; height: 64px; border-radius: 50%; flex: none; }
.wm-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); border: 0; }
.wm-toast-region { display: flex; justify-content: center; padding: 0 16px; }
.wm-toast-float { position: fixed; left: 0; right: 0; bottom: 24px; z-index: var(--wm-z-index, 2147483000); }
.wm-toast {
  margin-top: 12px; display: inline-flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: var(--wm-radius-pill);
  background: var(--wm-bg-2); color: var(--wm-fg); border: 1px solid var(--wm-border); font-weight: 600; font-size: 14px;
  animation: wm-view-in var(--wm-duration-view) ease-out;
}
.wm-toast[data-leaving] { animation: wm-toast-out var(--wm-duration-view) ease-in forwards; }
@keyframes wm-toast-out { to { opacity: 0; transform: translateY(6px); } }
.wm-toast-error { color: var(--wm-error); border-color: currentColor; }
.wm-toast:has(.wm-toast-detail) { border-radius: 12px; }
.wm-toast-text { display: flex; flex-direction: column; gap: 2px; }
.wm-toast-detail { font-weight: 400; font-size: 13px; color: var(--wm-fg); overflow-wrap: anywhere; }
.wm-toast-spinner { width: 14px; height: 14px; border-radius: 50%; border: 2px solid var(--wm-border); border-top-color: var(--wm-accent); animation: wm-spin 0.9s linear infinite; }
.wm-button:disabled { opacity: 0.6; cursor: default; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`

/**
 * Adopts `css` (default the first paint's stylesheet) into a shadow root. Constructable stylesheets need no inline style, so
 * strict CSP hosts work; where they are missing, a `<style>` carrying the host's nonce is used.
 */
export function adoptStyles(root: ShadowRoot, nonce: string | undefined, css: string = stylesheet): () => void {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }
  const style = document.createElement('style')
  if (nonce) style.nonce = nonce
  style.textContent = css
  root.prepend(style)
  return () => style.remove()
}
