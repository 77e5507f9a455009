/**
 * The names feature's public face (spec section 2: RegisterAccountName, RegisterAccountNameSuccess;
 * section 3: profileName): its two views and the Account header's name, each its own chunk, so the
 * entry carries only these registrations.
 */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ModalContext } from '../../core/context.js'
import { activeAccount } from '../../core/store.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const namesViews: ViewRegistry = {
  RegisterAccountName: {
    get title() {
      return messages.registerNameTitle
    },
    component: lazy(() => import('./RegisterAccountNameView.js')),
    enabled: (options) => options.names !== undefined,
  },
  RegisterAccountNameSuccess: {
    get title() {
      return messages.nameRegisteredTitle
    },
    component: lazy(() => import('./RegisterAccountNameSuccessView.js')),
    internal: true,
  },
}

/** The Account header's primary name (render inside Suspense and the query provider). */
export const AccountName = lazy(() => import('./AccountName.js'))

/**
 * Starts keeping the connected accounts' `profileName` (spec section 3; see watchProfileNames.ts)
 * from a chunk loaded once an account first connects (or reconnects):
 * the lookup stays out of the bytes before the Connect view paints. Returns the unsubscribe function.
 */
export function watchProfileNamesLazily(context: ModalContext): () => void {
  let started: Promise<() => void> | undefined
  const off = context.store.subscribe((s) => {
    if (activeAccount(s).caipAddress)
      started ??= import('./watchProfileNames.js').then((m) => m.watchProfileNames(context))
  })
  return () => {
    off()
    void started?.then((stop) => stop())
  }
}
