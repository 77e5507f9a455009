import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useStore } from 'zustand'
import { parseAmount, sanitizeAmountInput } from '../../core/amount.js'
import { ENS_STALE_MS } from '../../core/constants.js'
import { formatBalance, truncateAddress } from '../../core/format.js'
import { messages } from '../../core/messages.js'
import { activeAccount, activeCaipNetworkId, findNetwork } from '../../core/store.js'
import { QueryProvider, queryClientOf } from '../../ui/QueryProvider.js'
import { useModalState, useRuntime } from '../../ui/context.js'
import { balancesKey, useTokenBalances } from '../balances/useTokenBalances.js'
import { nativeBalanceKey } from '../balances/useNativeBalance.js'
import { sendErrorMessage } from './sendErrorMessage.js'
import { initialSendState } from './sendState.js'
import { popPending, pushPending, sendStoreOf } from './sendStore.js'
import { toTransferRequest } from './sendTransfer.js'
import { isEnsName, validateReceiver } from './validateReceiver.js'

/** WalletSend (spec sections 2, 4, 5): token, amount (sanitised, Max), receiver; loaded as its own chunk. */
export default function WalletSendView() {
  return (
    <QueryProvider>
      <SendForm />
    </QueryProvider>
  )
}

const tokenKey = (address: string | undefined) => address ?? 'native'

