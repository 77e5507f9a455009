/**
 * The catalogue's link texts as they come: spaces around a link are not part of it, and a web-app
 * link must itself be a web URL before a WalletConnect link is built from it (a bare 'https' is not
 * a web app, though 'https://wc?uri=…' built from it would look like one).
 */
import { describe, expect, it } from 'vitest'
import { desktopDeepLink, mobileDeepLink, webappLink } from './deepLinks.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
const encoded = encodeURIComponent(uri)

describe('deep links from catalogue text', () => {
  it('ignore spaces around the link', () => {
    expect(mobileDeepLink('  metamask://  ', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(desktopDeepLink('\tledgerlive:\n', uri)).toBe(`ledgerlive://wc?uri=${encoded}`)
    expect(webappLink(' https://app.safe.global ', uri)).toBe(`https://app.safe.global/wc?uri=${encoded}`)
  })

  it('build no web-app link from a bare web scheme', () => {
    for (const link of ['https', 'https:', 'https://', 'http:']) expect(webappLink(link, uri), link).toBeUndefined()
  })
})
