import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseGetWalletsAnswer } from './types.js'
import { walletHue, walletImageSvg } from './walletImage.js'

/** A wallet entry whose fields named in `bad` are numbers (each one an issue). */
const entry = (...bad: string[]) => ({
  id: 'w',
  name: 'W',
  image_id: 'i',
  ...Object.fromEntries(bad.map((field) => [field, 1])),
})
const errorOf = (answer: unknown) => {
  try {
    parseGetWalletsAnswer(answer)
  } catch (error) {
    return error as Error
  }
  throw new Error('expected parseGetWalletsAnswer to throw')
}

describe('parseGetWalletsAnswer: the error of a malformed answer', () => {
  it('lists three problems exactly, separated by "; ", without a tail', () => {
    expect(errorOf({ data: [entry('id', 'name', 'image_id')], count: 1 }).message).toBe(
      'Invalid getWallets answer: data[0].id: Invalid type: Expected string but received 1; data[0].name: Invalid type: Expected string but received 1; data[0].image_id: Invalid type: Expected string but received 1',
    )
  })

  it('lists the first three of more, and says how many more', () => {
    const message = errorOf({ data: [entry('id', 'name', 'image_id'), entry('id', 'name')], count: 1 }).message
    expect(message.split('; ')).toHaveLength(4)
    expect(message).toMatch(/data\[0\]\.image_id: [^;]+; and 2 more$/)
  })

  it('keeps valibot’s issues as the cause', () => {
    const cause = errorOf({ data: [entry('id')], count: 1 }).cause
    expect(cause).toBeInstanceOf(v.ValiError)
    expect((cause as v.ValiError<v.GenericSchema>).issues).toHaveLength(1)
  })
})

describe('walletImageSvg', () => {
  it('draws two initials at 36 px and one at 44 px on the name’s hue', () => {
    const svg = (initials: string, hue: number, size: number) =>
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
      `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 44%)"/>` +
      `<text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="${size}" font-weight="600" ` +
      `text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`
    expect(walletImageSvg('Trust Wallet')).toBe(svg('TW', walletHue('Trust Wallet'), 36))
    expect(walletImageSvg('Rainbow')).toBe(svg('R', walletHue('Rainbow'), 44))
  })
})
