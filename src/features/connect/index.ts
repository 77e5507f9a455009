/** The connect feature's public face: the Connect and ConnectingExternal views (spec section 2). */
import { messages } from '../../core/messages.js'
import type { ComponentType } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import { ConnectingExternalView } from './ConnectingExternalView.js'
import { ConnectView } from './ConnectView.js'

/** Eager: Connect is the first view a visitor sees, so it paints without a chunk load. */
export const connectViews: ViewRegistry = {
  Connect: { title: messages.connectTitle, component: ConnectView, home: true },
  ConnectingExternal: { title: messages.connectTitle, component: ConnectingExternalView as ComponentType<never> },
}
