/**
 * Test support (tests only): a name registration as a client signs it, for the name service's tests
 * and those of the modal's names feature.
 */
import type { LocalAccount } from 'viem'
import { buildNameRegistrationMessage } from '../../../core/names/registrationMessage.js'
import type { NameService } from '../createNameService.js'
import type { NameRegistrationInput } from '../register.js'

/**
 * The registration of `label.suffix` for the EVM account `owner` (coin type 60) on a fresh nonce of
 * `service`: the registration message for the domain 'names.test', issued at `issuedAt`, signed by
 * `owner`.
 */
export async function signedEvmRegistration(
  service: Pick<NameService, 'issueNonce'>,
  { label, suffix, owner, issuedAt }: { label: string; suffix: string; owner: LocalAccount; issuedAt: Date },
): Promise<NameRegistrationInput> {
  const { nonce } = await service.issueNonce()
  const message = buildNameRegistrationMessage({
    name: `${label}.${suffix}`,
    address: owner.address,
    coinType: 60,
    domain: 'names.test',
    nonce,
    issuedAt: issuedAt.toISOString(),
  })
  return { name: label, coinType: 60, address: owner.address, message, signature: await owner.signMessage({ message }) }
}
