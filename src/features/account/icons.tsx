/** The Account view's own icons (copy, copied, row chevron); decorative, hidden from assistive technology. */
import { svg } from '../../ui/Icons.js'

export const CopyIcon = () => (<svg {...svg} width={16} height={16}><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15V5a2 2 0 012-2h10" /></svg>)
export const CheckIcon = () => (<svg {...svg} width={16} height={16}><path d="M20 6L9 17l-5-5" /></svg>)
export const ChevronIcon = () => (<svg {...svg} width={16} height={16}><path d="M9 18l6-6-6-6" /></svg>)
