import { useMemo } from 'react'
import type { WalletModalElement } from '../element/elementTypes.js'
import type { WalletModalApi } from '../element/types.js'
import { findElement, type WalletModalTarget } from './findElement.js'

/** The actions of {@link useWalletModal}: the element's own methods (see `WalletModalApi`). */
export type WalletModalControls = Pick<WalletModalApi, 'open' | 'close' | 'switchNetwork' | 'disconnect'>

/** The error every control throws when it finds no defined `<wallet-modal>`. */
export const NO_ELEMENT_MESSAGE = 'No defined <wallet-modal> element: render one and import "wallet-modal/define"'

function element(target: WalletModalTarget): WalletModalElement {
  const found = findElement(target)
  if (!found) throw new Error(NO_ELEMENT_MESSAGE)
  return found
}

/**
 * Controls a `<wallet-modal>` from React, with no provider: `open({ view? })`, `close()`,
 * `switchNetwork(caipNetworkId)` (CAIP-2 id; rejects with 'Network not found' when it is not
 * configured) and `disconnect()`. Each call looks the element up at that moment: `target` (the
 * element or a ref to it), else the first `<wallet-modal>` in the document, so the element may be
 * rendered after (or by) the component that calls the hook.
 * @param target the element, a ref to it, or nothing for the first `<wallet-modal>` on the page.
 * @returns stable functions (the same while `target` is the same).
 * @throws Error 'No defined <wallet-modal> element: render one and import "wallet-modal/define"'
 *   from a control called while no such element is in the document (or it is not defined yet);
 *   `switchNetwork` and `disconnect` reject with it.
 */
export function useWalletModal(target?: WalletModalTarget): WalletModalControls {
  return useMemo<WalletModalControls>(
    () => ({
      open: (options) => element(target).open(options),
      close: () => element(target).close(),
      switchNetwork: async (caipNetworkId) => element(target).switchNetwork(caipNetworkId),
      disconnect: async () => element(target).disconnect(),
    }),
    [target],
  )
}
