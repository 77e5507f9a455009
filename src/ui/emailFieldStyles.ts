/**
 * The Connect view's email field, and nothing else: the field's own chunk carries this
 * small sheet, so the Connect view with email login on does not download the form views' sheet
 * (formStyles.ts) nor the embedded views' (embeddedStyles.ts). Adopt with
 * `useStylesheet(emailFieldStyles)`. Its label, input and error line look like formStyles' ones (the error line's colour and weight
 * from the first paint's `.wm-error`).
 */
export const emailFieldStyles = /* css */ `
.wm-email-form { display: grid; gap: 6px; margin: 12px 0 4px; text-align: start; }
.wm-email-form label { font-size: 13px; font-weight: 600; color: var(--wm-fg-2); }
.wm-email-form div { display: flex; gap: 8px; align-items: center; }
.wm-email-form input {
  flex: 1; min-height: 42px; padding: 8px 12px; border-radius: var(--wm-radius-item); border: 1px solid var(--wm-border);
  background: var(--wm-bg-2); color: var(--wm-fg); font: inherit;
}
.wm-email-form input[aria-invalid='true'] { border-color: var(--wm-error); }
.wm-email-form p { font-size: 13px; }
`
