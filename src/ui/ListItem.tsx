import type { ReactNode } from 'react'
import { Logo, type IconKind } from './icons/Logo.js'

export interface ListItemProps {
  name: string
  /** The row's own image (a wallet's EIP-6963 icon, a catalogue image), through the URL allowlist. */
  imageUrl?: string
  /** A custom icon instead of the logo. */
  icon?: ReactNode
  /** The logo's kind and its icon-set keys (rdns, wallet id, CAIP-2 id…); default a wallet looked up by name. */
  logo?: { kind: IconKind; keys?: readonly string[] }
  badge?: ReactNode
  current?: boolean
  onClick(): void
  /** Accessible name when the visible text is not enough. */
  label?: string
  /** What the row stands for (a CAIP-2 network id, a connector id), as `data-id` for tests and host styles. */
  dataId?: string
}

/**
 * One row of a list (wallet, network): its logo ({@link Logo}: the row's image, else the icon
 * set's, else initials) or a custom icon, a name, an optional badge; a real button.
 */
export function ListItem({ name, imageUrl, icon, logo, badge, current, onClick, label, dataId }: ListItemProps) {
  return (
    <li>
      <button
        type="button"
        className="wm-item"
        part="list-item"
        onClick={onClick}
        aria-current={current ? 'true' : undefined}
        aria-label={label}
        data-id={dataId}
      >
        {icon ?? <Logo kind={logo?.kind ?? 'wallet'} name={name} imageUrl={imageUrl} keys={logo?.keys} />}
        <span className="wm-item-name">{name}</span>
        {badge}
      </button>
    </li>
  )
}
