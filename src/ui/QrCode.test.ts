import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrMatrix } from './QrCode.js'

/** The symbol as a camera sees it: `scale` pixels per module, a 4-module white quiet zone. */
function render(value: string, mark: boolean, scale = 4) {
  const { size, dark } = qrMatrix(value, mark)
  const width = (size + 8) * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (dark(x, y))
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const i = (((y + 4) * scale + dy) * width + (x + 4) * scale + dx) * 4
            pixels[i] = pixels[i + 1] = pixels[i + 2] = 0
          }
  return { pixels, width, size }
}

// A WalletConnect v2 pairing URI of the usual length, and an EVM and a Solana address.
const WC_URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a3'.repeat(32)}&expiryTimestamp=1767225600&methods=wc_sessionPropose,wc_sessionAuthenticate`
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'

describe('QrCode (a centre mark, error correction high enough)', () => {
  it.each([WC_URI, EVM, SOLANA])('still decodes with the centre cleared for the mark: %s', (value) => {
    const { pixels, width } = render(value, true)
    expect(jsQR(pixels, width, width)?.data).toBe(value)
  })

  it('clears a square of about a fifth of the width, which the mark covers', () => {
    const plain = qrMatrix(WC_URI, false)
    const marked = qrMatrix(WC_URI, true)
    const centre = Math.floor(marked.size / 2)
    let cleared = 0
    for (let y = 0; y < marked.size; y++)
      for (let x = 0; x < marked.size; x++) if (plain.dark(x, y) !== marked.dark(x, y)) cleared++
    expect(cleared).toBeGreaterThan(0)
    expect(marked.dark(centre, centre)).toBe(false)
    // The cleared square's side: MARK_SHARE (20%) of the width plus a module each side.
    let side = 0
    while (!marked.dark(centre + side, centre) && centre + side < marked.size) side++
    expect((2 * side - 1) / marked.size).toBeGreaterThan(0.2)
    expect((2 * side - 1) / marked.size).toBeLessThan(0.32)
  })
})
