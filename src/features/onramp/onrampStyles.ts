/** Styles of the on-ramp views: adopt with `useStylesheet(onrampStyles)`. */
export const onrampStyles = /* css */ `
.wm-onramp-sub { display: block; font-size: 13px; font-weight: 400; color: var(--wm-fg-2); }
.wm-onramp-quote { flex-wrap: wrap; }
.wm-onramp-quote-figures { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; font-weight: 600; }
.wm-onramp-section { display: grid; gap: 8px; width: 100%; text-align: left; }
.wm-onramp-heading { margin: 0; font-size: 14px; font-weight: 600; color: var(--wm-fg); }
.wm-onramp-hash { font-family: ui-monospace, monospace; font-size: 12px; overflow-wrap: anywhere; }
`
