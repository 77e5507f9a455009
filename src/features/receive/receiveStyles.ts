/** Styles of WalletReceive: adopt with `useStylesheet(receiveStyles)` (constructable sheet, strict-CSP safe). */
export const receiveStyles = /* css */ `
.wm-receive-label { margin: 0; font-size: 13px; font-weight: 700; color: var(--wm-fg-2); }
.wm-receive-address { margin: 0; max-width: 300px; font-family: var(--wm-font-mono); font-size: 14px; line-height: 1.5; word-break: break-all; user-select: all; }
.wm-receive-copy { display: inline-flex; align-items: center; gap: 8px; }
.wm-receive-status { min-height: 1.4em; font-size: 13px; }
.wm-receive-networks { width: 100%; display: grid; gap: 6px; list-style: none; margin: 0; padding: 0; text-align: left; }
.wm-receive-network { display: flex; align-items: center; gap: 10px; padding: 6px 10px; border-radius: var(--wm-radius-item); background: var(--wm-bg-2); }
.wm-receive-network > span:nth-child(2) { flex: 1; font-weight: 600; }
.wm-receive-note { margin: 0; font-size: 13px; color: var(--wm-fg-2); }
`
