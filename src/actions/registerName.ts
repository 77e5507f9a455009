import type { ModalContext } from '../core/context.js'
import { createHttpClient } from '../core/http.js'
import { NAME_ERRORS, NameError } from '../core/names/nameErrors.js'
import { coinTypeOfNamespace, fullName } from '../core/names/nameRule.js'
import { buildNameRegistrationMessage } from '../core/names/registrationMessage.js'
import { activeAccount } from '../core/store.js'
import { setProfileName } from '../core/storeUpdates.js'
import { getAdapter } from './getAdapter.js'

export type RegisterNameParameters = {
  /** The label as the service normalises it (lowercase letters, digits, hyphens, 4 or more). */
  label: string
}
/** The name as the service registered it. */
export type RegisterNameReturnType = { name: string; coinType: number; address: string; registeredAt: string }
export type RegisterNameErrorType = NameError

/**
 * Registers `label.<suffix>` for the active account (spec sections 2 and 7): asks the name
 * service (`options.names`) for a nonce, builds the registration message (core/names/
 * registrationMessage.ts: name, address, coin type, the service's host as domain, nonce, now),
 * has the connected wallet sign it (EVM personal_sign, Solana signMessage: the adapter's
 * `signMessage`, the embedded wallet's included) and posts `{ name, coinType, address, message,
 * signature }` to `…/register`. The registered name becomes the account's `profileName` (spec
 * section 3) at once, without waiting for the 5-minute cache: the service's reverse lookup answers
 * with the newest registration first.
 * @throws NameError 'Error registering name' for any failure, also without an account or the
 *   names option (refusal 'taken' on 409, 'rule' on 400; `cause` the HttpError 'HTTP status code: N'
 *   or the wallet's rejection, code 4001)
 */
export async function registerName(
  context: ModalContext,
  { label }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const state = context.store.getState()
  const account = activeAccount(state)
  const names = state.options.names
  const coinType = state.activeNamespace && coinTypeOfNamespace(state.activeNamespace)
  try {
    if (!account.caipAddress || !account.address || !names || !coinType) throw new Error('no account or names option')
    const http = createHttpClient({ baseUrl: names.api })
    const { nonce } = await http.post<{ nonce: string }>('nonce', {})
    const name = fullName(label, names.suffix)
    const message = buildNameRegistrationMessage({
      name,
      address: account.address,
      coinType,
      domain: new URL(names.api).host,
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = await (await getAdapter(context, { chain: state.activeNamespace })).signMessage(message)
    const registered = await http.post<RegisterNameReturnType>('register', {
      name: label,
      coinType,
      address: account.address,
      message,
      signature,
    })
    // The name the signed message binds (the service accepted exactly that), not the answer's echo.
    setProfileName(context.store, account.caipAddress, name)
    return registered
  } catch (cause) {
    // HttpError's status, read structurally: instanceof would pull specificErrors into this chunk.
    const status =
      (cause as { code?: unknown; status?: unknown }).code === 'HTTP_ERROR'
        ? (cause as { status?: number }).status
        : undefined
    throw new NameError(NAME_ERRORS.registering, {
      cause,
      refusal: status === 409 ? 'taken' : status === 400 ? 'rule' : undefined,
    })
  }
}
