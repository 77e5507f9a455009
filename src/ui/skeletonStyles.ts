/**
 * Skeleton rows (ui/Skeleton.tsx): grey shapes of a list's rows while it loads; the shapes'
 * shimmer (`.wm-skeleton`, none under `prefers-reduced-motion: reduce`) is the first paint's
 * (styles.ts), so any view can draw one. Adopted by the component itself.
 */
export const skeletonStyles = /* css */ `
.wm-skeleton-rows { display: grid; gap: 8px; width: 100%; }
.wm-skeleton-row { display: flex; align-items: center; gap: 12px; padding: 8px 4px; min-height: 52px; }
.wm-skeleton-row.wm-skeleton-card { padding: 10px 12px; border-radius: var(--wm-radius-item); background: var(--wm-bg-2); }
.wm-skeleton-card .wm-skeleton { background-color: var(--wm-bg-hover); background-image: none; }
.wm-skeleton-logo { width: 36px; height: 36px; flex: none; border-radius: 50%; }
.wm-skeleton-square { border-radius: 10px; }
.wm-skeleton-lines { flex: 1; display: grid; gap: 6px; }
.wm-skeleton-line { height: 12px; width: 60%; }
.wm-skeleton-short { width: 35%; }
.wm-skeleton-amount { width: 64px; height: 12px; }
.wm-skeleton-inline { display: inline-block; width: 120px; height: 1em; vertical-align: middle; }
`
