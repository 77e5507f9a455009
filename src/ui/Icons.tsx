/** Small inline SVG icons; decorative, hidden from assistive technology. */
const svg = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const

export const BackIcon = () => (<svg {...svg}><path d="M15 18l-6-6 6-6" /></svg>)
export const CloseIcon = () => (<svg {...svg}><path d="M18 6L6 18M6 6l12 12" /></svg>)
export const CopyIcon = () => (<svg {...svg} width={16} height={16}><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15V5a2 2 0 012-2h10" /></svg>)
export const CheckIcon = () => (<svg {...svg} width={16} height={16}><path d="M20 6L9 17l-5-5" /></svg>)
export const ChevronIcon = () => (<svg {...svg} width={16} height={16}><path d="M9 18l6-6-6-6" /></svg>)
export const WalletIcon = () => (<svg {...svg} width={28} height={28}><rect x="3" y="6" width="18" height="14" rx="3" /><path d="M16 13h2M3 10h18" /></svg>)
export const QrIcon = () => (<svg {...svg} width={24} height={24}><rect x="3" y="3" width="7" height="7" rx="1" /><rect x="14" y="3" width="7" height="7" rx="1" /><rect x="3" y="14" width="7" height="7" rx="1" /><path d="M14 14h3v3M21 14v7h-7M17 21v-3" /></svg>)
