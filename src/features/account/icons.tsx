/** The Account view's own icon (row chevron); decorative, hidden from assistive technology. */
import { svg } from '../../ui/Icons.js'

export const ChevronIcon = () => (
  <svg {...svg} width={16} height={16} className="wm-flip">
    <path d="M9 18l6-6-6-6" />
  </svg>
)
