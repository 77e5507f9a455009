/**
 * The spec's account fields of the embedded smart account (section 3) on the EVM account:
 * `preferredAccountType: 'smartAccount'` on a network where the wallet is one, and
 * `smartAccountDeployed` read from the chain (the EOA's code is the EIP-7702 delegation to
 * Simple7702Account v0.8). The embedded provider publishes them (this code loads with it, not with
 * the EVM adapter): the adapter sets the embedded account's fields as an EOA's, then these.
 */
import type { Address } from 'viem'
import { SIMPLE_7702_DELEGATION_CODE } from '../../../core/embedded/smartAccount.js'
import { setAccount, type ModalStore } from '../../../core/store.js'

/** An EIP-1193 request function (the embedded provider's). */
type Request = (args: { method: string; params?: unknown[] }) => Promise<unknown>

/** How long a publication waits for the adapter to show the account, in ms. */
const WAIT_FOR_ACCOUNT_MS = 30_000

/**
 * Reads whether `address` is deployed as a smart account (`eth_getCode` through `request`) and
 * publishes `preferredAccountType: 'smartAccount'` with it on the EVM account once that account is
 * `address` (now, or when the adapter shows it, within {@link WAIT_FOR_ACCOUNT_MS}). A failed read
 * publishes `smartAccountDeployed: false`. Nothing is published once `wanted()` is false (the user
 * switched to the EOA meanwhile).
 */
export async function publishSmartAccount(
  store: ModalStore,
  request: Request,
  address: Address,
  wanted: () => boolean = () => true,
): Promise<void> {
  let deployed = false
  try {
    const code = await request({ method: 'eth_getCode', params: [address, 'latest'] })
    deployed = typeof code === 'string' && code.toLowerCase() === SIMPLE_7702_DELEGATION_CODE
  } catch {}
  const apply = (): boolean => {
    if (!wanted()) return true
    const current = store.getState().accounts.eip155
    if (current?.status !== 'connected' || current.address !== address) return false
    if (current.preferredAccountType !== 'smartAccount' || current.smartAccountDeployed !== deployed)
      setAccount(store, 'eip155', { ...current, preferredAccountType: 'smartAccount', smartAccountDeployed: deployed })
    return true
  }
  if (apply()) return
  const stop = store.subscribe(() => {
    if (apply()) stop()
  })
  setTimeout(stop, WAIT_FOR_ACCOUNT_MS)
}

/**
 * Publishes `preferredAccountType: 'eoa'` on the EVM account when it is `address` (the user switched
 * the embedded wallet back to its EOA): `smartAccountDeployed: false`, as a connection as an EOA
 * publishes it (core/embedded/accountFields.ts).
 */
export function publishEoa(store: ModalStore, address: Address): void {
  const current = store.getState().accounts.eip155
  if (current?.status !== 'connected' || current.address !== address) return
  if (current.preferredAccountType !== 'eoa' || current.smartAccountDeployed !== false)
    setAccount(store, 'eip155', { ...current, preferredAccountType: 'eoa', smartAccountDeployed: false })
}
