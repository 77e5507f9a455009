import { create } from 'qrcode'
import { useMemo, type ReactNode } from 'react'
import { qrStyles } from './qrStyles.js'
import { useStylesheet } from './useStylesheet.js'

/** The standard quiet zone, in modules (ISO/IEC 18004: at least 4). */
const QUIET_ZONE = 4
/** The centre mark's share of the symbol's width; error correction H restores up to 30% of the codewords. */
const MARK_SHARE = 0.2

/**
 * The symbol of `value` at error correction H, `size` modules wide (no quiet zone), and whether
 * each module is drawn dark: with `mark`, the square under the centre mark (MARK_SHARE of the
 * width plus a module of margin) is left white, which level H's 30% of recoverable codewords covers.
 */
export function qrMatrix(value: string, mark: boolean): { size: number; dark(x: number, y: number): boolean } {
  const qr = create(value, { errorCorrectionLevel: 'H' })
  const size = qr.modules.size
  const half = Math.ceil((size * MARK_SHARE) / 2) + 1
  const centre = Math.floor(size / 2)
  const cleared = (x: number, y: number) => mark && Math.abs(x - centre) < half && Math.abs(y - centre) < half
  return { size, dark: (x, y) => !!qr.modules.get(x, y) && !cleared(x, y) }
}

/**
 * The SVG paths of {@link qrMatrix}: the three finder patterns as rounded rings and dots (decoders
 * find them by their 1:1:3:1:1 runs through the centre, which rounding keeps), every other dark
 * module as a square; `count` is the width with the quiet zone, in modules.
 */
function qrPath(value: string, mark: boolean): { modules: string; finders: string; count: number } {
  const { size: n, dark } = qrMatrix(value, mark)
  const finder = (x: number, y: number) => (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7)
  let modules = ''
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++)
      if (dark(x, y) && !finder(x, y)) modules += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
  let d = ''
  for (const [fx, fy] of [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ] as const) {
    const x = fx + QUIET_ZONE
    const y = fy + QUIET_ZONE
    // A 7×7 ring (outer rounded square minus the inner 5×5, drawn the other way round: evenodd) and the 3×3 dot.
    d += `M${x + 2} ${y}h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2z`
    d += `M${x + 2} ${y + 1}a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1z`
    d += `M${x + 3} ${y + 2}h1a1 1 0 0 1 1 1v1a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1a1 1 0 0 1 1-1z`
  }
  return { modules, finders: d, count: n + 2 * QUIET_ZONE }
}

/**
 * A QR code of `value` (error correction H) as SVG paths (the qrcode library computes the
 * modules; we draw them, so no inline style or image is needed and strict CSP hosts work): dark
 * modules on white with the standard 4-module quiet zone whatever the theme, rounded finder
 * patterns, and `mark` (a logo: the WalletConnect mark, the host's `qrLogoUrl`, a network's icon)
 * on a white square in the centre, where the modules are left out (within what level H restores,
 * so it stays readable). Used by ConnectingWalletConnect (the pairing URI) and WalletReceive (the
 * account's address); `size` in CSS pixels, `testId` its `data-testid`.
 */
export function QrCode({
  value,
  label,
  size = 240,
  testId = 'wc-qr',
  mark,
}: {
  value: string
  label: string
  size?: number
  testId?: string
  mark?: ReactNode
}) {
  useStylesheet(qrStyles)
  const { modules, finders, count } = useMemo(() => qrPath(value, !!mark), [value, !!mark])
  return (
    <div className="wm-qr-frame">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${count} ${count}`}
        className="wm-qr"
        data-testid={testId}
        data-uri={value}
      >
        <rect width={count} height={count} fill="#fff" />
        <path d={modules} fill="#000" shapeRendering="crispEdges" />
        <path d={finders} fill="#000" fillRule="evenodd" />
      </svg>
      {mark && (
        <span className="wm-qr-mark" aria-hidden="true">
          {mark}
        </span>
      )}
    </div>
  )
}
