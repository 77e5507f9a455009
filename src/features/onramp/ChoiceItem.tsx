import type { ReactNode } from 'react'

/**
 * One entry of the on-ramp's currency lists (OnRampTokenSelect, OnRampFiatSelect): a list item
 * whose button picks `id`, marked `aria-current` while it is the chosen one.
 */
export function ChoiceItem({
  id,
  current,
  onChoose,
  children,
}: {
  id: string
  current: boolean
  onChoose(): void
  children: ReactNode
}) {
  return (
    <li>
      <button
        type="button"
        className="wm-item"
        data-id={id}
        aria-current={current ? 'true' : undefined}
        onClick={onChoose}
      >
        {children}
      </button>
    </li>
  )
}
