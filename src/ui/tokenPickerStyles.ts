/** The token picker and its field's button (ui/TokenPicker.tsx): adopted by the components themselves. */
export const tokenPickerStyles = /* css */ `
.wm-token-select {
  width: 100%; min-height: 52px; display: flex; align-items: center; gap: 10px; padding: 8px 12px; border-radius: var(--wm-radius-item);
  border: 1px solid var(--wm-border); background: var(--wm-bg-2); color: var(--wm-fg); font: inherit; text-align: start; cursor: pointer;
}
.wm-token-select:hover { background: var(--wm-bg-hover); }
.wm-token-select:disabled { opacity: 0.6; cursor: default; }
.wm-token-select-text { flex: 1; display: grid; }
.wm-token-select-symbol { font-weight: 600; }
.wm-token-picker { display: grid; gap: 10px; width: 100%; }
.wm-token-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; max-height: 360px; overflow: auto; overscroll-behavior: contain; }
.wm-token-option { display: flex; align-items: center; gap: 12px; padding: 8px 10px; border-radius: var(--wm-radius-item); cursor: pointer; border: 1px solid transparent; }
.wm-token-option[data-active] { background: var(--wm-bg-hover); }
.wm-token-option[aria-selected='true'] { border-color: var(--wm-accent); }
.wm-token-option-text { flex: 1; display: grid; min-width: 0; }
.wm-token-option-text > span:first-child { font-weight: 600; }
.wm-token-option-amount { display: grid; justify-items: end; font-weight: 600; font-size: 14px; }
.wm-token-picker .wm-small, .wm-token-select .wm-small { display: block; font-size: 13px; font-weight: 400; }
`
