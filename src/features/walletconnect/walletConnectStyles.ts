/**
 * Styles of ConnectingWalletConnect (its links drawn as buttons; the QR code brings its own), adopted by the
 * view with `useStylesheet`: the first paint never shows either, so they stay out of its sheet.
 */
export const walletConnectStyles = /* css */ `
a.wm-button { text-decoration: none; }
`
