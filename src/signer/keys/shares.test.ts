import { describe, expect, it } from 'vitest'
import { commitmentOf, deriveFromEntropy } from './derive.js'
import { newEntropy, rebuildWallet, ShareMismatchError, splitForDevice, splitWallet } from './shares.js'

describe('the share commitment check', () => {
  it('rebuilds the same wallet from any two of the three shares, and a device pair', async () => {
    const entropy = newEntropy()
    const commitment = commitmentOf(await deriveFromEntropy(entropy))
    const { device, auth, recovery } = await splitWallet(entropy)
    expect([device.length, auth.length, recovery.length]).toEqual([17, 17, 17])
    for (const [a, b] of [
      [device, auth],
      [auth, recovery],
      [recovery, device],
    ] as const) {
      const rebuilt = await rebuildWallet(a, b, commitment)
      expect(commitmentOf(rebuilt.keys)).toEqual(commitment)
      expect(rebuilt.entropy).toEqual(entropy)
    }
    const pair = await splitForDevice(entropy)
    expect(commitmentOf((await rebuildWallet(pair.device, pair.deviceAuth, commitment)).keys)).toEqual(commitment)
  })

  it('refuses a corrupted share, which Shamir alone would turn into another wallet', async () => {
    const entropy = newEntropy()
    const commitment = commitmentOf(await deriveFromEntropy(entropy))
    const { device, auth } = await splitWallet(entropy)
    const tampered = device.slice()
    tampered[0]! ^= 0x01
    await expect(rebuildWallet(tampered, auth, commitment)).rejects.toThrow(
      new ShareMismatchError('Stored key share does not match this wallet'),
    )
  })

  it('refuses a share of another wallet, one share twice, and garbage', async () => {
    const entropy = newEntropy()
    const real = commitmentOf(await deriveFromEntropy(entropy))
    const mine = await splitWallet(entropy)
    const theirs = await splitWallet(newEntropy())
    await expect(rebuildWallet(mine.device, theirs.auth, real)).rejects.toBeInstanceOf(ShareMismatchError)
    await expect(rebuildWallet(mine.device, mine.device, real)).rejects.toBeInstanceOf(ShareMismatchError)
    await expect(rebuildWallet(new Uint8Array(3), mine.auth, real)).rejects.toBeInstanceOf(ShareMismatchError)
  })
})
