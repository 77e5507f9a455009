import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type SyntheticEvent } from 'react'
import { sendTransfer } from '../../actions/sendTransfer.js'
import { pasteAmount } from '../../core/amount.js'
import { truncateAddress } from '../../core/format.js'
import { formatBalanceIn } from '../../core/i18n/numbers.js'
import { sendMessages } from './messages.js'
import { activeLocale, localized } from '../../core/i18n/locale.js'
import { popTo, replaceView } from '../../core/navigation.js'
import { queryKeys } from '../../core/queryKeys.js'
import { toTransferRequest } from '../../core/transferRequest.js'
import type { SendState } from '../../core/send.js'
import { activeAccount, activeCaipNetworkId, findNetwork } from '../../core/store.js'
import { clearFlowError } from '../../core/storeUpdates.js'
import { AmountField } from '../../ui/AmountField.js'
import { QueryProvider, queryClientOf } from '../../ui/QueryProvider.js'
import { TokenPicker, TokenSelect, tokenKey, useTokenPicker } from '../../ui/TokenPicker.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { useChainAdapter } from '../../ui/useChainAdapter.js'
import { useTokenBalances } from '../balances/index.js'
import { checkAmount } from './checkAmount.js'
import { ensQuery } from './ensQuery.js'
import { sponsoredFeesQuery } from './sponsoredFeesQuery.js'
import { isZeroAddress } from './isZeroAddress.js'
import { isEnsName, validateReceiver } from './validateReceiver.js'
import { formStyles } from '../../ui/formStyles.js'
import { useStylesheet } from '../../ui/useStylesheet.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(sendMessages)

/**
 * WalletSend (spec sections 2, 4, 5): token, amount (sanitised, Max), receiver; the form is the
 * store's send slice (kept when leaving and coming back), sent by the sendTransfer action. The
 * token field opens the token picker (ui/TokenPicker.tsx: search, logos, balances and USD values,
 * sorted by value) as the view's "Select token" step. Loaded as its own chunk. Typing into the amount is sanitised (spec 5); a paste or drop is taken only when
 * it is a plain decimal number (core/amount.ts, pasteAmount), else refused with a message and the
 * field kept. A name shows as the resolver normalised it (ENSIP-15); the zero address gets a warning.
 */
export default function WalletSendView() {
  useStylesheet(formStyles)
  return (
    <QueryProvider>
      <SendForm />
    </QueryProvider>
  )
}

