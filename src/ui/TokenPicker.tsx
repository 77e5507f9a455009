import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { formatUsd } from '../core/format.js'
import { formatBalanceIn } from '../core/i18n/numbers.js'
import { tokenPickerMessages } from '../core/messages/tokenPicker.js'
import { activeLocale, localized } from '../core/i18n/locale.js'
import type { TokenBalance } from '../core/tokens.js'
import { formStyles } from './formStyles.js'
import { svg } from './Icons.js'
import { TokenLogo } from './icons/TokenLogo.js'
import { tokenPickerStyles } from './tokenPickerStyles.js'
import { useStylesheet } from './useStylesheet.js'
import { useViewStep } from './viewStep.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(tokenPickerMessages)

/** A token's key in a picker: its address, 'native' for the network's currency. */
export const tokenKey = (token: Pick<TokenBalance, 'address'> | undefined): string => token?.address ?? 'native'

/**
 * The picker's order ("sorted by value"): by USD value, highest first; without a price,
 * tokens with a balance before empty ones; ties keep the list's order (the native currency first).
 */
export function sortTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens
    .map((token, index) => ({ token, index }))
    .sort(
      (a, b) =>
        (b.token.value ?? -1) - (a.token.value ?? -1) ||
        Number(b.token.raw > 0n) - Number(a.token.raw > 0n) ||
        a.index - b.index,
    )
    .map(({ token }) => token)
}

/** Tokens whose symbol or name contains `query` (any case), or whose address starts with it. */
export function filterTokens(tokens: readonly TokenBalance[], query: string): TokenBalance[] {
  const text = query.trim().toLowerCase()
  if (!text) return [...tokens]
  return tokens.filter(
    (t) =>
      t.symbol.toLowerCase().includes(text) ||
      t.name.toLowerCase().includes(text) ||
      (t.address?.toLowerCase().startsWith(text) ?? false),
  )
}

/**
 * The token picker, shared by Send and Swap (and ready for the on-ramp's): a search
 * field over the tokens with their logo, symbol, name, balance and USD value, sorted by value. A
 * combobox: typing filters, Up and Down move through the list, Enter picks, Escape goes back
 * without a change; a click picks too. Shown by a view in place of its form ({@link useTokenPicker}).
 */
