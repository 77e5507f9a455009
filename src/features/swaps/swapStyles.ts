/** Styles of the Swap view and its preview: adopt with `useStylesheet(swapStyles)`. */
export const swapStyles = /* css */ `
.wm-swap-summary { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; width: 100%; margin: 0; text-align: left; font-size: 14px; }
.wm-swap-summary dt { color: var(--wm-fg-2); }
.wm-swap-summary dd { margin: 0; text-align: right; font-weight: 600; color: var(--wm-fg); }
.wm-swap-quote { font-size: 18px; font-weight: 700; margin: 0; color: var(--wm-fg); }
`
