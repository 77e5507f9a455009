import type { ClipboardEventHandler, DragEventHandler, ReactNode } from 'react'
import { sanitizeAmountInput } from '../core/amount.js'

/** What {@link AmountField} shows. */
export interface AmountFieldProps {
  /** The input's id (its label points at it). */
  id: string
  label: string
  /** The amount as typed, already sanitised. */
  value: string
  /** Most digits kept after the dot (the token's or currency's decimals); undefined for no limit. */
  decimals: number | undefined
  /** Called with the sanitised text on every change (core/amount.ts `sanitizeAmountInput`). */
  onChange(amount: string): void
  /** '0.0' unless told. */
  placeholder?: string
  autoFocus?: boolean
  /** Marks the input invalid (aria-invalid) while true. */
  invalid?: boolean
  /** The ids of what describes the input (its help line). */
  describedBy?: string
  onPaste?: ClipboardEventHandler<HTMLInputElement>
  onDrop?: DragEventHandler<HTMLInputElement>
  /** A button beside the input (Max, the fiat currency): then both stand in one row. */
  beside?: ReactNode
  /** What follows the input in the field (its help and error lines). */
  children?: ReactNode
}

/**
 * A labelled amount field (spec section 5: a comma becomes a dot, only digits are kept, at most
 * `decimals` after the dot), as Send, Swap, the on-ramp and the exchange deposit ask for an amount.
 */
export function AmountField({
  id,
  label,
  value,
  decimals,
  onChange,
  placeholder = '0.0',
  autoFocus,
  invalid,
  describedBy,
  onPaste,
  onDrop,
  beside,
  children,
}: AmountFieldProps) {
  const input = (
    <input
      id={id}
      className="wm-input"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      autoFocus={autoFocus}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(e) => onChange(sanitizeAmountInput(e.target.value, { decimalDigits: decimals }))}
      onPaste={onPaste}
      onDrop={onDrop}
    />
  )
  return (
    <div className="wm-field">
      <label className="wm-label" htmlFor={id}>
        {label}
      </label>
      {beside ? (
        <div className="wm-row">
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
      {children}
    </div>
  )
}
