/**
 * The companion buttons' own sheet, adopted after the first paint's (styles.ts: the `--wm-*`
 * tokens, both themes, `.wm-button`, the focus ring), so a host themes the buttons exactly as it
 * themes the modal: `--wm-*` custom properties on the element, and `::part(button)`,
 * `::part(avatar)`, `::part(label)`, `::part(balance)`, `::part(network-icon)`.
 */
export const buttonStyles = /* css */ `
:host { display: inline-block; vertical-align: middle; }
.wm-companion { font-family: var(--wm-font-family); font-size: 15px; line-height: 1.4; white-space: nowrap; min-height: 46px; }
.wm-companion .wm-avatar { width: 24px; height: 24px; }
.wm-companion-part { display: inline-flex; }
.wm-companion-balance { font-weight: 500; color: var(--wm-fg-2); }
.wm-companion-dot { width: 8px; height: 8px; border-radius: 50%; background: var(--wm-success); }
.wm-companion[data-state='disconnected'] .wm-companion-dot { background: transparent; border: 2px solid var(--wm-fg-2); }
.wm-companion[data-state='unsupported'] { color: var(--wm-error); border-color: currentColor; }
`
