import { formatUnitsFloor } from '../../core/format.js'
import { activeLocale } from '../../core/i18n/locale.js'
import { formatBalanceIn, localizeAmount } from '../../core/i18n/numbers.js'
import { messages } from './texts.js'
import { formatBps, SWAP_SLIPPAGE_PERCENT } from '../../core/swaps/slippage.js'
import type { TokenBalance } from '../../core/tokens.js'
import type { SwapCall } from './swapSource.js'

/** A swap built at preview time: amounts in base units, the fee in wei, the call the router takes. */
export interface PreparedSwap {
  pay: TokenBalance
  receive: TokenBalance
  amount: bigint
  dstAmount: bigint
  /** The quote less 1% (spec section 9), what the built call requires of the router. */
  minimum: bigint
  impactBps: number | undefined
  feeWei: bigint | undefined
  /** True when the allowance of `pay` is short of `amount` (ERC-20 only). */
  needsApproval: boolean
  tx: SwapCall
}

/** Props of {@link SwapPreview}: `state` is 'preview', 'done' or the pending step's label. */
export interface SwapPreviewProps {
  prepared: PreparedSwap
  state: string
  onConfirm(): void
  onEdit(): void
  onDone(): void
}

/** The Swap view's preview step, its pending state and its result. */
export function SwapPreview({ prepared, state, onConfirm, onEdit, onDone }: SwapPreviewProps) {
  const { pay, receive } = prepared
  const locale = activeLocale()
  const paid = formatBalanceIn(locale, prepared.amount, pay.quantity.decimals, pay.symbol)
  const minimum = formatBalanceIn(locale, prepared.minimum, receive.quantity.decimals, receive.symbol)
  if (state === 'done') {
    return (
      <div className="wm-form" role="status">
        <h3 className="wm-swap-quote">{messages.swapDone}</h3>
        <p>{messages.swapDoneDetail(paid, minimum)}</p>
        <button type="button" className="wm-button wm-button-primary" autoFocus onClick={onDone}>
          {messages.swapBackToAccount}
        </button>
      </div>
    )
  }
  const pending = state !== 'preview'
  return (
    <div className="wm-form">
      <h3 className="wm-swap-quote">{messages.swapPreviewTitle}</h3>
      <dl className="wm-swap-summary" data-testid="swap-preview">
        <dt>{messages.swapFrom}</dt>
        <dd>{paid}</dd>
        <dt>{messages.swapTo}</dt>
        <dd>{formatBalanceIn(locale, prepared.dstAmount, receive.quantity.decimals, receive.symbol)}</dd>
        <dt>{messages.swapMinimum}</dt>
        <dd>{minimum}</dd>
        <dt>{messages.swapPriceImpact}</dt>
        <dd>{prepared.impactBps === undefined ? '—' : formatBps(prepared.impactBps)}</dd>
        <dt>{messages.swapNetworkFee}</dt>
        <dd>
          {prepared.feeWei === undefined
            ? '—'
            : `${localizeAmount(formatUnitsFloor(prepared.feeWei, 18, 6), locale)} ETH`}
        </dd>
      </dl>
      <p className="wm-muted wm-small">{messages.swapSlippage(SWAP_SLIPPAGE_PERCENT)}</p>
      {prepared.needsApproval && <p className="wm-muted wm-small">{messages.swapApproveNeeded(pay.symbol)}</p>}
      <p aria-live="polite" className="wm-muted">
        {pending ? state : ''}
      </p>
      <div className="wm-button-row">
        <button type="button" className="wm-button" disabled={pending} onClick={onEdit}>
          {messages.swapEdit}
        </button>
        <button
          type="button"
          className="wm-button wm-button-primary"
          autoFocus
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {messages.swapConfirm}
        </button>
      </div>
    </div>
  )
}
