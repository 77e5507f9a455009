import { describe, expect, it } from 'vitest'
import { stylesheet } from './styles.js'

describe('stylesheet', () => {
  it('sizes the modal 370 px wide and animates views over 150 ms (spec sections 1 and 2)', () => {
    expect(stylesheet).toContain('--wm-width: 370px;')
    expect(stylesheet).toContain('--wm-duration-view: 150ms;')
  })
})
