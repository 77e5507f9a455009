/**
 * The embedded smart account's fields (spec section 3) as the EVM account is published, so the
 * connect event and every later publication already say `preferredAccountType: 'smartAccount'`:
 * watchAccount used to publish the embedded account as an EOA's ('eoa', not deployed) on every
 * wagmi change (the connection, a network switch), and the smart account's own publication
 * (smartAccount/accountState.ts, after its `eth_getCode`) came later, or was overwritten.
 */
import type { CaipAddress, CaipNetworkId } from '../../core/caip.js'
import { accountTypeInForce } from '../../core/embedded/accountType.js'
import { findNetwork, type AccountState, type ModalStore } from '../../core/store.js'

/**
 * `preferredAccountType: 'smartAccount'` when the account type in force (core/embedded/accountType.ts:
 * the user's choice, the host's option, the project's config) is a smart account and network
 * `caipNetworkId` has a bundler (as the embedded provider decides), with `smartAccountDeployed` as
 * last read for this very account (`caipAddress`, chain included) or false until it is read; an
 * empty object otherwise (the account stays an EOA's).
 */
export function embeddedSmartAccountFields(
  store: ModalStore,
  caipNetworkId: CaipNetworkId,
  caipAddress: CaipAddress,
): Pick<AccountState, 'preferredAccountType' | 'smartAccountDeployed'> {
  const state = store.getState()
  if (accountTypeInForce(state) !== 'smartAccount') return {}
  if (findNetwork(state, caipNetworkId)?.bundlerUrl === undefined) return {}
  const current = state.accounts.eip155
  return {
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: current?.caipAddress === caipAddress && current.smartAccountDeployed === true,
  }
}
