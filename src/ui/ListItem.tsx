import type { ReactNode } from 'react'
import { imageSrc } from './imageSrc.js'

export interface ListItemProps {
  name: string
  imageUrl?: string
  icon?: ReactNode
  badge?: ReactNode
  current?: boolean
  onClick(): void
  /** Accessible name when the visible text is not enough. */
  label?: string
  /** What the row stands for (a CAIP-2 network id, a connector id), as `data-id` for tests and host styles. */
  dataId?: string
}

/** One row of a list (wallet, network): an image (from data: through the URL allowlist), a name, an optional badge; a real button. */
export function ListItem({ name, imageUrl, icon, badge, current, onClick, label, dataId }: ListItemProps) {
  const src = imageSrc(imageUrl)
  return (
    <li>
      <button type="button" className="wm-item" part="list-item" onClick={onClick} aria-current={current ? 'true' : undefined} aria-label={label} data-id={dataId}>
        {src ? <img className="wm-item-img" src={src} alt="" /> : icon ? <span className="wm-item-img wm-center">{icon}</span> : null}
        <span className="wm-item-name">{name}</span>
        {badge}
      </button>
    </li>
  )
}
