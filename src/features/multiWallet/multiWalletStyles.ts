/** Styles of ProfileWallets: adopt with `useStylesheet(multiWalletStyles)`. */
export const multiWalletStyles = /* css */ `
.wm-wallets { display: grid; gap: 12px; text-align: left; }
.wm-wallet-group { display: grid; gap: 6px; }
.wm-wallet-group-title { margin: 0 4px; font-size: 13px; font-weight: 700; color: var(--wm-fg-2); }
.wm-wallet-row { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border-radius: var(--wm-radius, 12px); background: var(--wm-bg-2); }
.wm-wallet-row[aria-current='true'] { outline: 2px solid var(--wm-accent); outline-offset: -2px; }
.wm-wallet-info { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.wm-wallet-address { display: inline-flex; align-items: center; gap: 4px; font-weight: 600; }
.wm-wallet-actions { display: flex; flex-direction: column; gap: 4px; align-items: stretch; }
.wm-wallet-actions .wm-button { min-height: 30px; padding: 4px 10px; font-size: 13px; }
.wm-wallet-actions .wm-badge { text-align: center; }
`
