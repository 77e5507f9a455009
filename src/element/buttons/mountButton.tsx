/**
 * The companion buttons' real code, a lazy chunk of its own: defineButtons.ts (in the entry) loads
 * it when a `<wallet-modal-button>` or `<wallet-modal-network-button>` first connects. Renders the
 * button with React into the element's open shadow root, styled by the first paint's sheet (the
 * `--wm-*` tokens, both themes) and buttonStyles.ts.
 */
import { createRoot } from 'react-dom/client'
import { adoptStyles, stylesheet } from '../../ui/styles.js'
import { buttonStyles } from '../../ui/buttonStyles.js'
import type { WalletModalElement } from '../elementTypes.js'
import { AccountButton } from './AccountButton.js'
import { NetworkButton } from './NetworkButton.js'
import { findModal } from './findModal.js'
import { useDrivenModal } from './useDrivenModal.js'

/** Which button: `<wallet-modal-button>` is 'account', `<wallet-modal-network-button>` is 'network'. */
export type ButtonKind = 'account' | 'network'

/** A rendered button, as its element holds it. */
export interface MountedButton {
  /** Re-reads the attributes (`modal`, `theme-mode`, `nonce`). */
  update(): void
  unmount(): void
  modal(): WalletModalElement | undefined
}

const styled = new WeakSet<ShadowRoot>()

function ButtonRoot({ button, kind, version }: { button: HTMLElement; kind: ButtonKind; version: number }) {
  const driven = useDrivenModal(button, version)
  if (!driven) return null
  const attribute = button.getAttribute('theme-mode')
  const theme = attribute === 'light' || attribute === 'dark' ? attribute : driven.state.themeMode
  return (
    <span className="wm-root" data-theme={theme}>
      {kind === 'account' ? <AccountButton driven={driven} /> : <NetworkButton driven={driven} />}
    </span>
  )
}

/**
 * Renders the `kind` button into `button`'s shadow root (created open, delegating focus to the
 * inner `<button>`, so the modal's focus restore lands on it). Nothing shows until the modal it
 * drives is in the document and defined.
 */
export function mountButton(button: HTMLElement, kind: ButtonKind): MountedButton {
  const shadowRoot = button.shadowRoot ?? button.attachShadow({ mode: 'open', delegatesFocus: true })
  if (!styled.has(shadowRoot)) {
    styled.add(shadowRoot)
    const nonce = button.getAttribute('nonce') ?? findModal(button)?.getAttribute('nonce') ?? undefined
    adoptStyles(shadowRoot, nonce, stylesheet)
    adoptStyles(shadowRoot, nonce, buttonStyles)
  }
  const root = createRoot(shadowRoot)
  let version = 0
  const render = () => root.render(<ButtonRoot button={button} kind={kind} version={version++} />)
  render()
  return {
    update: render,
    unmount: () => root.unmount(),
    modal: () => findModal(button),
  }
}
