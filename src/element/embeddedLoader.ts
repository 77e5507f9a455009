import type { SignerClient } from '../core/embedded/signerTypes.js'
import { WalletModalError } from '../core/errors.js'
import { embeddedErrorsMessages as messages } from '../features/embedded/messages.js'
import type { ModalStore } from '../core/store.js'

/**
 * Creates the signer client of an instance (loaded with the first email login, not before the
 * Connect view paints): the frame in `container`, following the modal's theme.
 * @returns the client and the unsubscribe of its theme subscription
 * @throws WalletModalError 'A problem occurred while trying initialize authentication' ('SIGNER_UNAVAILABLE')
 */
export async function loadSignerClient(
  store: ModalStore,
  container: ParentNode,
): Promise<{ client: SignerClient; stop(): void }> {
  const config = store.getState().options.embeddedWallet
  if (!config) throw new WalletModalError(messages.authInitFailed, { code: 'SIGNER_UNAVAILABLE' })
  const { createSignerClient } = await import('../core/embedded/signerClient.js')
  let theme = store.getState().options.themeMode
  const client = await createSignerClient({ ...config, container, theme })
  const stop = store.subscribe((s) => {
    if (s.options.themeMode === theme) return
    theme = s.options.themeMode
    void client.request('setTheme', { theme }).catch(() => undefined)
  })
  return { client, stop }
}
