// A wallet glyph on a violet tile: shapes only, so it renders the same without fonts.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#6d4aff"/>' +
  '<rect x="6" y="9" width="20" height="15" rx="3" fill="#fff"/>' +
  '<path d="M8 9l13-3.5a2 2 0 0 1 2.5 1.9V9z" fill="#cfc3ff"/>' +
  '<rect x="18" y="14" width="8" height="5" rx="2.5" fill="#6d4aff"/>' +
  '<circle cx="21" cy="16.5" r="1.2" fill="#fff"/>' +
  '</svg>'

/** The Demo Wallet's EIP-6963 icon: a `data:image/svg+xml;base64,` URI (EIP-6963 requires a data URI). */
export const DEMO_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}`
