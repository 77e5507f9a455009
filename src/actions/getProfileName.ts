import type { CaipAddress } from '../core/caip.js'
import { parseCaipAddress } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import { createHttpClient } from '../core/http.js'
import { NAME_ERRORS, NameError } from '../core/names/nameErrors.js'
import { coinTypeOfNamespace } from '../core/names/nameRule.js'
import { getAdapter } from './getAdapter.js'

export type GetProfileNameParameters = { caipAddress: CaipAddress }
/** The account's primary name ('alice1234.modal.test', 'vitalik.eth'), or undefined when it has none. */
export type GetProfileNameReturnType = string | undefined
export type GetProfileNameErrorType = NameError

/**
 * The primary name of an account (spec section 3: `profileName`): the operator's name service
 * first (`GET …/reverse/<address>?coinType=<60|501>`, newest registration first), then ENS through
 * the network's Universal Resolver (the adapter's `lookupName`), as AppKit asks its own service
 * before ENS. A failure of one source is tried past; only when every source fails does it throw.
 * @throws NameError 'Error fetching names for address' (`cause`: the last source's error)
 */
export async function getProfileName(
  context: ModalContext,
  { caipAddress }: GetProfileNameParameters,
): Promise<GetProfileNameReturnType> {
  const { address, namespace } = parseCaipAddress(caipAddress)
  const names = context.store.getState().options.names
  const coinType = coinTypeOfNamespace(namespace)
  let failure: unknown
  let answered = false
  if (names && coinType) {
    try {
      const answer = await createHttpClient({ baseUrl: names.api }).get<{ names?: { name?: unknown }[] }>(
        `reverse/${encodeURIComponent(address)}`,
        { coinType },
      )
      answered = true
      const first = answer?.names?.[0]?.name
      if (typeof first === 'string' && first) return first
    } catch (error) {
      failure = error
    }
  }
  try {
    const adapter = await getAdapter(context, { chain: caipAddress })
    if (!adapter.lookupName) {
      if (answered || !failure) return undefined
      throw failure
    }
    return await adapter.lookupName(caipAddress)
  } catch (error) {
    if (answered) return undefined
    throw new NameError(NAME_ERRORS.namesForAddress, { cause: failure ?? error })
  }
}
