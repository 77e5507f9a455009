/**
 * Styles of the embedded wallet's views (the code boxes, the approval slot, the Account row of an
 * email login; the Connect view's email field has its own, emailFieldStyles.ts): adopt with `useEmbeddedStyles()`
 * (features/embedded/useEmbeddedStyles.ts), never part of the first paint's sheet.
 */
export const embeddedStyles = /* css */ `
.wm-code { display: flex; gap: 8px; justify-content: center; }
.wm-code-box { width: 42px; height: 50px; text-align: center; font-size: 22px; font-weight: 700; padding: 0; }
.wm-approve-slot { width: 100%; height: 430px; border-radius: var(--wm-radius-item); background: var(--wm-bg-2); }
.wm-email-label { font-weight: 600; overflow-wrap: anywhere; }
`
