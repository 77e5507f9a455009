/**
 * The social login's own sheet: the Connect view's provider buttons and the connecting
 * views. Loaded with the buttons' chunk; the first paint's sheet (ui/styles.ts) stays as it was.
 */
export const socialStyles = /* css */ `
.wm-socials { margin: 12px 0 4px; display: grid; gap: 8px; }
.wm-socials-label { font-size: 13px; font-weight: 600; color: var(--wm-fg-2); margin: 0; text-align: left; }
.wm-social-row { list-style: none; margin: 0; padding: 0; display: flex; gap: 8px; }
.wm-social-row li { flex: 1; }
.wm-social-button {
  width: 100%; min-height: 44px; display: grid; place-items: center; border-radius: var(--wm-radius-item);
  border: 1px solid var(--wm-border); background: var(--wm-bg-2); color: var(--wm-fg); font: inherit; font-weight: 700; cursor: pointer;
}
.wm-social-button:hover { background: var(--wm-bg-hover); }
.wm-social-icon { width: 22px; height: 22px; flex: none; }
img.wm-social-icon { border-radius: 6px; object-fit: cover; }
.wm-social-initial { display: grid; place-items: center; border-radius: 6px; background: var(--wm-bg); font-weight: 700; font-size: 14px; }
.wm-social-more .wm-item { min-height: 44px; }
.wm-social-more[hidden] { display: none; }
.wm-social-logo { width: 72px; height: 72px; display: grid; place-items: center; position: relative; color: var(--wm-fg); }
.wm-social-logo .wm-social-icon { width: 40px; height: 40px; }
`
