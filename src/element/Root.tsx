import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react'
import type { ModalContext } from '../core/context.js'
import { closeModal, currentView, goBack, type RouterState } from '../core/navigation.js'
import { OriginNotice } from '../features/platform/index.js'
import { isSiwxBlocking } from '../features/siwx/index.js'
import { Dialog } from '../ui/dialog/Dialog.js'
import { ErrorBoundary } from '../ui/ErrorBoundary.js'
import { Header } from '../ui/Header.js'
import { Toast } from '../ui/Toast.js'
import { ModalContextProvider, ShadowRootContext, useModalState } from '../ui/context.js'
import { adoptStyles } from '../ui/styles.js'
import { themeStyle } from '../ui/themeStyle.js'
import { ViewFrame } from '../ui/ViewFrame.js'
import { ViewStepContext, type ViewStep } from '../ui/viewStep.js'
import { useActiveLocale } from '../ui/useActiveLocale.js'
import { views } from './views.js'

const REHEARSAL_ROUTER: RouterState = { open: true, history: [{ view: 'Connect' }] }

/** What the custom element renders into its shadow root. */
export function Root({ context, shadowRoot }: { context: ModalContext; shadowRoot: ShadowRoot }) {
  const nonce = context.store.getState().options.nonce
  useEffect(() => adoptStyles(shadowRoot, nonce), [shadowRoot, nonce])
  return (
    <ModalContextProvider.Provider value={context}>
      <ShadowRootContext.Provider value={shadowRoot}>
        <ModalOutlet host={shadowRoot.host as HTMLElement} context={context} />
      </ShadowRootContext.Provider>
    </ModalContextProvider.Provider>
  )
}

/**
 * The open modal: the dialog with its header and the view on top of the router's history.
 * `rehearsal` renders it as if open on its home view (Connect) without touching the host page or
 * the store: the element's warm-up (warmUp.tsx).
 */
export function ModalOutlet({
  host,
  context,
  rehearsal = false,
}: {
  host: HTMLElement
  context: ModalContext
  rehearsal?: boolean
}) {
  const open = useModalState((s) => s.router.open) || rehearsal
  const routed = useModalState((s) => s.router)
  const router = rehearsal ? REHEARSAL_ROUTER : routed
  const theme = useModalState((s) => s.options.themeMode)
  // Required sign-in without a session: no close button, Escape and backdrop do nothing.
  const blocking = useModalState(isSiwxBlocking)
  const top = currentView(router)
  const entries = router.history.length
  const toast = useModalState((s) => !!s.toast)
  const variables = useModalState((s) => s.options.themeVariables)
  const themed = useMemo(() => themeStyle(variables), [variables])
  // A view's inner step (useViewStep) takes the header's title and back arrow.
  const [step, setStep] = useState<ViewStep>()
  // The views' language: Arabic reads right to left inside the shadow root.
  const locale = useActiveLocale()
  const root = {
    className: 'wm-root',
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    'data-theme': theme,
    'data-mix': themed?.mix ? '' : undefined,
    style: themed?.style,
  }
  const originNotAllowed = useModalState((s) => s.originNotAllowed)
  // A toast while closed (e.g. 'Action not allowed' for a host's call) floats on its own.
  if (!open || !top)
    return toast ? (
      <div {...root} className="wm-root wm-toast-float">
        <Toast />
      </div>
    ) : null
  const definition = views[top.view]
  // A view's inner step (useViewStep) names it first, else its router data (ConnectingSocial: the provider).
  const title = step?.title ?? (top.data?.title as string | undefined) ?? definition?.title ?? String(top.view)
  const View = (definition?.component ?? (() => null)) as ComponentType<Record<string, unknown>>
  return (
    <div {...root}>
      <Dialog
        host={host}
        title={title}
        theme={theme}
        dismissable={!blocking}
        onDismiss={() => closeModal(context.store)}
        rehearsal={rehearsal}
        header={
          <Header
            title={title}
            showBack={!blocking && (!!step || entries > 1 || !definition?.home)}
            showClose={!blocking}
            onBack={step ? step.onBack : () => goBack(context.store)}
            onClose={() => closeModal(context.store)}
          />
        }
      >
        {originNotAllowed && (
          <Suspense fallback={null}>
            <OriginNotice origin={originNotAllowed} />
          </Suspense>
        )}
        <ViewFrame>
          <div className="wm-view" key={`${entries}:${top.view}`} part="view" data-view={top.view}>
            <ErrorBoundary resetKey={`${entries}:${top.view}`}>
              <Suspense
                fallback={
                  <div className="wm-center">
                    <span className="wm-wallet-logo">
                      <span className="wm-spinner" aria-hidden="true" />
                    </span>
                  </div>
                }
              >
                <ViewStepContext.Provider value={setStep}>
                  <View {...(top.data ?? {})} />
                </ViewStepContext.Provider>
              </Suspense>
            </ErrorBoundary>
          </div>
        </ViewFrame>
        <Toast />
      </Dialog>
    </div>
  )
}
