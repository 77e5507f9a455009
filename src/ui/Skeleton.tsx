import { skeletonStyles } from './skeletonStyles.js'
import { useStylesheet } from './useStylesheet.js'

/**
 * Skeleton rows instead of a "Loading…" line: `count` grey rows shaped like the list's
 * (a round or square logo, two lines, an amount), in a `role="status"` region whose only text,
 * read by screen readers, is `label` ('Loading tokens…'); without a label (the view announces its
 * loading itself) they are only drawn. `card` draws them as list buttons (AllWallets).
 */
export function SkeletonRows({
  label,
  count = 3,
  logo = 'round',
  card = false,
  amount = true,
}: {
  label?: string
  count?: number
  logo?: 'round' | 'square'
  card?: boolean
  amount?: boolean
}) {
  useStylesheet(skeletonStyles)
  return (
    <div className="wm-skeleton-rows" role={label ? 'status' : undefined} data-testid="skeleton">
      {label && <span className="wm-sr-only">{label}</span>}
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={card ? 'wm-skeleton-row wm-skeleton-card' : 'wm-skeleton-row'} aria-hidden="true">
          <span
            className={
              logo === 'square' ? 'wm-skeleton wm-skeleton-logo wm-skeleton-square' : 'wm-skeleton wm-skeleton-logo'
            }
          />
          <span className="wm-skeleton-lines">
            <span className="wm-skeleton wm-skeleton-line" />
            {!card && <span className="wm-skeleton wm-skeleton-line wm-skeleton-short" />}
          </span>
          {amount && <span className="wm-skeleton wm-skeleton-amount" />}
        </div>
      ))}
    </div>
  )
}

/** One inline grey bar (a balance that loads), with `label` for screen readers. */
export function SkeletonText({ label }: { label: string }) {
  useStylesheet(skeletonStyles)
  return (
    <>
      <span className="wm-skeleton wm-skeleton-inline" aria-hidden="true" />
      <span className="wm-sr-only">{label}</span>
    </>
  )
}
