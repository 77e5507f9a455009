import { describe, expect, it } from 'vitest'
import { walletHue, walletImageSvg, walletInitials } from './walletImage.js'

describe('walletInitials', () => {
  it('takes two words, a camel-cased word, or one letter', () => {
    expect(walletInitials('Trust Wallet')).toBe('TW')
    expect(walletInitials('MetaMask')).toBe('MM')
    expect(walletInitials('Rainbow')).toBe('R')
    expect(walletInitials('1inch Wallet')).toBe('1W')
    expect(walletInitials('Safe{Wallet}')).toBe('SW')
    expect(walletInitials('!!!')).toBe('?')
  })
})

describe('wallet images', () => {
  it('derive a stable hue and an SVG with the initials', () => {
    expect(walletHue('MetaMask')).toBe(walletHue('MetaMask'))
    expect(walletHue('MetaMask')).not.toBe(walletHue('Rainbow'))
    expect(walletImageSvg('Trust Wallet')).toContain('>TW</text>')
  })
})
