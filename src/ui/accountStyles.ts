/** Styles of the Account view, its tabs and its token and activity rows: adopt with `useStylesheet(accountStyles)`. */
export const accountStyles = /* css */ `
.wm-address { display: inline-flex; align-items: center; gap: 6px; font-size: 18px; font-weight: 600; }
.wm-balance { font-size: 15px; color: var(--wm-fg-2); margin: 0; }
.wm-network-button { display: inline-flex; align-items: center; gap: 8px; }
.wm-tabs { width: 100%; margin-top: 8px; }
.wm-tablist { display: flex; gap: 4px; padding: 4px; border-radius: var(--wm-radius-pill); background: var(--wm-bg-2); }
.wm-tab { flex: 1; min-height: 34px; border: 0; border-radius: var(--wm-radius-pill); background: transparent; color: var(--wm-fg-2); font: inherit; font-weight: 600; cursor: pointer; }
.wm-tab[aria-selected='true'] { background: var(--wm-bg); color: var(--wm-fg); box-shadow: 0 1px 3px rgba(0,0,0,0.15); }
.wm-tabpanel { padding-top: 10px; max-height: 320px; overflow: auto; text-align: start; }
.wm-token-row { display: flex; align-items: center; gap: 12px; padding: 8px 4px; }
.wm-token-amount { display: flex; flex-direction: column; align-items: flex-end; font-weight: 600; }
.wm-small { display: block; font-size: 13px; font-weight: 400; }
.wm-pad { padding: 12px 4px; }
.wm-month { font-size: 13px; font-weight: 700; color: var(--wm-fg-2); margin: 12px 4px 4px; }
`
