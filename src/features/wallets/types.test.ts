import { describe, expect, it } from 'vitest'
import { parseGetWalletsAnswer } from './types.js'

const metamask = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
  chains: ['eip155:1', 'eip155:10'],
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  rdns: 'io.metamask',
}

describe('parseGetWalletsAnswer', () => {
  it('accepts a getWallets answer and keeps unknown fields', () => {
    const answer = parseGetWalletsAnswer({ data: [{ ...metamask, order: 10, app_store: 'x' }], count: 1, extra: true })
    expect(answer.count).toBe(1)
    expect(answer.data[0]).toMatchObject({ ...metamask, order: 10, app_store: 'x' })
  })

  it('normalises missing or empty links to null and missing chains to []', () => {
    const { id, name, image_id } = metamask
    const [wallet] = parseGetWalletsAnswer({ data: [{ id, name, image_id, mobile_link: '' }], count: 1 }).data
    expect(wallet).toMatchObject({ chains: [], mobile_link: null, desktop_link: null, webapp_link: null, rdns: null })
  })

  it('rejects a malformed answer with a clear message', () => {
    expect(() => parseGetWalletsAnswer({ data: 'nope', count: 1 })).toThrow(/^Invalid getWallets answer: data: /)
    expect(() => parseGetWalletsAnswer({ data: [{ ...metamask, name: 42 }], count: 1 })).toThrow(
      /^Invalid getWallets answer: data\[0\]\.name: /,
    )
    expect(() => parseGetWalletsAnswer({ data: [] })).toThrow(/^Invalid getWallets answer: count: /)
    expect(() => parseGetWalletsAnswer(null)).toThrow(/^Invalid getWallets answer: \(root\): /)
  })

  it('lists at most 3 problems', () => {
    const bad = Array.from({ length: 5 }, () => ({ id: 1 }))
    expect(() => parseGetWalletsAnswer({ data: bad, count: 5 })).toThrow(/and \d+ more$/)
  })
})

describe('parseGetWalletsAnswer: links and images from a hostile catalogue', () => {
  it('drops what the URL allowlist refuses and keeps the wallet, its name as given', () => {
    const name = '<img src=x onerror=alert(1)><script>alert(1)</script>Evil'
    const { data } = parseGetWalletsAnswer({
      count: 2,
      data: [
        {
          id: 'evil',
          name,
          image_id: 'x',
          image_url: 'javascript:alert(1)',
          homepage: 'data:text/html,<script>alert(1)</script>',
          mobile_link: 'javascript:alert(1)//',
          desktop_link: 'data:text/html,x',
          webapp_link: 'javascript:alert(1)//https://a.example',
          rdns: null,
        },
        {
          id: 'good',
          name: 'Good',
          image_id: 'g',
          image_url: 'data:image/svg+xml,<svg/>',
          homepage: 'https://good.example',
          mobile_link: 'good://',
          desktop_link: 'https://good.app.link',
          webapp_link: 'https://app.good.example',
          rdns: 'example.good',
        },
      ],
    })
    expect(data[0]).toMatchObject({
      id: 'evil',
      name,
      image_url: undefined,
      homepage: undefined,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
    })
    expect(data[1]).toMatchObject({
      image_url: 'data:image/svg+xml,<svg/>',
      homepage: 'https://good.example/',
      mobile_link: 'good://',
      desktop_link: 'https://good.app.link/',
      webapp_link: 'https://app.good.example/',
    })
  })
})
