import { describe, expect, it } from 'vitest'
import { themeStyle } from './themeStyle.js'

describe("themeStyle (AppKit's theme variables onto --wm-*)", () => {
  it('maps each variable, under either prefix, onto the modal’s custom properties', () => {
    expect(
      themeStyle({
        '--w3m-accent': '#00BB7F',
        '--apkt-font-family': 'Inter',
        '--w3m-z-index': 10,
        '--w3m-border-radius-master': '2px',
      }),
    ).toEqual({
      mix: false,
      style: {
        '--wm-accent': '#00BB7F',
        '--wm-font-family': 'Inter',
        '--wm-z-index': '10',
        '--wm-radius': 'calc(2px * 4)',
        '--wm-radius-item': 'calc(2px * 3)',
        '--wm-radius-pill': 'calc(2px * 250)',
      },
    })
  })
  it('blends the colour mix in at its strength (0% without one), and nothing without variables', () => {
    expect(themeStyle({ '--w3m-color-mix': '#00BB7F', '--w3m-color-mix-strength': 40 })).toEqual({
      mix: true,
      style: { '--wm-color-mix': '#00BB7F', '--wm-color-mix-strength': '40%' },
    })
    expect(themeStyle({ '--apkt-color-mix': 'red' })?.style['--wm-color-mix-strength']).toBe('0%')
    expect(themeStyle(undefined)).toBeUndefined()
    expect(themeStyle({ '--w3m-font-size-master': '10px' })).toEqual({ mix: false, style: {} })
  })
})
