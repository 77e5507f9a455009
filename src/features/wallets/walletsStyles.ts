/** Styles of GetWallet: adopt with `useStylesheet(walletsStyles)`. */
export const walletsStyles = /* css */ `
.wm-get-intro { text-align: center; font-size: 14px; }
a.wm-item { text-decoration: none; }
`
