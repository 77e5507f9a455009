/**
 * Styles of ConnectingWalletConnect (its QR code and its links drawn as buttons), adopted by the
 * view with `useStylesheet`: the first paint never shows either, so they stay out of its sheet.
 */
export const walletConnectStyles = /* css */ `
.wm-qr { border-radius: 12px; background: #fff; padding: 4px; max-width: 100%; height: auto; }
a.wm-button { text-decoration: none; }
`