function SendForm() {
  const runtime = useRuntime()
  const ids = useId()
  const account = useModalState(activeAccount)
  const namespace = useModalState((s) => s.activeNamespace)
  const store = sendStoreOf(runtime)
  const send = useStore(store)
  const balances = useTokenBalances(account.caipAddress)
  const [error, setError] = useState<string>()

  // Fresh balances replace the chosen token's snapshot (same token, new amount); the native one by default.
  useEffect(() => {
    if (!balances.data) return
    const current = send.token && balances.data.find((b) => tokenKey(b.address) === tokenKey(send.token?.address))
    store.setState({ tokenBalances: balances.data, token: current ?? balances.data[0] })
  }, [balances.data]) // eslint-disable-line react-hooks/exhaustive-deps

  const token = send.token
  const network = useModalState((s) => findNetwork(s, activeCaipNetworkId(s)))
  const hasEns = namespace === 'eip155' && !!network?.ensUniversalResolverAddress
  const receiverProblem = send.receiverAddress && namespace ? validateReceiver(namespace, send.receiverAddress, hasEns) : undefined
  // ENS names resolve through the network's Universal Resolver (cached 5 min, spec section 9).
  const name = namespace === 'eip155' && hasEns && !receiverProblem && isEnsName(send.receiverAddress) ? send.receiverAddress.trim() : undefined
  const ens = useQuery({
    queryKey: ['ens', network?.caipNetworkId, name],
    queryFn: async () => (await runtime.resolveName(name!, network!.caipNetworkId)) ?? null,
    enabled: name !== undefined && network !== undefined,
    staleTime: ENS_STALE_MS,
    retry: false,
  })
  const resolvedTo = name ? ens.data ?? undefined : send.receiverAddress
  const nameProblem = name && (ens.isError || (ens.isSuccess && !ens.data)) ? messages.nameNotFound : undefined
  const value = token ? parseAmount(send.sendTokenAmount, token.quantity.decimals) : undefined
  const insufficient = token !== undefined && value !== undefined && value > token.raw
  const canSend = !!token && value !== undefined && value > 0n && !!resolvedTo && !receiverProblem && !insufficient && !send.loading

  async function submit() {
    setError(undefined)
    const state = store.getState()
    let pendingHash: string | undefined
    try {
      const request = toTransferRequest({ ...state, receiverAddress: resolvedTo ?? '' }, namespace)
      store.setState({ loading: true })
      // Native EVM sends go through the transaction stack (spec section 4).
      if (!request.token && namespace === 'eip155') {
        pendingHash = `pending-${Date.now()}`
        pushPending(store, { hash: pendingHash, caipAddress: account.caipAddress!, amount: state.sendTokenAmount, symbol: state.token!.symbol, to: request.to })
      }
      const hash = await runtime.sendTransfer(request)
      store.setState({ ...initialSendState, hash, pending: store.getState().pending })
      const client = queryClientOf(runtime)
      // The native balance first: the portfolio's refetch reads it through the cache.
      await client.invalidateQueries({ queryKey: nativeBalanceKey(account.caipAddress) })
      await Promise.all([
        client.invalidateQueries({ queryKey: balancesKey(account.caipAddress) }),
        client.invalidateQueries({ queryKey: ['history'] }),
      ])
      // Back to Account (spec section 4).
      const { history } = runtime.store.getState().router
      if (history[history.length - 2]?.view === 'Account') runtime.goBack()
      else runtime.replace('Account')
    } catch (e) {
      store.setState({ loading: false })
      setError(sendErrorMessage(e))
    } finally {
      if (pendingHash) popPending(store, pendingHash)
    }
  }

  return (
    <form className="wm-form" noValidate onSubmit={(e) => { e.preventDefault(); if (canSend) void submit() }}>
      <div className="wm-field">
        <label className="wm-label" htmlFor={`${ids}-token`}>{messages.sendToken}</label>
        <select
          id={`${ids}-token`}
          className="wm-select"
          value={tokenKey(token?.address)}
          disabled={!balances.data}
          onChange={(e) => store.setState({ token: send.tokenBalances.find((b) => tokenKey(b.address) === e.target.value) })}
        >
          {send.tokenBalances.map((b) => (
            <option key={tokenKey(b.address)} value={tokenKey(b.address)}>
              {b.symbol} — {formatBalance(b.raw, b.quantity.decimals, b.symbol)}
            </option>
          ))}
        </select>
      </div>
      <div className="wm-field">
        <label className="wm-label" htmlFor={`${ids}-amount`}>{messages.sendAmount}</label>
        <div className="wm-row">
          <input
            id={`${ids}-amount`}
            className="wm-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={send.sendTokenAmount}
            aria-invalid={insufficient || undefined}
            aria-describedby={`${ids}-amount-help`}
            onChange={(e) => store.setState({ sendTokenAmount: sanitizeAmountInput(e.target.value, token ? { decimalDigits: token.quantity.decimals } : undefined) })}
          />
          <button type="button" className="wm-button" disabled={!token} onClick={() => token && store.setState({ sendTokenAmount: token.quantity.numeric })}>
            {messages.sendMax}
          </button>
        </div>
        <p id={`${ids}-amount-help`} className={insufficient ? 'wm-field-error' : 'wm-muted wm-small'}>
          {insufficient ? messages.insufficientFunds : token ? messages.sendBalance(formatBalance(token.raw, token.quantity.decimals, token.symbol)) : ''}
        </p>
      </div>
      <div className="wm-field">
        <label className="wm-label" htmlFor={`${ids}-to`}>{messages.sendReceiver}</label>
        <input
          id={`${ids}-to`}
          className="wm-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={messages.sendReceiverPlaceholder(namespace ?? 'eip155')}
          value={send.receiverAddress}
          aria-invalid={receiverProblem || nameProblem ? true : undefined}
          aria-describedby={receiverProblem || nameProblem ? `${ids}-to-error` : undefined}
          onChange={(e) => store.setState({ receiverAddress: e.target.value.trim() })}
        />
        {(receiverProblem || nameProblem) && (
          <p id={`${ids}-to-error`} className="wm-field-error">
            {nameProblem ?? (receiverProblem === 'ens-unavailable' ? messages.ensUnavailable : messages.invalidAddress)}
          </p>
        )}
        {name && !nameProblem && (
          <p className="wm-muted wm-small" role="status" data-testid="ens-resolved">
            {ens.data ? messages.nameResolves(name, truncateAddress(ens.data)) : messages.nameResolving}
          </p>
        )}
      </div>
      {error && <p className="wm-error" role="alert">{error}</p>}
      <button type="submit" className="wm-button wm-button-primary" disabled={!canSend} aria-busy={send.loading}>
        {send.loading ? messages.sendSending : messages.sendSubmit}
      </button>
    </form>
  )
}
