/** Styles of the names views and the Account header's name: adopt with `useStylesheet(namesStyles)`. */
export const namesStyles = /* css */ `
.wm-account-name { margin: 0; font-size: 16px; font-weight: 600; color: var(--wm-fg); }
.wm-suggestions { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.wm-suggestion { width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.wm-name-heading { margin: 0; font-size: 18px; font-weight: 600; color: var(--wm-fg); overflow-wrap: anywhere; }
`
