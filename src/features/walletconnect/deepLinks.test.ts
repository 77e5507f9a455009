import { describe, expect, it } from 'vitest'
import { desktopDeepLink, mobileDeepLink, webappLink } from './deepLinks.js'

const uri = 'wc:7f6e5d@2?relay-protocol=irn&symKey=ab12'
const encoded = encodeURIComponent(uri)

describe('mobileDeepLink', () => {
  it('builds <scheme>://wc?uri=<encoded> for custom schemes', () => {
    expect(mobileDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(mobileDeepLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
    expect(mobileDeepLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('builds <link>/wc?uri=<encoded> for universal links, with one slash', () => {
    expect(mobileDeepLink('https://metamask.app.link', uri)).toBe(`https://metamask.app.link/wc?uri=${encoded}`)
    expect(mobileDeepLink('https://metamask.app.link//', uri)).toBe(`https://metamask.app.link/wc?uri=${encoded}`)
  })

  it('keeps a path already in the link', () => {
    expect(mobileDeepLink('okex://main', uri)).toBe(`okex://main/wc?uri=${encoded}`)
    expect(mobileDeepLink('bnc://app.binance.com/cedefi/', uri)).toBe(`bnc://app.binance.com/cedefi/wc?uri=${encoded}`)
    expect(mobileDeepLink('https://phantom.app/ul/', uri)).toBe(`https://phantom.app/ul/wc?uri=${encoded}`)
    expect(mobileDeepLink('https://x.example.com/p?ref=1', uri)).toBe(`https://x.example.com/p/wc?ref=1&uri=${encoded}`)
  })

  it('encodes the URI so its own ?, & and = do not leak into the link', () => {
    const link = mobileDeepLink('metamask://', uri) ?? ''
    expect(new URL(link.replace('metamask://', 'https://h/')).searchParams.get('uri')).toBe(uri)
    expect(link).not.toContain('&symKey')
  })

  it('gives undefined for empty links and unsafe schemes', () => {
    expect(mobileDeepLink(null, uri)).toBeUndefined()
    expect(mobileDeepLink('  ', uri)).toBeUndefined()
    expect(mobileDeepLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(mobileDeepLink('DATA:text/html,x', uri)).toBeUndefined()
  })
})

describe('desktopDeepLink and webappLink', () => {
  it('format desktop schemes like mobile ones', () => {
    expect(desktopDeepLink('ledgerlive://', uri)).toBe(`ledgerlive://wc?uri=${encoded}`)
  })
  it('accept only http(s) web apps', () => {
    expect(webappLink('https://app.safe.global', uri)).toBe(`https://app.safe.global/wc?uri=${encoded}`)
    expect(webappLink('safe://', uri)).toBeUndefined()
    expect(webappLink(null, uri)).toBeUndefined()
  })
})

describe('deep links from a hostile catalogue', () => {
  it('never build a link that runs code, renders a document, or leaves https off loopback', () => {
    for (const link of [
      'javascript:window.__pwned=1//',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      'intent://x#Intent;end',
      'http://wallet.example',
      'file:///etc/passwd',
      'blob:https://a.example/x',
    ]) {
      expect(mobileDeepLink(link, uri), link).toBeUndefined()
      expect(desktopDeepLink(link, uri), link).toBeUndefined()
      expect(webappLink(link, uri), link).toBeUndefined()
    }
    expect(webappLink('javascript:alert(1)//https://app.example', uri)).toBeUndefined()
    expect(webappLink('http://127.0.0.1:3000', uri)).toBe(`http://127.0.0.1:3000/wc?uri=${encoded}`)
  })
})
