/**
 * Styles of the embedded wallet's views (the Connect view's email field, the code boxes, the
 * approval slot, the Account row of an email login): adopt with `useEmbeddedStyles()`
 * (features/embedded/useEmbeddedStyles.ts), never part of the first paint's sheet.
 */
export const embeddedStyles = /* css */ `
.wm-email-form { display: grid; gap: 6px; margin: 12px 0 4px; text-align: left; }
.wm-code { display: flex; gap: 8px; justify-content: center; }
.wm-code-box { width: 42px; height: 50px; text-align: center; font-size: 22px; font-weight: 700; padding: 0; }
.wm-approve-slot { width: 100%; height: 430px; border-radius: 12px; background: var(--wm-bg-2); }
.wm-email-label { font-weight: 600; overflow-wrap: anywhere; }
`
