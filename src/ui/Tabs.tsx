import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface Tab {
  id: string
  label: string
  panel: () => ReactNode
}

/**
 * WAI-ARIA tabs: a tablist of buttons (Left/Right/Home/End move and select), one tabpanel
 * labelled by its tab. Only the selected panel renders.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: Tab[]
  selected: string
  onSelect(id: string): void
  label: string
}) {
  const base = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  )
  const move = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : undefined
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]!
    onSelect(tab.id)
    refs.current[tab.id]?.focus()
  }
  const current = tabs[index]!
  return (
    <div className="wm-tabs">
      <div role="tablist" aria-label={label} className="wm-tablist" onKeyDown={move}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === current.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === current.id ? 0 : -1}
            className="wm-tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${current.id}`}
        aria-labelledby={`${base}-tab-${current.id}`}
        className="wm-tabpanel"
        tabIndex={0}
      >
        {current.panel()}
      </div>
    </div>
  )
}
