/**
 * The names feature's public face (spec section 2: RegisterAccountName, RegisterAccountNameSuccess;
 * section 3: profileName): its two views and the Account header's name, each its own chunk, so the
 * entry carries only these registrations.
 */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const namesViews: ViewRegistry = {
  RegisterAccountName: { title: messages.registerNameTitle, component: lazy(() => import('./RegisterAccountNameView.js')), enabled: (options) => options.names !== undefined },
  RegisterAccountNameSuccess: { title: messages.nameRegisteredTitle, component: lazy(() => import('./RegisterAccountNameSuccessView.js')), internal: true },
}

/** The Account header's primary name (render inside Suspense and the query provider). */
export const AccountName = lazy(() => import('./AccountName.js'))
