import { describe, expect, it } from 'vitest'
import { fakeSession } from './__fixtures__/fakeSession.js'
import { A, C, networks, OTHER, record } from './__fixtures__/providerFixtures.js'
import { createWalletConnectProvider } from './provider.js'

describe('the WalletConnect EIP-1193 provider', () => {
  it('answers the accounts of the current chain only, and a switch brings that chain’s', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:31338:${C}`])
    const provider = createWalletConnectProvider({ session, networks })
    const seen = record(provider, ['accountsChanged', 'chainChanged'])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([A])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([C])
    expect(seen).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [C]],
    ])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'garbage' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('ignores events naming accounts or chains outside the session, or malformed; applies the rest', async () => {
    const { session, emit } = fakeSession([`eip155:31337:${A}`, `eip155:31337:${C}`, `eip155:31338:${A}`])
    const provider = createWalletConnectProvider({ session, networks })
    await provider.request({ method: 'eth_requestAccounts' })
    const seen = record(provider, ['accountsChanged', 'chainChanged'])
    for (const data of [
      [OTHER],
      [`eip155:31337:${OTHER}`],
      [`eip155:31338:${C}`],
      ['0xnot-an-address'],
      { accounts: [A] },
      [],
      [42],
      'x',
    ])
      await emit('accountsChanged', data)
    for (const data of [1, '0x1', 'eip155:1', 'banana', null, -5, 31337]) await emit('chainChanged', data)
    expect(seen).toEqual([])
    await emit('accountsChanged', [C.toLowerCase()])
    await emit('accountsChanged', [`eip155:31337:${A}`])
    await emit('chainChanged', 'eip155:31338')
    // On 31338 the session holds [A] where 31337 held [A, C]: the move brings that list too.
    expect(seen).toEqual([
      ['accountsChanged', [C]],
      ['accountsChanged', [A]],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [A]],
    ])
  })

  it('follows the wallet to a chain of the session the host did not configure, answers nothing there, and switches back', async () => {
    const { session, emit } = fakeSession([`eip155:31337:${A}`, `eip155:1:${OTHER}`, `eip155:137:${OTHER}`])
    const provider = createWalletConnectProvider({ session, networks })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([A])
    const seen = record(provider, ['accountsChanged', 'chainChanged'])
    await emit('chainChanged', 1)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    // The accounts stay the configured chain's: OTHER (approved on chain 1) is never answered.
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([A])
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', A] })).rejects.toMatchObject({
      code: 4901,
    })
    // A chain outside the session is still ignored.
    await emit('chainChanged', 8453)
    expect(seen).toEqual([['chainChanged', '0x1']])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(seen).toEqual([
      ['chainChanged', '0x1'],
      ['chainChanged', '0x7a69'],
    ])
    expect(session.request).not.toHaveBeenCalled()
  })

  it('never signs for an account the modal does not use (4100), and signs for its own on the current chain', async () => {
    const { session } = fakeSession([`eip155:31337:${A}`, `eip155:1:${OTHER}`])
    const provider = createWalletConnectProvider({ session, networks })
    await provider.request({ method: 'eth_requestAccounts' })
    for (const [method, params] of [
      ['personal_sign', ['0x00', OTHER]],
      ['eth_signTypedData_v4', [OTHER, '{}']],
      ['eth_sendTransaction', [{ from: OTHER, to: A }]],
      ['personal_sign', ['0x00', 42]],
    ] as const)
      await expect(provider.request({ method, params })).rejects.toMatchObject({ code: 4100 })
    expect(session.request).not.toHaveBeenCalled()
    await provider.request({ method: 'personal_sign', params: ['0x00', A.toLowerCase()] })
    expect(session.request).toHaveBeenCalledWith('eip155:31337', 'personal_sign', ['0x00', A.toLowerCase()])
  })
})
