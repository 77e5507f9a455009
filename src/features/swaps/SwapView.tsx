import { useEffect, useMemo, useState } from 'react'
import { evmChainIdOf } from '../../core/caip.js'
import { toWalletModalError } from '../../core/errorMessage.js'
import { messages } from './texts.js'
import { popTo, replaceView } from '../../core/navigation.js'
import { queryKeys } from '../../core/queryKeys.js'
import { minimumReceived, SWAP_SLIPPAGE_PERCENT } from '../../core/swaps/slippage.js'
import { activeAccount, activeCaipNetworkId } from '../../core/store.js'
import type { TokenBalance } from '../../core/tokens.js'
import { QueryProvider, queryClientOf } from '../../ui/QueryProvider.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { useChainAdapter } from '../../ui/useChainAdapter.js'
import { formStyles } from '../../ui/formStyles.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { useTokenBalances } from '../balances/index.js'
import { executeSwap } from './executeSwap.js'
import { SwapForm } from './SwapForm.js'
import { leaveSwapFlow, type SwapStep, useSwapFlow } from './swapFlow.js'
import { SwapPreview, type PreparedSwap } from './SwapPreview.js'
import { swapStyles } from './swapStyles.js'
import { createOneInchSource } from './swapSource.js'
import { tokenAddressOf } from './swapTokens.js'
import type { ShownQuote } from './useSwapQuote.js'

/**
 * Swap (spec section 2): the form (tokens from the configured list with balances, amount
 * in → quote out, price impact, network fee, the 1% minimum received of spec section 9), the
 * preview that builds the swap at the quote the user saw, approve (only when the allowance is
 * short) then swap, as one atomic batch where the wallet supports it (EIP-5792), a pending state and the result. EVM only. A failure (a stale quote, a rejected
 * request) returns to the form with its message and the input kept. The flow outlives the view
 * while the embedded wallet's Approve Transaction view is up (swapFlow.ts). Loaded as its own chunk.
 */
export default function SwapView() {
  useStylesheet(formStyles)
  useStylesheet(swapStyles)
  return (
    <QueryProvider>
      <SwapFlow />
    </QueryProvider>
  )
}

function SwapFlow() {
  const context = useModalContext()
  const { store } = context
  const account = useModalState(activeAccount)
  const namespace = useModalState((s) => s.activeNamespace)
  const caipNetworkId = useModalState(activeCaipNetworkId)
  const api = useModalState((s) => s.options.swaps?.api)
  const source = useMemo(() => (api ? createOneInchSource(api) : undefined), [api])
  const balances = useTokenBalances(account.caipAddress)
  const adapter = useChainAdapter(namespace)
  const [{ form, step, error }, update] = useSwapFlow(store)
  const setStep = (next: SwapStep) => update((flow) => ({ ...flow, step: next }))
  const setError = (message: string | undefined) => update((flow) => ({ ...flow, error: message }))
  const [busy, setBusy] = useState(false)
  useEffect(() => () => leaveSwapFlow(store), [store])

  if (namespace !== 'eip155' || !caipNetworkId?.startsWith('eip155:'))
    return <p className="wm-muted">{messages.swapUnsupported}</p>
  const chainId = evmChainIdOf(caipNetworkId)
  const tokens = balances.data ?? []
  const from = account.address

  async function review(quote: ShownQuote, pay: TokenBalance, receive: TokenBalance) {
    if (!source || !from) return
    setBusy(true)
    setError(undefined)
    try {
      const src = tokenAddressOf(pay)
      const [swap, allowance] = await Promise.all([
        source.swap({
          chainId,
          src,
          dst: tokenAddressOf(receive),
          amount: quote.amount,
          from,
          slippage: SWAP_SLIPPAGE_PERCENT,
        }),
        pay.address
          ? source.allowance({ chainId, tokenAddress: pay.address, walletAddress: from })
          : Promise.resolve(quote.amount),
      ])
      const gasPrice = swap.tx.gasPrice ?? (await adapter?.getGasPrice?.())
      const gas = swap.tx.gas ?? quote.gas
      setStep({
        kind: 'preview',
        prepared: {
          pay,
          receive,
          amount: quote.amount,
          dstAmount: swap.dstAmount,
          minimum: minimumReceived(swap.dstAmount),
          impactBps: quote.impactBps,
          feeWei: gas !== undefined && gasPrice !== undefined ? BigInt(gas) * gasPrice : undefined,
          needsApproval: allowance < quote.amount,
          tx: swap.tx,
        },
      })
    } catch (cause) {
      setError(toWalletModalError(cause).message)
    } finally {
      setBusy(false)
    }
  }

  async function confirm(prepared: PreparedSwap) {
    if (!source || !from || !adapter?.sendCall) return
    const sendCall = adapter.sendCall.bind(adapter)
    const supportsAtomicBatch = adapter.supportsAtomicBatch?.bind(adapter)
    const sendCalls = adapter.sendCalls?.bind(adapter)
    setStep({
      kind: 'pending',
      prepared,
      label: prepared.needsApproval ? messages.swapApproving(prepared.pay.symbol) : messages.swapSwapping,
    })
    try {
      await executeSwap({
        source,
        sendCall,
        ...(supportsAtomicBatch && sendCalls ? { supportsAtomicBatch, sendCalls } : {}),
        chainId,
        from,
        src: tokenAddressOf(prepared.pay),
        amount: prepared.amount,
        swap: prepared.tx,
        onStep: (s) =>
          setStep({
            kind: 'pending',
            prepared,
            label: s === 'approving' ? messages.swapApproving(prepared.pay.symbol) : messages.swapSwapping,
          }),
      })
      setStep({ kind: 'done', prepared })
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
      setStep({ kind: 'form' })
    }
    const client = queryClientOf(store)
    await client.invalidateQueries({ queryKey: queryKeys.nativeBalance(account.caipAddress) })
    await Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.portfolio(account.caipAddress) }),
      client.invalidateQueries({ queryKey: ['swapQuote'] }),
    ])
  }

  function finish() {
    if (!popTo(store, 'Account')) replaceView(store, 'Account')
  }

  if (step.kind !== 'form') {
    return (
      <SwapPreview
        prepared={step.prepared}
        state={step.kind === 'pending' ? step.label : step.kind}
        onConfirm={() => void confirm(step.prepared)}
        onEdit={() => setStep({ kind: 'form' })}
        onDone={finish}
      />
    )
  }
  return (
    <SwapForm
      source={source}
      adapter={adapter}
      chainId={chainId}
      tokens={tokens}
      loading={!balances.data}
      form={form}
      setForm={(patch) => update((flow) => ({ ...flow, error: undefined, form: { ...flow.form, ...patch } }))}
      error={error}
      busy={busy}
      onReview={(quote, pay, receive) => void review(quote, pay, receive)}
    />
  )
}
