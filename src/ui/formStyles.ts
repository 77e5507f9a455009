/** Styles of forms and the virtualised list (WalletSend, AllWallets): adopt with `useStylesheet(formStyles)`. */
export const formStyles = /* css */ `
.wm-small { display: block; font-size: 13px; font-weight: 400; }
.wm-field { display: grid; gap: 6px; width: 100%; text-align: start; }
.wm-label { font-size: 13px; font-weight: 600; color: var(--wm-fg-2); }
.wm-input, .wm-select {
  width: 100%; min-height: 42px; padding: 8px 12px; border-radius: var(--wm-radius-item); border: 1px solid var(--wm-border);
  background: var(--wm-bg-2); color: var(--wm-fg); font: inherit;
}
.wm-input[aria-invalid='true'] { border-color: var(--wm-error); }
.wm-field-error { color: var(--wm-error); font-size: 13px; font-weight: 600; margin: 0; }
.wm-row { display: flex; gap: 8px; align-items: center; }
.wm-row > .wm-input { flex: 1; }
.wm-form { display: grid; gap: 14px; width: 100%; }
.wm-virtual-scroller { height: 360px; overflow: auto; }
.wm-virtual-list { position: relative; list-style: none; margin: 0; padding: 0; }
.wm-virtual-row { position: absolute; top: 0; left: 0; width: 100%; height: 56px; padding-bottom: 6px; }
.wm-skeleton-item { height: 50px; margin-bottom: 6px; cursor: default; }
.wm-skeleton-item .wm-skeleton:last-child { width: 45%; height: 12px; }
`
