import { describe, expect, it } from 'vitest'
import type { EmbeddedAccount } from './protocol.js'
import { embeddedAccountFields } from './accountFields.js'
import type { EmbeddedWalletHost, SignerClient } from './signerTypes.js'

const BASE = {
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u',
  recoveryMode: 'operator',
} as const

// Only current()?.account() is read; the rest of the host is not needed here.
const hostWith = (account: EmbeddedAccount | undefined): EmbeddedWalletHost =>
  ({ current: () => ({ account: () => account }) as unknown as SignerClient }) as unknown as EmbeddedWalletHost

describe('embeddedAccountFields (spec section 3)', () => {
  it("an email login: an EOA, never deployed, its user the login's email", () => {
    expect(embeddedAccountFields(hostWith({ ...BASE, email: 'ada@example.com' }))).toStrictEqual({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      user: { email: 'ada@example.com' },
    })
  })

  it('a social login adds the username the provider gave and the provider', () => {
    expect(
      embeddedAccountFields(hostWith({ ...BASE, email: 'ada@example.com', username: 'ada', socialProvider: 'github' })),
    ).toStrictEqual({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      user: { email: 'ada@example.com', username: 'ada' },
      socialProvider: 'github',
    })
  })

  it('without a signed-in account (or a client): the account type only, an empty user', () => {
    const expected = { preferredAccountType: 'eoa', smartAccountDeployed: false, user: {} }
    expect(embeddedAccountFields(hostWith(undefined))).toStrictEqual(expected)
    expect(embeddedAccountFields({ current: () => undefined } as unknown as EmbeddedWalletHost)).toStrictEqual(expected)
  })
})
