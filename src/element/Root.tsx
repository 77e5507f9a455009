import { Suspense, useEffect, type ComponentType } from 'react'
import type { ModalRuntime } from '../core/runtime.js'
import { Dialog } from '../ui/Dialog.js'
import { ErrorBoundary } from '../ui/ErrorBoundary.js'
import { Toast } from '../ui/Toast.js'
import { isSiwxBlocking } from '../features/siwx/siwxFlow.js'
import { Header } from '../ui/Header.js'
import { RuntimeContext, useModalState } from '../ui/context.js'
import { adoptStyles } from '../ui/styles.js'
import { views } from './views.js'

/** What the custom element renders into its shadow root. */
export function Root({ runtime, shadowRoot }: { runtime: ModalRuntime; shadowRoot: ShadowRoot }) {
  const nonce = runtime.store.getState().options.nonce
  useEffect(() => adoptStyles(shadowRoot, nonce), [shadowRoot, nonce])
  return (
    <RuntimeContext.Provider value={runtime}>
      <ModalOutlet host={shadowRoot.host as HTMLElement} runtime={runtime} />
    </RuntimeContext.Provider>
  )
}

function ModalOutlet({ host, runtime }: { host: HTMLElement; runtime: ModalRuntime }) {
  const open = useModalState((s) => s.router.open)
  const history = useModalState((s) => s.router.history)
  const theme = useModalState((s) => s.options.themeMode)
  // Required sign-in without a session: no close button, Escape and backdrop do nothing.
  const blocking = useModalState(isSiwxBlocking)
  const top = history[history.length - 1]
  if (!open || !top) return null
  const definition = views[top.view]
  const title = definition?.title ?? String(top.view)
  const View = (definition?.component ?? (() => null)) as ComponentType<Record<string, unknown>>
  return (
    <div className="wm-root" data-theme={theme}>
      <Dialog
        host={host}
        title={title}
        theme={theme}
        dismissable={!blocking}
        onDismiss={() => runtime.close()}
        header={(titleId) => (
          <Header
            titleId={titleId}
            title={title}
            showBack={!blocking && (history.length > 1 || !definition?.home)}
            showClose={!blocking}
            onBack={() => runtime.goBack()}
            onClose={() => runtime.close()}
          />
        )}
      >
        <div className="wm-view" key={`${history.length}:${top.view}`} part="view" data-view={top.view}>
          <ErrorBoundary resetKey={`${history.length}:${top.view}`}>
            <Suspense fallback={<div className="wm-center"><span className="wm-wallet-logo"><span className="wm-spinner" aria-hidden="true" /></span></div>}>
              <View {...(top.data ?? {})} />
            </Suspense>
          </ErrorBoundary>
        </div>
        <Toast />
      </Dialog>
    </div>
  )
}
