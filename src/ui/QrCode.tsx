import { create } from 'qrcode'
import { useMemo } from 'react'

/**
 * A QR code of `value` as one SVG path (the qrcode library computes the modules; we draw them, so
 * no inline style or image is needed and strict CSP hosts work). Dark modules on white, with the
 * standard 4-module quiet zone, whatever the theme, so every camera reads it. Used by
 * ConnectingWalletConnect (the pairing URI) and WalletReceive (the account's address); `size` in
 * CSS pixels, `testId` its `data-testid`.
 */
export function QrCode({ value, label, size = 240, testId = 'wc-qr' }: { value: string; label: string; size?: number; testId?: string }) {
  const { path, count } = useMemo(() => {
    const qr = create(value, { errorCorrectionLevel: 'M' })
    const n = qr.modules.size
    let d = ''
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (qr.modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`
    return { path: d, count: n + 8 }
  }, [value])
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges" className="wm-qr" data-testid={testId} data-uri={value}>
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
