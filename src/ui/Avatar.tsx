/**
 * An identicon for an address: a deterministic gradient from the address bytes, so the same
 * account always looks the same. Decorative (the address is shown next to it as text).
 */
export function Avatar({ address }: { address: string }) {
  const hex = address.replace(/^0x/i, '').toLowerCase()
  const hue = (i: number) => parseInt(hex.slice(i, i + 3) || '0', 16) % 360
  return (
    <span
      className="wm-avatar"
      aria-hidden="true"
      style={{
        background: `radial-gradient(circle at 30% 25%, hsl(${hue(0)} 85% 70%), transparent 55%),
          radial-gradient(circle at 75% 70%, hsl(${hue(4)} 80% 55%), transparent 60%),
          linear-gradient(135deg, hsl(${hue(8)} 70% 50%), hsl(${hue(12)} 75% 40%))`,
      }}
    />
  )
}
