import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, inOrder, mergeFeatures } from './features.js'
import { resolveOptions } from './options.js'

describe('mergeFeatures: config merge precedence', () => {
  it('uses spec section 1 defaults when neither side sets a flag', () => {
    expect(mergeFeatures()).toEqual(DEFAULT_FEATURES)
    expect(DEFAULT_FEATURES.walletFeatureOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(DEFAULT_FEATURES.connectMethodOrder).toEqual(['wallet', 'email', 'social'])
    expect(DEFAULT_FEATURES.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(DEFAULT_FEATURES).toMatchObject({
      email: true,
      swaps: true,
      onramp: true,
      multiWallet: false,
      analytics: false,
    })
  })

  it('takes the remote value over the default', () => {
    expect(mergeFeatures(undefined, { swaps: false, multiWallet: true, socials: false })).toMatchObject({
      swaps: false,
      multiWallet: true,
      socials: false,
      email: true,
    })
  })

  it('lets the host win where it set a value explicitly, even over the remote', () => {
    const merged = mergeFeatures(
      { swaps: true, analytics: false, connectMethodOrder: ['email', 'wallet'] },
      { swaps: false, analytics: true, email: false, connectMethodOrder: ['social'] },
    )
    expect(merged).toMatchObject({
      swaps: true,
      analytics: false,
      email: false,
      connectMethodOrder: ['email', 'wallet'],
    })
  })

  it('lets a flag the host left undefined follow the remote', () => {
    expect(mergeFeatures({ swaps: undefined, email: undefined }, { swaps: false })).toMatchObject({
      swaps: false,
      email: true,
    })
  })

  it('resolveOptions keeps the remote flags across a later setOptions and merges the new local ones over them', () => {
    const first = resolveOptions({ features: { email: false } })
    expect(first.features).toMatchObject({ email: false, swaps: true })
    const withRemote = { ...first, remoteFeatures: { swaps: false, email: true } }
    const next = resolveOptions({ themeMode: 'dark' }, withRemote)
    expect(next.features).toMatchObject({ email: false, swaps: false })
    const later = resolveOptions({ features: { swaps: true } }, next)
    expect(later.features).toMatchObject({ email: true, swaps: true })
  })
})

describe('inOrder', () => {
  it('puts what the order names first, in its order, then the rest in their own order; unknown names are ignored', () => {
    expect(inOrder(['swaps', 'unknown', 'send'], ['receive', 'send', 'onramp', 'swaps'])).toEqual([
      'swaps',
      'send',
      'receive',
      'onramp',
    ])
    expect(inOrder([], ['email', 'social', 'wallet'])).toEqual(['email', 'social', 'wallet'])
  })
})