export function TokenPicker({
  tokens,
  selected,
  onSelect,
  onCancel,
}: {
  tokens: readonly TokenBalance[]
  selected?: TokenBalance
  onSelect(token: TokenBalance): void
  onCancel(): void
}) {
  useStylesheet(formStyles)
  useStylesheet(tokenPickerStyles)
  const ids = useId()
  const [query, setQuery] = useState('')
  const sorted = useMemo(() => sortTokens(tokens), [tokens])
  const shown = useMemo(() => filterTokens(sorted, query), [sorted, query])
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((t) => tokenKey(t) === tokenKey(selected)),
    ),
  )
  const index = Math.min(active, shown.length - 1)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    list.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest' })
  }, [index])
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1
    if (event.key === 'ArrowDown') setActive(index >= last ? 0 : index + 1)
    else if (event.key === 'ArrowUp') setActive(index <= 0 ? last : index - 1)
    else if (event.key === 'Enter' && shown[index]) onSelect(shown[index])
    else if (event.key === 'Escape') {
      // Back to the form, not out of the modal: the dialog's own Escape listener (on the shadow
      // root, where React listens too, after React) must not see it.
      event.stopPropagation()
      event.nativeEvent.stopImmediatePropagation()
      onCancel()
    } else return
    event.preventDefault()
  }
  const optionId = (i: number) => `${ids}-option-${i}`
  return (
    <div className="wm-token-picker">
      <label className="wm-sr-only" htmlFor={`${ids}-search`}>
        {messages.searchTokens}
      </label>
      <input
        id={`${ids}-search`}
        className="wm-input"
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={`${ids}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown[index] ? optionId(index) : undefined}
        placeholder={messages.searchTokens}
        autoComplete="off"
        autoFocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <ul ref={list} id={`${ids}-list`} className="wm-token-list" role="listbox" aria-label={messages.tokenList}>
        {shown.map((t, i) => (
          <li
            key={tokenKey(t)}
            id={optionId(i)}
            role="option"
            aria-selected={tokenKey(t) === tokenKey(selected)}
            className="wm-token-option"
            data-active={i === index ? '' : undefined}
            data-symbol={t.symbol}
            onClick={() => onSelect(t)}
            onMouseMove={() => i !== index && setActive(i)}
          >
            <TokenLogo token={t} />
            <span className="wm-token-option-text">
              <span>{t.symbol}</span>
              <span className="wm-muted wm-small">{t.name}</span>
            </span>
            <span className="wm-token-option-amount">
              <span>{formatBalanceIn(activeLocale(), t.raw, t.quantity.decimals, '', t.quantity.displayDecimals)}</span>
              {t.value !== undefined && <span className="wm-muted wm-small">{formatUsd(t.value)}</span>}
            </span>
          </li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="wm-muted" role="status">
          {messages.noTokens}
        </p>
      )}
    </div>
  )
}

const ChevronDown = () => (
  <svg {...svg} width={16} height={16}>
    <path d="M6 9l6 6 6-6" />
  </svg>
)

/**
 * A form's token field (in place of a native select): a button labelled by the field's
 * label and showing the chosen token's logo, symbol and balance; it opens the picker.
 */
export function TokenSelect({
  id,
  label,
  token,
  disabled,
  onOpen,
  buttonRef,
}: {
  id: string
  label: string
  token: TokenBalance | undefined
  disabled?: boolean
  onOpen(): void
  buttonRef?: (el: HTMLButtonElement | null) => void
}) {
  useStylesheet(tokenPickerStyles)
  return (
    <div className="wm-field">
      <label className="wm-label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <button
        ref={buttonRef}
        type="button"
        id={id}
        className="wm-token-select"
        aria-haspopup="listbox"
        aria-labelledby={`${id}-label ${id}`}
        disabled={disabled}
        onClick={onOpen}
      >
        {token ? (
          <>
            <TokenLogo token={token} size="md" />
            <span className="wm-token-select-text">
              <span className="wm-token-select-symbol">{token.symbol}</span>
              <span className="wm-muted wm-small">
                {formatBalanceIn(
                  activeLocale(),
                  token.raw,
                  token.quantity.decimals,
                  token.symbol,
                  token.quantity.displayDecimals,
                )}
              </span>
            </span>
          </>
        ) : (
          <span className="wm-token-select-text wm-muted">{messages.chooseToken}</span>
        )}
        <ChevronDown />
      </button>
    </div>
  )
}

/**
 * The picker's state for a view with token fields: which field is picking (the view then shows
 * {@link TokenPicker} instead of its form), the header's "Select token" step with its back arrow,
 * and focus back on the field's button once a token is picked or the picker is left.
 */
export function useTokenPicker<F extends string>() {
  const [field, setField] = useState<F>()
  const buttons = useRef<Partial<Record<F, HTMLButtonElement | null>>>({})
  const returnTo = useRef<F | undefined>(undefined)
  const close = () => {
    returnTo.current = field
    setField(undefined)
  }
  useViewStep(field ? { title: messages.selectToken, onBack: close } : undefined)
  useEffect(() => {
    if (field || !returnTo.current) return
    buttons.current[returnTo.current]?.focus()
    returnTo.current = undefined
  }, [field])
  return {
    /** The field picking now, or undefined while the form shows. */
    field,
    open: (f: F) => setField(f),
    close,
    /** The ref of a field's button (focus comes back to it). */
    buttonRef: (f: F) => (el: HTMLButtonElement | null) => {
      buttons.current[f] = el
    },
  }
}
