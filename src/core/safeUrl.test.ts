import { describe, expect, it } from 'vitest'
import { MAX_DATA_IMAGE_URL_LENGTH } from './constants.js'
import { safeUrl } from './safeUrl.js'

describe('safeUrl: the scheme allowlist for URLs from data', () => {
  it('keeps https URLs, normalised', () => {
    expect(safeUrl('https://metamask.io')).toBe('https://metamask.io/')
    expect(safeUrl('  https://Example.COM/a b?x=1#y ')).toBe('https://example.com/a%20b?x=1#y')
    expect(safeUrl('https://app.safe.global', 'image')).toBe('https://app.safe.global/')
  })

  it('keeps http only on loopback', () => {
    expect(safeUrl('http://127.0.0.1:14273/catalogue')).toBe('http://127.0.0.1:14273/catalogue')
    expect(safeUrl('http://127.1.2.3/x')).toBe('http://127.1.2.3/x')
    expect(safeUrl('http://localhost:8080/')).toBe('http://localhost:8080/')
    expect(safeUrl('http://wallet.localhost/')).toBe('http://wallet.localhost/')
    expect(safeUrl('http://[::1]:3000/')).toBe('http://[::1]:3000/')
    expect(safeUrl('http://example.com/')).toBeUndefined()
    expect(safeUrl('http://127.0.0.1.evil.example/')).toBeUndefined()
    expect(safeUrl('http://localhost.evil.example/')).toBeUndefined()
    expect(safeUrl('http://10.0.0.1/')).toBeUndefined()
  })

  it('refuses schemes that run code or render documents, however they are spelled', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'blob:https://example.com/uuid',
      'file:///etc/passwd',
      'about:blank',
      'ftp://example.com/',
      'ws://127.0.0.1:1/',
    ]) {
      expect(safeUrl(raw, 'link'), raw).toBeUndefined()
      expect(safeUrl(raw, 'image'), raw).toBeUndefined()
      expect(safeUrl(raw, 'appLink'), raw).toBeUndefined()
    }
  })

  it('refuses credentials, relative URLs without a base, non-strings and empty text', () => {
    expect(safeUrl('https://bank.example@evil.example/')).toBeUndefined()
    expect(safeUrl('https://user:pass@example.com/')).toBeUndefined()
    expect(safeUrl('/catalogue/getWalletImage/x')).toBeUndefined()
    expect(safeUrl('//evil.example/x')).toBeUndefined()
    for (const raw of [undefined, null, 42, {}, ['https://a.example'], '', '   ']) expect(safeUrl(raw)).toBeUndefined()
  })

  it('with a base, resolves relative URLs and admits the page’s own origin', () => {
    const base = 'http://intranet.example/app/'
    expect(safeUrl('/catalogue/getWalletImage/x', 'image', base)).toBe(
      'http://intranet.example/catalogue/getWalletImage/x',
    )
    expect(safeUrl('http://intranet.example/logo.png', 'image', base)).toBe('http://intranet.example/logo.png')
    expect(safeUrl('//evil.example/x', 'image', base)).toBeUndefined()
    expect(safeUrl('http://other.example/x', 'image', base)).toBeUndefined()
    expect(safeUrl('javascript:alert(1)', 'link', base)).toBeUndefined()
    expect(safeUrl('https://cdn.example/x.png', 'image', 'https://app.example/')).toBe('https://cdn.example/x.png')
  })

  it('images also take data:image/* of bounded size, and nothing else of data:', () => {
    const svg = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    expect(safeUrl(svg, 'image')).toBe(svg)
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeUrl('data:image/svg+xml;charset=utf-8,<svg/>', 'image')).toBe('data:image/svg+xml;charset=utf-8,<svg/>')
    expect(safeUrl(svg, 'link')).toBeUndefined()
    expect(safeUrl(svg, 'appLink')).toBeUndefined()
    expect(safeUrl('data:image/,x', 'image')).toBeUndefined()
    expect(safeUrl('data:imagex/png,x', 'image')).toBeUndefined()
    expect(safeUrl('data:,hello', 'image')).toBeUndefined()
    const prefix = 'data:image/png;base64,'
    const atLimit = prefix + 'A'.repeat(MAX_DATA_IMAGE_URL_LENGTH - prefix.length)
    expect(safeUrl(atLimit, 'image')).toBe(atLimit)
    expect(safeUrl(`${atLimit}A`, 'image')).toBeUndefined()
  })

  it('app links also take custom app schemes, but no browser scheme and no whitespace', () => {
    for (const link of [
      'metamask://',
      'rainbow://',
      'okex://main',
      'bnc://app.binance.com/cedefi',
      'ledgerlive:',
      'onekey-wallet://',
    ]) {
      expect(safeUrl(link, 'appLink'), link).toBe(link)
      expect(safeUrl(link, 'link'), link).toBeUndefined()
    }
    expect(safeUrl('https://metamask.app.link', 'appLink')).toBe('https://metamask.app.link/')
    for (const link of [
      'intent://scan/#Intent;scheme=zxing;end',
      'chrome://settings',
      'view-source:https://a.example',
      'http://wallet.example',
      'my app://x',
      '1wallet://x',
      'wallet',
    ]) {
      expect(safeUrl(link, 'appLink'), link).toBeUndefined()
    }
  })
})

describe('safeUrl: edges of the allowlist', () => {
  it('strips every leading and trailing space or control character before checking a data: image or an app link', () => {
    expect(safeUrl('  data:image/png;base64,iVBORw0KGgo=  ', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeUrl('\t\nmetamask://wc \n', 'appLink')).toBe('metamask://wc')
  })

  it('refuses a password without a user name', () => {
    expect(safeUrl('https://:secret@example.com/')).toBeUndefined()
  })

  it('admits the page’s own origin only for http(s): a page at about:blank does not make javascript: or data: its own', () => {
    expect(safeUrl('javascript:alert(1)', 'link', 'about:blank')).toBeUndefined()
    expect(safeUrl('data:text/html,<script>alert(1)</script>', 'image', 'about:blank')).toBeUndefined()
  })

  it('refuses empty text even with a base (it would resolve to the page itself)', () => {
    expect(safeUrl('', 'link', 'https://app.example/page')).toBeUndefined()
    expect(safeUrl(' \t', 'image', 'https://app.example/page')).toBeUndefined()
  })

  it('refuses an app link with whitespace inside', () => {
    expect(safeUrl('metamask://wc?uri=a b', 'appLink')).toBeUndefined()
    expect(safeUrl('metamask://wc?uri=a\tb', 'appLink')).toBeUndefined()
  })

  it('refuses an app link with a DEL character inside', () => {
    expect(safeUrl('metamask://wc?uri=a\u007fb', 'appLink')).toBeUndefined()
  })

  it('takes http only for a host that is loopback as a whole, not one that merely ends in localhost', () => {
    expect(safeUrl('http://notlocalhost/')).toBeUndefined()
    expect(safeUrl('http://evil-localhost:8545/')).toBeUndefined()
  })

  it('takes an image only when the text starts with data:image, not when it merely contains it', () => {
    expect(safeUrl('javascript:alert(1)//data:image/png,AAAA', 'image')).toBeUndefined()
    expect(safeUrl('x-app://data:image/png,AAAA', 'image')).toBeUndefined()
  })

  it.each([
    'filesystem:https://a.test/x',
    'wss://a.test/x',
    'chrome-extension://abc/x',
    'moz-extension://abc/x',
    'jar:https://a.test/x!/y',
  ])('refuses the browser scheme of %j as an app link', (link) => {
    expect(safeUrl(link, 'appLink')).toBeUndefined()
  })
})
