import { useId } from 'react'
import { parseAmount } from '../../core/amount.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { formatUnitsFloor } from '../../core/format.js'
import { activeLocale } from '../../core/i18n/locale.js'
import { formatBalanceIn, localizeAmount } from '../../core/i18n/numbers.js'
import { messages } from './texts.js'
import { formatBps, minimumReceived, SWAP_SLIPPAGE_PERCENT } from '../../core/swaps/slippage.js'
import type { TokenBalance } from '../../core/tokens.js'
import { AmountField } from '../../ui/AmountField.js'
import { TokenPicker, TokenSelect, useTokenPicker } from '../../ui/TokenPicker.js'
import type { SwapQuoteSource } from './swapSource.js'
import { tokenAddressOf } from './swapTokens.js'
import { useGasPrice, useSwapQuote, type ShownQuote } from './useSwapQuote.js'

/** The form's input: token addresses (0xEeee…EEeE for ETH) and the amount as typed. */
export interface SwapFormState {
  src: string
  dst: string
  amount: string
}

/** Props of {@link SwapForm}. */
export interface SwapFormProps {
  source: SwapQuoteSource | undefined
  adapter: ChainAdapter | undefined
  chainId: number
  tokens: TokenBalance[]
  loading: boolean
  form: SwapFormState
  setForm(patch: Partial<SwapFormState>): void
  /** The last failure's message (kept until the input changes). */
  error: string | undefined
  /** True while the preview is being built. */
  busy: boolean
  onReview(quote: ShownQuote, pay: TokenBalance, receive: TokenBalance): void
}

/**
 * The Swap view's form: token fields with balances (each opens the shared token picker,
 * ui/TokenPicker.tsx, as the view's "Select token" step), amount, the quote with price impact,
 * network fee and minimum received.
 */
export function SwapForm({
  source,
  adapter,
  chainId,
  tokens,
  loading,
  form,
  setForm,
  error,
  busy,
  onReview,
}: SwapFormProps) {
  const ids = useId()
  const locale = activeLocale()
  const pay = tokens.find((t) => tokenAddressOf(t) === form.src) ?? tokens[0]
  const receive = tokens.find((t) => tokenAddressOf(t) === form.dst) ?? tokens.find((t) => t !== pay)
  const decimals = pay?.quantity.decimals ?? 18
  const quote = useSwapQuote(source, chainId, tokenAddressOf(pay), tokenAddressOf(receive), form.amount, decimals)
  const gasPrice = useGasPrice(adapter, chainId)
  const amount = parseAmount(form.amount, decimals)
  const insufficient = !!pay && amount !== undefined && amount > pay.raw
  const same = !!pay && pay === receive
  const shown = quote.data && amount === quote.data.amount ? quote.data : undefined
  const canReview = !!shown && !!pay && !!receive && !insufficient && !same && !busy
  const fee = shown?.gas !== undefined && gasPrice.data !== undefined ? BigInt(shown.gas) * gasPrice.data : undefined
  const pickers = useTokenPicker<'src' | 'dst'>()
  const picker = (id: string, label: string, value: TokenBalance | undefined, key: 'src' | 'dst') => (
    <TokenSelect
      id={`${ids}-${id}`}
      label={label}
      token={value}
      disabled={loading}
      onOpen={() => pickers.open(key)}
      buttonRef={pickers.buttonRef(key)}
    />
  )

  const picking = pickers.field
  if (picking)
    return (
      <TokenPicker
        tokens={tokens}
        selected={picking === 'src' ? pay : receive}
        onSelect={(token) => {
          setForm({ [picking]: tokenAddressOf(token) })
          pickers.close()
        }}
        onCancel={pickers.close}
      />
    )
  return (
    <form
      className="wm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (canReview && shown && pay && receive) onReview(shown, pay, receive)
      }}
    >
      {picker('pay', messages.swapFrom, pay, 'src')}
      <AmountField
        id={`${ids}-amount`}
        label={messages.swapAmount}
        value={form.amount}
        decimals={decimals}
        onChange={(amount) => setForm({ amount })}
        autoFocus
        invalid={insufficient}
        describedBy={`${ids}-amount-help`}
        beside={
          <button
            type="button"
            className="wm-button"
            disabled={!pay}
            onClick={() => pay && setForm({ amount: pay.quantity.numeric })}
          >
            {messages.swapMax}
          </button>
        }
      >
        <p id={`${ids}-amount-help`} className={insufficient ? 'wm-field-error' : 'wm-muted wm-small'}>
          {insufficient
            ? messages.insufficientBalance
            : pay
              ? messages.swapBalance(formatBalanceIn(locale, pay.raw, pay.quantity.decimals, pay.symbol))
              : ''}
        </p>
      </AmountField>
      {picker('receive', messages.swapTo, receive, 'dst')}
      {same && <p className="wm-field-error">{messages.swapSameToken}</p>}
      <div aria-live="polite" data-testid="swap-quote">
        {quote.isFetching && !shown && <p className="wm-muted">{messages.swapQuoting}</p>}
        {quote.isError && <p className="wm-field-error">{messages.swapQuoteFailed(quote.error.message)}</p>}
        {shown && receive && (
          <>
            <p className="wm-swap-quote">
              {messages.swapQuote(formatBalanceIn(locale, shown.dstAmount, receive.quantity.decimals, receive.symbol))}
            </p>
            <dl className="wm-swap-summary">
              <dt>{messages.swapPriceImpact}</dt>
              <dd>{shown.impactBps === undefined ? '—' : formatBps(shown.impactBps)}</dd>
              <dt>{messages.swapNetworkFee}</dt>
              <dd>{fee === undefined ? '—' : `${localizeAmount(formatUnitsFloor(fee, 18, 6), locale)} ETH`}</dd>
              <dt>{messages.swapMinimum}</dt>
              <dd>
                {formatBalanceIn(locale, minimumReceived(shown.dstAmount), receive.quantity.decimals, receive.symbol)}
              </dd>
            </dl>
            <p className="wm-muted wm-small">{messages.swapSlippage(SWAP_SLIPPAGE_PERCENT)}</p>
          </>
        )}
      </div>
      {error && (
        <p className="wm-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="wm-button wm-button-primary" disabled={!canReview} aria-busy={busy}>
        {messages.swapReview}
      </button>
    </form>
  )
}