function SendForm() {
  const context = useModalContext()
  const { store } = context
  const ids = useId()
  const account = useModalState(activeAccount)
  const namespace = useModalState((s) => s.activeNamespace)
  const send = useModalState((s) => s.send)
  const error = useModalState((s) => s.errors.send)
  const setSend = (patch: Partial<SendState>) => store.setState((s) => ({ send: { ...s.send, ...patch } }))
  const balances = useTokenBalances(account.caipAddress)
  const adapter = useChainAdapter(namespace)
  const [pasteRefused, setPasteRefused] = useState<string | undefined>(undefined)
  const picker = useTokenPicker<'token'>()

  // Fresh balances replace the chosen token's snapshot (same token, new amount); the native one by default.
  useEffect(() => {
    if (!balances.data) return
    const current = send.token && balances.data.find((b) => tokenKey(b) === tokenKey(send.token))
    setSend({ tokenBalances: balances.data, token: current ?? balances.data[0] })
  }, [balances.data])
  // A send's error belongs to this visit of the view.
  useEffect(() => () => clearFlowError(store, 'send'), [store])

  const token = send.token
  const network = useModalState((s) => findNetwork(s, activeCaipNetworkId(s)))
  const hasEns = namespace === 'eip155' && !!network?.ensUniversalResolverAddress
  // The operator's names resolve through the same Universal Resolver (its gateway, EIP-3668).
  const namesSuffix = useModalState((s) => s.options.names?.suffix)
  const suffixes = namesSuffix ? ['eth', namesSuffix] : ['eth']
  const receiverProblem =
    send.receiverAddress && adapter ? validateReceiver(adapter, send.receiverAddress, hasEns, suffixes) : undefined
  // ENS names resolve through the network's Universal Resolver (cached 5 min, spec section 9).
  const name =
    namespace === 'eip155' && hasEns && !receiverProblem && isEnsName(send.receiverAddress, suffixes)
      ? send.receiverAddress.trim()
      : undefined
  const ens = useQuery({
    ...ensQuery(context, network?.caipNetworkId, name),
    enabled: name !== undefined && network !== undefined,
  })
  const resolvedTo = name ? ens.data?.address : send.receiverAddress
  const zeroAddress = !receiverProblem && isZeroAddress(namespace, resolvedTo)
  const nameProblem = name && (ens.isError || (ens.isSuccess && !ens.data)) ? messages.nameNotFound : undefined
  const { insufficient, positive } = checkAmount(token, send.sendTokenAmount)
  const canSend = !!token && positive && !!resolvedTo && !!adapter && !receiverProblem && !insufficient && !send.loading
  // Bitcoin: the fee the send will pay, shown before the wallet is asked to sign.
  const feeRequest =
    adapter?.estimateTransferFee && token && positive && resolvedTo && !receiverProblem && !insufficient
      ? transferRequestOf(send, resolvedTo, namespace)
      : undefined
  const fee = useQuery({
    queryKey: queryKeys.transferFee(
      account.caipAddress,
      feeRequest?.to ?? '',
      feeRequest ? String(feeRequest.value) : '',
    ),
    queryFn: () => adapter!.estimateTransferFee!(feeRequest!),
    enabled: feeRequest !== undefined,
    staleTime: 15_000,
    retry: false,
  })

  // The embedded smart account on a network with a paymaster: its fee is paid for it.
  const sponsored = useQuery(
    sponsoredFeesQuery(adapter, account.caipAddress, account.preferredAccountType === 'smartAccount'),
  )

  /** A paste (into the selection) or a drop (replacing the field): taken whole, or refused whole. */
  function takeInserted(event: SyntheticEvent<HTMLInputElement>, text: string, replacesField: boolean) {
    event.preventDefault()
    const input = event.currentTarget
    const end = send.sendTokenAmount.length
    const selection = replacesField ? undefined : { start: input.selectionStart ?? end, end: input.selectionEnd ?? end }
    const result = pasteAmount(
      send.sendTokenAmount,
      text,
      selection,
      token ? { decimalDigits: token.quantity.decimals } : undefined,
    )
    if ('value' in result) {
      setPasteRefused(undefined)
      setSend({ sendTokenAmount: result.value })
    } else if (result.refused === 'too-precise' && token)
      setPasteRefused(messages.amountTooPrecise(token.symbol, token.quantity.decimals))
    else setPasteRefused(messages.amountPasteRefused)
  }

  async function submit() {
    try {
      await sendTransfer(context, { receiverAddress: resolvedTo ?? '' })
    } catch {
      return // kept in errors.send, shown below
    }
    const client = queryClientOf(store)
    // The native balance first: the portfolio's refetch reads it through the cache.
    await client.invalidateQueries({ queryKey: queryKeys.nativeBalance(account.caipAddress) })
    await Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.portfolio(account.caipAddress) }),
      client.invalidateQueries({ queryKey: queryKeys.history() }),
    ])
    // Back to Account (spec section 4).
    if (!popTo(store, 'Account')) replaceView(store, 'Account')
  }

  if (picker.field)
    return (
      <TokenPicker
        tokens={send.tokenBalances}
        selected={token}
        onSelect={(picked) => {
          setSend({ token: picked })
          picker.close()
        }}
        onCancel={picker.close}
      />
    )
  return (
    <form
      className="wm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (canSend) void submit()
      }}
    >
      <TokenSelect
        id={`${ids}-token`}
        label={messages.sendToken}
        token={token}
        disabled={!balances.data}
        onOpen={() => picker.open('token')}
        buttonRef={picker.buttonRef('token')}
      />
      <AmountField
        id={`${ids}-amount`}
        label={messages.sendAmount}
        value={send.sendTokenAmount}
        decimals={token?.quantity.decimals}
        onChange={(sendTokenAmount) => {
          setPasteRefused(undefined)
          setSend({ sendTokenAmount })
        }}
        invalid={insufficient}
        describedBy={pasteRefused ? `${ids}-amount-help ${ids}-amount-paste` : `${ids}-amount-help`}
        onPaste={(e) => takeInserted(e, e.clipboardData.getData('text/plain'), false)}
        onDrop={(e) => takeInserted(e, e.dataTransfer.getData('text/plain'), true)}
        beside={
          <button
            type="button"
            className="wm-button"
            disabled={!token}
            onClick={() => token && setSend({ sendTokenAmount: token.quantity.numeric })}
          >
            {messages.sendMax}
          </button>
        }
      >
        <p id={`${ids}-amount-help`} className={insufficient ? 'wm-field-error' : 'wm-muted wm-small'}>
          {insufficient
            ? messages.insufficientFunds
            : token
              ? messages.sendBalance(
                  formatBalanceIn(
                    activeLocale(),
                    token.raw,
                    token.quantity.decimals,
                    token.symbol,
                    token.quantity.displayDecimals,
                  ),
                )
              : ''}
        </p>
        {pasteRefused && (
          <p id={`${ids}-amount-paste`} className="wm-field-error" role="status">
            {pasteRefused}
          </p>
        )}
      </AmountField>
      <div className="wm-field">
        <label className="wm-label" htmlFor={`${ids}-to`}>
          {messages.sendReceiver}
        </label>
        <input
          id={`${ids}-to`}
          className="wm-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={messages.sendReceiverPlaceholder(namespace ?? 'eip155')}
          value={send.receiverAddress}
          aria-invalid={receiverProblem || nameProblem ? true : undefined}
          aria-describedby={receiverProblem || nameProblem || zeroAddress ? `${ids}-to-error` : undefined}
          onChange={(e) => setSend({ receiverAddress: e.target.value.trim() })}
        />
        {(receiverProblem || nameProblem || zeroAddress) && (
          <p id={`${ids}-to-error`} className="wm-field-error" role={zeroAddress ? 'status' : undefined}>
            {nameProblem ??
              (receiverProblem === 'ens-unavailable'
                ? messages.ensUnavailable
                : receiverProblem
                  ? messages.invalidAddress
                  : messages.zeroAddress)}
          </p>
        )}
        {name && !nameProblem && (
          <p className="wm-muted wm-small" role="status" data-testid="ens-resolved">
            {ens.data
              ? messages.nameResolves(ens.data.name, truncateAddress(ens.data.address))
              : messages.nameResolving}
          </p>
        )}
      </div>
      {/* No fee line when it cannot be had (dust, too little): Send says why, once, as it refuses. */}
      {feeRequest && !fee.isError && (
        <p className="wm-muted wm-small" role="status" data-testid="send-fee">
          {fee.data
            ? messages.sendNetworkFee(
                formatBalanceIn(
                  activeLocale(),
                  fee.data.value,
                  fee.data.decimals,
                  fee.data.symbol,
                  fee.data.displayDecimals,
                ),
                formatFeeRate(fee.data.feeRate),
              )
            : messages.sendFeeEstimating}
        </p>
      )}
      {sponsored.data === true && (
        <p className="wm-muted wm-small" data-testid="send-fee-sponsored">
          {messages.sendFeeSponsored}
        </p>
      )}
      {error && (
        <p className="wm-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="wm-button wm-button-primary" disabled={!canSend} aria-busy={send.loading}>
        {send.loading ? messages.sendSending : messages.sendSubmit}
      </button>
    </form>
  )
}

/** The transfer the form describes, or undefined while it is incomplete. */
function transferRequestOf(send: SendState, receiver: string, namespace: string | undefined) {
  try {
    return toTransferRequest({ ...send, receiverAddress: receiver }, namespace)
  } catch {
    return undefined
  }
}

/** A fee rate in sat/vB as a person reads it: up to 3 decimals, trailing zeros dropped (2.1, 1, 12.345). */
function formatFeeRate(rate: number): string {
  return String(Math.round(rate * 1000) / 1000)
}
