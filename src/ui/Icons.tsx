/** Small inline SVG icons; decorative, hidden from assistive technology. */
/** The props every icon shares (features' own icons use them too). */
export const svg = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export const BackIcon = () => (
  <svg {...svg} className="wm-flip">
    <path d="M15 18l-6-6 6-6" />
  </svg>
)
export const CloseIcon = () => (
  <svg {...svg}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
)
export const WalletIcon = () => (
  <svg {...svg} width={28} height={28}>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 10h18" />
  </svg>
)
